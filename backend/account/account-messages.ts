import { COMMON_MESSAGES } from '../i18n/common-messages';
import type { MessageTable } from '../i18n/server-messages';

/** Envelope messages of the address, voucher and country calls. */
export const ACCOUNT_MESSAGES: MessageTable = {
  ...COMMON_MESSAGES,
  not_yours: {
    en: 'You are not allowed to change this item',
    fr: 'Vous n’êtes pas autorisé à modifier cet élément',
    ar: 'غير مسموح لك بتعديل هذا العنصر',
    tr: 'Bu öğeyi değiştirme yetkiniz yok',
    hi: 'आपको यह आइटम बदलने की अनुमति नहीं है',
  },
  address_added: { en: 'Address added', fr: 'Adresse ajoutée', ar: 'تمت إضافة العنوان', tr: 'Adres eklendi', hi: 'पता जोड़ा गया' },
  address_updated: { en: 'Address updated', fr: 'Adresse mise à jour', ar: 'تم تحديث العنوان', tr: 'Adres güncellendi', hi: 'पता अपडेट किया गया' },
  address_deleted: { en: 'Address deleted', fr: 'Adresse supprimée', ar: 'تم حذف العنوان', tr: 'Adres silindi', hi: 'पता हटाया गया' },
};
