import type { MessageTable } from '../i18n/server-messages';
import { ORDER_CHANGE_MESSAGES } from '../orders/order-change-messages';

/** What `order/transaction` answers, per language (the order refusals are the order changes' own). */
export const PAYMENT_MESSAGES: MessageTable = {
  ...ORDER_CHANGE_MESSAGES,
  payment_data_submitted: {
    en: 'Payment data submitted successfully', fr: 'Données de paiement envoyées avec succès', ar: 'تم إرسال بيانات الدفع بنجاح',
    tr: 'Ödeme bilgileri başarıyla gönderildi', hi: 'भुगतान विवरण सफलतापूर्वक भेजा गया',
  },
  not_bank_transfer: {
    en: 'This order is not paid by bank transfer.', fr: 'Cette commande n’est pas payée par virement bancaire.', ar: 'لا يتم دفع هذا الطلب بالتحويل المصرفي.',
    tr: 'Bu siparişin ödemesi banka havalesiyle yapılmıyor.', hi: 'इस ऑर्डर का भुगतान बैंक ट्रांसफ़र से नहीं हो रहा है।',
  },
  transfer_locked: {
    en: 'The shop has already verified your transfer; it can no longer be changed.', fr: 'La boutique a déjà vérifié votre virement ; il ne peut plus être modifié.',
    ar: 'تحقق المتجر من تحويلك بالفعل؛ لم يعد من الممكن تغييره.', tr: 'Mağaza havalenizi zaten doğruladı; artık değiştirilemez.',
    hi: 'दुकान आपके ट्रांसफ़र की पुष्टि कर चुकी है; इसे अब बदला नहीं जा सकता।',
  },
};
