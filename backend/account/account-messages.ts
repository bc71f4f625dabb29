import { COMMON_MESSAGES } from '../i18n/common-messages';
import type { MessageTable } from '../i18n/server-messages';

/** Envelope messages of the address, voucher, following and country calls. */
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
  store_not_found: { en: 'Store not found', fr: 'Boutique introuvable', ar: 'المتجر غير موجود', tr: 'Mağaza bulunamadı', hi: 'स्टोर नहीं मिला' },
  store_followed: { en: 'You follow this store', fr: 'Vous suivez cette boutique', ar: 'أنت تتابع هذا المتجر', tr: 'Bu mağazayı takip ediyorsunuz', hi: 'आप इस स्टोर को फ़ॉलो कर रहे हैं' },
  store_unfollowed: { en: 'You no longer follow this store', fr: 'Vous ne suivez plus cette boutique', ar: 'لم تعد تتابع هذا المتجر', tr: 'Bu mağazayı artık takip etmiyorsunuz', hi: 'अब आप इस स्टोर को फ़ॉलो नहीं कर रहे हैं' },
};
