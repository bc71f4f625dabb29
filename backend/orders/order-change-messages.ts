import { COMMON_MESSAGES } from '../i18n/common-messages';
import type { MessageTable } from '../i18n/server-messages';

/**
 * What the calls that change an order answer, per language. The refusal keys are the codes of
 * core/orders/order-status.ts (`OrderChangeRefusal`), so a refusal maps to its message directly.
 */
export const ORDER_CHANGE_MESSAGES: MessageTable = {
  ...COMMON_MESSAGES,
  tracking_not_found: {
    en: 'No order has this tracking code. Please check it and try again.',
    fr: 'Aucune commande ne porte ce code de suivi. Veuillez le vérifier et réessayer.',
    ar: 'لا يوجد طلب بهذا الرمز للتتبع. يرجى التحقق منه والمحاولة مرة أخرى.',
    tr: 'Bu takip koduna sahip bir sipariş yok. Lütfen kontrol edip tekrar deneyin.',
    hi: 'इस ट्रैकिंग कोड का कोई ऑर्डर नहीं है। कृपया इसे जाँचें और फिर से कोशिश करें।',
  },
  order_not_found: { en: 'Order not found.', fr: 'Commande introuvable.', ar: 'الطلب غير موجود.', tr: 'Sipariş bulunamadı.', hi: 'ऑर्डर नहीं मिला।' },
  order_cancelled: {
    en: 'This order has been cancelled', fr: 'Cette commande a été annulée', ar: 'تم إلغاء هذا الطلب', tr: 'Bu sipariş iptal edildi', hi: 'यह ऑर्डर रद्द कर दिया गया है',
  },
  order_cancelled_refunded: {
    en: 'This order has been cancelled and its payment refunded', fr: 'Cette commande a été annulée et son paiement remboursé', ar: 'تم إلغاء هذا الطلب واسترداد مبلغه',
    tr: 'Bu sipariş iptal edildi ve ödemesi iade edildi', hi: 'यह ऑर्डर रद्द कर दिया गया है और इसका भुगतान वापस कर दिया गया है',
  },
  order_cancelled_refund_due: {
    en: 'This order has been cancelled; we owe you its payment back and will refund it', fr: 'Cette commande a été annulée ; nous vous devons son paiement et vous le rembourserons',
    ar: 'تم إلغاء هذا الطلب؛ ندين لك بمبلغه وسنعيده إليك', tr: 'Bu sipariş iptal edildi; ödemesini size borçluyuz ve iade edeceğiz',
    hi: 'यह ऑर्डर रद्द कर दिया गया है; इसका भुगतान हम पर आपका बकाया है और हम उसे वापस करेंगे',
  },
  order_refunded: {
    en: 'This order has been refunded', fr: 'Cette commande a été remboursée', ar: 'تم استرداد مبلغ هذا الطلب', tr: 'Bu siparişin ücreti iade edildi', hi: 'इस ऑर्डर का पैसा वापस कर दिया गया है',
  },
  order_final: {
    en: 'This order can no longer be changed.', fr: 'Cette commande ne peut plus être modifiée.', ar: 'لم يعد من الممكن تغيير هذا الطلب.',
    tr: 'Bu sipariş artık değiştirilemez.', hi: 'इस ऑर्डर को अब बदला नहीं जा सकता।',
  },
  not_pending: {
    en: 'Only a pending order can be cancelled.', fr: 'Seule une commande en attente peut être annulée.', ar: 'لا يمكن إلغاء إلا الطلب قيد الانتظار.',
    tr: 'Yalnızca bekleyen bir sipariş iptal edilebilir.', hi: 'केवल लंबित ऑर्डर ही रद्द किया जा सकता है।',
  },
  already_delivered: {
    en: 'This order has already been delivered.', fr: 'Cette commande a déjà été livrée.', ar: 'تم تسليم هذا الطلب بالفعل.',
    tr: 'Bu sipariş zaten teslim edildi.', hi: 'यह ऑर्डर पहले ही डिलीवर हो चुका है।',
  },
  already_paid: {
    en: 'This order is already paid.', fr: 'Cette commande est déjà payée.', ar: 'تم دفع هذا الطلب بالفعل.',
    tr: 'Bu siparişin ödemesi zaten yapıldı.', hi: 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  },
  not_paid: {
    en: 'Only a paid order can be refunded.', fr: 'Seule une commande payée peut être remboursée.', ar: 'لا يمكن استرداد مبلغ إلا الطلب المدفوع.',
    tr: 'Yalnızca ödenmiş bir sipariş iade edilebilir.', hi: 'केवल भुगतान किए गए ऑर्डर का ही पैसा वापस किया जा सकता है।',
  },
};
