import type { MessageTable } from '../../i18n/server-messages';

/** Wording of account mail per language; `{name}`, `{code}`, `{minutes}`, `{store}`, `{url}` are filled in. */
export const MAIL_TEXTS: MessageTable = {
  greeting: { en: 'Hello {name},', fr: 'Bonjour {name},', ar: 'مرحبًا {name}،', tr: 'Merhaba {name},', hi: 'नमस्ते {name},' },
  verify_subject: { en: 'Your verification code', fr: 'Votre code de vérification', ar: 'رمز التحقق الخاص بك', tr: 'Doğrulama kodunuz', hi: 'आपका सत्यापन कोड' },
  verify_body: {
    en: 'Your verification code is {code}. Enter it to finish creating your account.',
    fr: 'Votre code de vérification est {code}. Saisissez-le pour terminer la création de votre compte.',
    ar: 'رمز التحقق الخاص بك هو {code}. أدخله لإكمال إنشاء حسابك.',
    tr: 'Doğrulama kodunuz {code}. Hesabınızı oluşturmayı tamamlamak için girin.',
    hi: 'आपका सत्यापन कोड {code} है। अपना खाता बनाना पूरा करने के लिए इसे दर्ज करें।',
  },
  reset_subject: { en: 'Your password reset code', fr: 'Votre code de réinitialisation du mot de passe', ar: 'رمز إعادة تعيين كلمة المرور', tr: 'Şifre sıfırlama kodunuz', hi: 'आपका पासवर्ड रीसेट कोड' },
  reset_body: {
    en: 'Your password reset code is {code}. Enter it with your new password.',
    fr: 'Votre code de réinitialisation est {code}. Saisissez-le avec votre nouveau mot de passe.',
    ar: 'رمز إعادة تعيين كلمة المرور هو {code}. أدخله مع كلمة المرور الجديدة.',
    tr: 'Şifre sıfırlama kodunuz {code}. Yeni şifrenizle birlikte girin.',
    hi: 'आपका पासवर्ड रीसेट कोड {code} है। इसे अपने नए पासवर्ड के साथ दर्ज करें।',
  },
  signin_subject: { en: 'Your sign-in code', fr: 'Votre code de connexion', ar: 'رمز تسجيل الدخول الخاص بك', tr: 'Giriş kodunuz', hi: 'आपका साइन-इन कोड' },
  signin_body: {
    en: 'Someone has tried many wrong passwords on your account, so signing in now also takes this code: {code}. If it was not you signing in just now, change your password.',
    fr: 'Quelqu’un a essayé de nombreux mots de passe erronés sur votre compte ; la connexion demande donc aussi ce code : {code}. Si ce n’est pas vous qui venez de vous connecter, changez votre mot de passe.',
    ar: 'حاول أحدهم كلمات مرور خاطئة كثيرة على حسابك، لذا يتطلب تسجيل الدخول الآن هذا الرمز أيضًا: {code}. إن لم تكن أنت من يسجّل الدخول الآن، فغيّر كلمة المرور.',
    tr: 'Birisi hesabınızda çok sayıda yanlış şifre denedi, bu yüzden giriş yapmak artık bu kodu da gerektiriyor: {code}. Az önce giriş yapan siz değilseniz şifrenizi değiştirin.',
    hi: 'किसी ने आपके खाते पर कई गलत पासवर्ड आज़माए हैं, इसलिए अब साइन इन करने के लिए यह कोड भी चाहिए: {code}। यदि अभी साइन इन करने वाले आप नहीं थे, तो अपना पासवर्ड बदलें।',
  },
  code_expiry: {
    en: 'The code is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
    fr: 'Le code est valable {minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
    ar: 'الرمز صالح لمدة {minutes} دقيقة. إذا لم تطلبه، فتجاهل هذه الرسالة.',
    tr: 'Kod {minutes} dakika geçerlidir. Siz istemediyseniz bu iletiyi yok sayın.',
    hi: 'कोड {minutes} मिनट तक मान्य है। यदि आपने इसका अनुरोध नहीं किया, तो इस संदेश को अनदेखा करें।',
  },
  exists_subject: { en: 'You already have an account', fr: 'Vous avez déjà un compte', ar: 'لديك حساب بالفعل', tr: 'Zaten bir hesabınız var', hi: 'आपका खाता पहले से है' },
  exists_body: {
    en: 'Someone tried to register with this e-mail address, but it already has an account. You can sign in, or reset your password if you forgot it: {url}',
    fr: 'Quelqu’un a essayé de s’inscrire avec cette adresse e-mail, mais elle a déjà un compte. Vous pouvez vous connecter, ou réinitialiser votre mot de passe si vous l’avez oublié : {url}',
    ar: 'حاول شخص ما التسجيل بعنوان البريد الإلكتروني هذا، لكن لديه حساب بالفعل. يمكنك تسجيل الدخول، أو إعادة تعيين كلمة المرور إذا نسيتها: {url}',
    tr: 'Birisi bu e-posta adresiyle kaydolmaya çalıştı, ancak bu adresin zaten bir hesabı var. Giriş yapabilir veya unuttuysanız şifrenizi sıfırlayabilirsiniz: {url}',
    hi: 'किसी ने इस ईमेल पते से पंजीकरण करने का प्रयास किया, लेकिन इसका खाता पहले से है। आप साइन इन कर सकते हैं, या भूल जाने पर अपना पासवर्ड रीसेट कर सकते हैं: {url}',
  },
  exists_ignore: {
    en: 'If this was not you, no action is needed.',
    fr: 'Si ce n’était pas vous, vous n’avez rien à faire.',
    ar: 'إذا لم تكن أنت، فلا حاجة لأي إجراء.',
    tr: 'Bu siz değilseniz bir şey yapmanız gerekmez.',
    hi: 'यदि यह आप नहीं थे, तो कोई कार्रवाई आवश्यक नहीं है।',
  },
  approved_subject: { en: 'Your store {store} is approved', fr: 'Votre boutique {store} est approuvée', ar: 'تمت الموافقة على متجرك {store}', tr: '{store} mağazanız onaylandı', hi: 'आपका स्टोर {store} स्वीकृत हो गया है' },
  approved_body: {
    en: 'Good news: your store {store} has been reviewed and approved. Its page is {url}',
    fr: 'Bonne nouvelle : votre boutique {store} a été examinée et approuvée. Sa page : {url}',
    ar: 'أخبار سارة: تمت مراجعة متجرك {store} والموافقة عليه. صفحته: {url}',
    tr: 'Müjde: {store} mağazanız incelendi ve onaylandı. Sayfası: {url}',
    hi: 'खुशखबरी: आपके स्टोर {store} की समीक्षा कर ली गई है और उसे स्वीकृत कर दिया गया है। इसका पेज: {url}',
  },
};
