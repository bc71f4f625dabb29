import type { MessageTable } from '../i18n/server-messages';
import { ORDER_CHANGE_MESSAGES } from '../orders/order-change-messages';

/** What `order/transaction`, `order/payment-done` and order/action's online payments answer, per language (the order refusals are the order changes' own). */
export const PAYMENT_MESSAGES: MessageTable = {
  ...ORDER_CHANGE_MESSAGES,
  provider_unreachable: {
    en: 'The payment provider could not be reached. Nothing was charged; please try again or choose another payment method.',
    fr: 'Le prestataire de paiement est injoignable. Rien n’a été débité ; veuillez réessayer ou choisir un autre moyen de paiement.',
    ar: 'تعذر الوصول إلى مزود الدفع. لم يتم خصم أي مبلغ؛ يرجى المحاولة مرة أخرى أو اختيار طريقة دفع أخرى.',
    tr: 'Ödeme sağlayıcısına ulaşılamadı. Hiçbir ücret alınmadı; lütfen tekrar deneyin veya başka bir ödeme yöntemi seçin.',
    hi: 'भुगतान प्रदाता से संपर्क नहीं हो सका। कोई राशि नहीं काटी गई; कृपया फिर से कोशिश करें या कोई दूसरा भुगतान तरीका चुनें।',
  },
  payment_not_completed: {
    en: 'The payment was not completed.', fr: 'Le paiement n’a pas été effectué.', ar: 'لم تكتمل عملية الدفع.', tr: 'Ödeme tamamlanmadı.', hi: 'भुगतान पूरा नहीं हुआ।',
  },
  payment_unverified: {
    en: 'This payment could not be verified.', fr: 'Ce paiement n’a pas pu être vérifié.', ar: 'تعذر التحقق من هذه الدفعة.', tr: 'Bu ödeme doğrulanamadı.', hi: 'इस भुगतान की पुष्टि नहीं हो सकी।',
  },
  payment_refunded_late: {
    en: 'This order was cancelled before your payment arrived, so your payment has been refunded.',
    fr: 'Cette commande a été annulée avant l’arrivée de votre paiement ; votre paiement a donc été remboursé.',
    ar: 'أُلغي هذا الطلب قبل وصول دفعتك، لذا تم استرداد المبلغ.',
    tr: 'Bu sipariş ödemeniz ulaşmadan önce iptal edildi; bu nedenle ödemeniz iade edildi.',
    hi: 'आपका भुगतान आने से पहले यह ऑर्डर रद्द हो गया था, इसलिए आपका भुगतान वापस कर दिया गया है।',
  },
  not_online_order: {
    en: 'This order is not paid online.', fr: 'Cette commande n’est pas payée en ligne.', ar: 'لا يتم دفع هذا الطلب عبر الإنترنت.', tr: 'Bu siparişin ödemesi çevrimiçi yapılmıyor.', hi: 'इस ऑर्डर का भुगतान ऑनलाइन नहीं हो रहा है।',
  },
  payment_method_unavailable: {
    en: 'This payment method is not available.', fr: 'Ce moyen de paiement n’est pas disponible.', ar: 'طريقة الدفع هذه غير متاحة.', tr: 'Bu ödeme yöntemi kullanılamıyor.', hi: 'यह भुगतान तरीका उपलब्ध नहीं है।',
  },
  payment_method_changed: {
    en: 'The payment method was changed.', fr: 'Le moyen de paiement a été modifié.', ar: 'تم تغيير طريقة الدفع.', tr: 'Ödeme yöntemi değiştirildi.', hi: 'भुगतान का तरीका बदल दिया गया।',
  },
  payment_opened: {
    en: 'Continue to the payment page.', fr: 'Continuez vers la page de paiement.', ar: 'تابع إلى صفحة الدفع.', tr: 'Ödeme sayfasına devam edin.', hi: 'भुगतान पेज पर आगे बढ़ें।',
  },
  payment_received: {
    en: 'Payment received. Thank you!', fr: 'Paiement reçu. Merci !', ar: 'تم استلام الدفع. شكرًا لك!', tr: 'Ödeme alındı. Teşekkürler!', hi: 'भुगतान मिल गया। धन्यवाद!',
  },
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
