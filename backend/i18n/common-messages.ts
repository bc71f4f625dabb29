import type { MessageTable } from './server-messages';

/** Envelope messages every area answers with; each area's table spreads these in. */
export const COMMON_MESSAGES: MessageTable = {
  success: { en: 'Success', fr: 'Succès', ar: 'تم بنجاح', tr: 'Başarılı', hi: 'सफल' },
  unauthorized: { en: 'Unauthorized', fr: 'Non autorisé', ar: 'غير مصرح به', tr: 'Yetkisiz', hi: 'अनधिकृत' },
  /** A rate limit refused the call (sign-in, codes, order tracking). */
  too_many: {
    en: 'Too many attempts. Please wait a few minutes and try again.',
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    ar: 'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    tr: 'Çok fazla deneme. Lütfen birkaç dakika bekleyip tekrar deneyin.',
    hi: 'बहुत अधिक प्रयास। कृपया कुछ मिनट प्रतीक्षा करें और फिर से प्रयास करें।',
  },
};
