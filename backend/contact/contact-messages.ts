import type { MessageTable } from '../i18n/server-messages';

/** What `POST contact` answers, per language. */
export const CONTACT_MESSAGES: MessageTable = {
  sent: {
    en: 'Thank you. Your message has been sent.',
    fr: 'Merci. Votre message a été envoyé.',
    ar: 'شكرًا لك. تم إرسال رسالتك.',
    tr: 'Teşekkürler. Mesajınız gönderildi.',
    hi: 'धन्यवाद। आपका संदेश भेज दिया गया है।',
  },
  too_many: {
    en: 'Too many messages from your connection. Please try again in a few minutes.',
    fr: 'Trop de messages depuis votre connexion. Réessayez dans quelques minutes.',
    ar: 'رسائل كثيرة جدًا من اتصالك. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
    tr: 'Bağlantınızdan çok fazla mesaj geldi. Lütfen birkaç dakika sonra tekrar deneyin.',
    hi: 'आपके कनेक्शन से बहुत अधिक संदेश आए हैं। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  },
};
