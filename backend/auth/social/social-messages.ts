import type { MessageTable } from '../../i18n/server-messages';

/** What social sign-in tells the shopper, `{provider}` being the provider's display name. */
export const SOCIAL_MESSAGES: MessageTable = {
  account_blocked: {
    en: 'This account has been blocked by the shop, so it cannot sign in. If you think this is a mistake, write to us through the contact page.',
    fr: 'Ce compte a été bloqué par la boutique : il ne peut pas se connecter. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous depuis la page de contact.',
    ar: 'حظر المتجر هذا الحساب، لذا لا يمكنه تسجيل الدخول. إذا كنت تظن أن هناك خطأ، فراسلنا من صفحة الاتصال.',
    tr: 'Bu hesap mağaza tarafından engellendi, bu yüzden giriş yapamaz. Bir hata olduğunu düşünüyorsanız iletişim sayfasından bize yazın.',
    hi: 'दुकान ने इस खाते को ब्लॉक कर दिया है, इसलिए इससे साइन इन नहीं हो सकता। अगर आपको लगता है कि यह गलती है, तो संपर्क पेज से हमें लिखें।',
  },
  unknown_provider: {
    en: 'This sign-in method is not available',
    fr: 'Ce mode de connexion n’est pas disponible',
    ar: 'طريقة تسجيل الدخول هذه غير متاحة',
    tr: 'Bu giriş yöntemi kullanılamıyor',
    hi: 'साइन इन का यह तरीका उपलब्ध नहीं है',
  },
  provider_unreachable: {
    en: 'We could not reach {provider}. Please try again in a few minutes.',
    fr: 'Impossible de joindre {provider}. Veuillez réessayer dans quelques minutes.',
    ar: 'تعذّر الوصول إلى {provider}. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
    tr: '{provider} hizmetine ulaşılamadı. Lütfen birkaç dakika sonra tekrar deneyin.',
    hi: '{provider} से संपर्क नहीं हो सका। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  },
  invalid_state: {
    en: 'This sign-in has expired or was already used. Please start again.',
    fr: 'Cette connexion a expiré ou a déjà été utilisée. Veuillez recommencer.',
    ar: 'انتهت صلاحية عملية تسجيل الدخول هذه أو سبق استخدامها. يرجى البدء من جديد.',
    tr: 'Bu giriş işleminin süresi doldu veya daha önce kullanıldı. Lütfen yeniden başlayın.',
    hi: 'यह साइन इन समाप्त हो गया है या पहले ही उपयोग हो चुका है। कृपया फिर से शुरू करें।',
  },
  provider_refused: {
    en: 'Signing in with {provider} did not succeed. Please try again.',
    fr: 'La connexion avec {provider} n’a pas abouti. Veuillez réessayer.',
    ar: 'لم ينجح تسجيل الدخول باستخدام {provider}. يرجى المحاولة مرة أخرى.',
    tr: '{provider} ile giriş başarısız oldu. Lütfen tekrar deneyin.',
    hi: '{provider} से साइन इन सफल नहीं हुआ। कृपया फिर से कोशिश करें।',
  },
  email_missing: {
    en: '{provider} did not share a verified e-mail address. Please sign in with your e-mail instead.',
    fr: '{provider} n’a pas communiqué d’adresse e-mail vérifiée. Veuillez vous connecter avec votre e-mail.',
    ar: 'لم يشارك {provider} عنوان بريد إلكتروني موثّقًا. يرجى تسجيل الدخول ببريدك الإلكتروني بدلًا من ذلك.',
    tr: '{provider} doğrulanmış bir e-posta adresi paylaşmadı. Lütfen e-posta adresinizle giriş yapın.',
    hi: '{provider} ने सत्यापित ईमेल पता साझा नहीं किया। कृपया इसके बजाय अपने ईमेल से साइन इन करें।',
  },
  signed_in: {
    en: 'Signed in successfully',
    fr: 'Connexion réussie',
    ar: 'تم تسجيل الدخول بنجاح',
    tr: 'Giriş başarılı',
    hi: 'सफलतापूर्वक साइन इन हुआ',
  },
};

/** Provider names as shoppers know them (brand names: the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', facebook: 'Facebook' };
