import type { MessageTable } from '../i18n/server-messages';

/** What the newsletter calls answer, per language. */
export const NEWSLETTER_MESSAGES: MessageTable = {
  // The same answer whether the address was new, pending or confirmed already (nothing is revealed).
  check_inbox: {
    en: 'Thank you! Please check your inbox and confirm your subscription.',
    fr: 'Merci ! Consultez votre boîte de réception pour confirmer votre abonnement.',
    ar: 'شكرًا لك! يرجى التحقق من بريدك الوارد وتأكيد اشتراكك.',
    tr: 'Teşekkürler! Lütfen gelen kutunuzu kontrol edip aboneliğinizi onaylayın.',
    hi: 'धन्यवाद! कृपया अपना इनबॉक्स देखें और अपनी सदस्यता की पुष्टि करें।',
  },
  confirmed: {
    en: 'Your subscription is confirmed. Your welcome voucher is on its way to your inbox.',
    fr: 'Votre abonnement est confirmé. Votre bon de bienvenue arrive dans votre boîte de réception.',
    ar: 'تم تأكيد اشتراكك. قسيمة الترحيب في طريقها إلى بريدك الوارد.',
    tr: 'Aboneliğiniz onaylandı. Hoş geldin kuponunuz gelen kutunuza doğru yolda.',
    hi: 'आपकी सदस्यता की पुष्टि हो गई है। आपका स्वागत वाउचर आपके इनबॉक्स में आ रहा है।',
  },
  confirmed_again: {
    en: 'Your subscription is confirmed. Welcome back!',
    fr: 'Votre abonnement est confirmé. Bon retour parmi nous !',
    ar: 'تم تأكيد اشتراكك. مرحبًا بعودتك!',
    tr: 'Aboneliğiniz onaylandı. Tekrar hoş geldiniz!',
    hi: 'आपकी सदस्यता की पुष्टि हो गई है। वापसी पर स्वागत है!',
  },
  unsubscribed: {
    en: 'You have been unsubscribed. You will receive no more newsletters from us.',
    fr: 'Votre désabonnement est enregistré. Vous ne recevrez plus notre newsletter.',
    ar: 'تم إلغاء اشتراكك. لن تتلقى منا أي نشرات بريدية بعد الآن.',
    tr: 'Abonelikten çıktınız. Artık bizden bülten almayacaksınız.',
    hi: 'आपकी सदस्यता समाप्त कर दी गई है। अब आपको हमसे कोई न्यूज़लेटर नहीं मिलेगा।',
  },
  invalid_link: {
    en: 'This link is not valid or has expired. Please subscribe again from the form at the bottom of the page.',
    fr: 'Ce lien n’est pas valide ou a expiré. Abonnez-vous de nouveau avec le formulaire en bas de page.',
    ar: 'هذا الرابط غير صالح أو انتهت صلاحيته. يرجى الاشتراك مرة أخرى من النموذج أسفل الصفحة.',
    tr: 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen sayfanın altındaki formdan yeniden abone olun.',
    hi: 'यह लिंक मान्य नहीं है या इसकी अवधि समाप्त हो गई है। कृपया पेज के नीचे दिए फ़ॉर्म से फिर से सदस्यता लें।',
  },
  invalid_unsubscribe: {
    en: 'This unsubscribe link is not valid. Please use the link from your latest e-mail.',
    fr: 'Ce lien de désabonnement n’est pas valide. Utilisez le lien de votre dernier e-mail.',
    ar: 'رابط إلغاء الاشتراك هذا غير صالح. يرجى استخدام الرابط من أحدث رسالة لديك.',
    tr: 'Bu abonelikten çıkma bağlantısı geçersiz. Lütfen son e-postanızdaki bağlantıyı kullanın.',
    hi: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है। कृपया अपने नवीनतम ईमेल का लिंक इस्तेमाल करें।',
  },
  too_many: {
    en: 'Too many sign-ups from your connection or for this address. Please try again in a few minutes.',
    fr: 'Trop d’inscriptions depuis votre connexion ou pour cette adresse. Réessayez dans quelques minutes.',
    ar: 'محاولات اشتراك كثيرة جدًا من اتصالك أو لهذا العنوان. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
    tr: 'Bağlantınızdan veya bu adres için çok fazla kayıt denemesi. Lütfen birkaç dakika sonra tekrar deneyin.',
    hi: 'आपके कनेक्शन से या इस पते के लिए बहुत अधिक प्रयास हुए हैं। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  },
};
