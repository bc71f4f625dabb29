import { COMMON_MESSAGES } from '../i18n/common-messages';
import type { MessageTable } from '../i18n/server-messages';

/** What the account calls tell shoppers, in every language of the shop. */
export const AUTH_MESSAGES: MessageTable = {
  ...COMMON_MESSAGES,
  code_sent: {
    en: 'We sent a 6-digit code to {email}.',
    fr: 'Nous avons envoyé un code à 6 chiffres à {email}.',
    ar: 'أرسلنا رمزًا من 6 أرقام إلى {email}.',
    tr: '{email} adresine 6 haneli bir kod gönderdik.',
    hi: 'हमने {email} पर 6 अंकों का कोड भेजा है।',
  },
  forgot_sent: {
    en: 'If an account exists for {email}, we sent it a code to reset the password.',
    fr: 'Si un compte existe pour {email}, nous lui avons envoyé un code pour réinitialiser le mot de passe.',
    ar: 'إذا كان هناك حساب لـ {email}، فقد أرسلنا إليه رمزًا لإعادة تعيين كلمة المرور.',
    tr: '{email} için bir hesap varsa, şifreyi sıfırlamak için bir kod gönderdik.',
    hi: 'यदि {email} के लिए कोई खाता है, तो हमने पासवर्ड रीसेट करने के लिए उस पर एक कोड भेजा है।',
  },
  account_blocked: {
    en: 'This account has been blocked by the shop, so it cannot sign in. If you think this is a mistake, write to us through the contact page.',
    fr: 'Ce compte a été bloqué par la boutique : il ne peut pas se connecter. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous depuis la page de contact.',
    ar: 'حظر المتجر هذا الحساب، لذا لا يمكنه تسجيل الدخول. إذا كنت تظن أن هناك خطأ، فراسلنا من صفحة الاتصال.',
    tr: 'Bu hesap mağaza tarafından engellendi, bu yüzden giriş yapamaz. Bir hata olduğunu düşünüyorsanız iletişim sayfasından bize yazın.',
    hi: 'दुकान ने इस खाते को ब्लॉक कर दिया है, इसलिए इससे साइन इन नहीं हो सकता। अगर आपको लगता है कि यह गलती है, तो संपर्क पेज से हमें लिखें।',
  },
  signin_failed: {
    en: 'The e-mail or password is incorrect.',
    fr: 'L’e-mail ou le mot de passe est incorrect.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    tr: 'E-posta veya şifre hatalı.',
    hi: 'ईमेल या पासवर्ड गलत है।',
  },
  signin_wait: {
    en: 'Too many failed sign-ins from this device. Wait {minutes} min and try again, or use “Forgot password?” to get a code by e-mail.',
    fr: 'Trop de connexions échouées depuis cet appareil. Attendez {minutes} min et réessayez, ou utilisez « Mot de passe oublié ? » pour recevoir un code par e-mail.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة من هذا الجهاز. انتظر {minutes} دقيقة وحاول مجددًا، أو استخدم «نسيت كلمة المرور؟» ليصلك رمز بالبريد الإلكتروني.',
    tr: 'Bu cihazdan çok fazla başarısız giriş denemesi. {minutes} dk bekleyip tekrar deneyin veya e-postayla kod almak için “Şifrenizi mi unuttunuz?” bağlantısını kullanın.',
    hi: 'इस डिवाइस से बहुत सारे असफल साइन-इन। {minutes} मिनट रुककर फिर कोशिश करें, या ईमेल से कोड पाने के लिए “पासवर्ड भूल गए?” का उपयोग करें।',
  },
  // The forms of signin_wait whose words change with the number (translateCount); the others keep signin_wait's.
  signin_wait_one: {
    en: 'Too many failed sign-ins from this device. Wait a minute and try again, or use “Forgot password?” to get a code by e-mail.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة من هذا الجهاز. انتظر دقيقة واحدة وحاول مجددًا، أو استخدم «نسيت كلمة المرور؟» ليصلك رمز بالبريد الإلكتروني.',
  },
  signin_wait_two: { ar: 'محاولات تسجيل دخول فاشلة كثيرة من هذا الجهاز. انتظر دقيقتين وحاول مجددًا، أو استخدم «نسيت كلمة المرور؟» ليصلك رمز بالبريد الإلكتروني.' },
  signin_wait_few: { ar: 'محاولات تسجيل دخول فاشلة كثيرة من هذا الجهاز. انتظر {minutes} دقائق وحاول مجددًا، أو استخدم «نسيت كلمة المرور؟» ليصلك رمز بالبريد الإلكتروني.' },
  signin_code_sent: {
    en: 'There have been many failed sign-ins on this account. If the password you entered is right, we have mailed a 6-digit code to {email}: enter the newest one to sign in. If none comes, use “Forgot password?”.',
    fr: 'Il y a eu de nombreuses connexions échouées sur ce compte. Si le mot de passe saisi est le bon, nous avons envoyé un code à 6 chiffres à {email} : saisissez le plus récent pour vous connecter. Si aucun n’arrive, utilisez « Mot de passe oublié ? ».',
    ar: 'حدثت محاولات تسجيل دخول فاشلة كثيرة على هذا الحساب. إذا كانت كلمة المرور التي أدخلتها صحيحة، فقد أرسلنا رمزًا من 6 أرقام إلى {email}: أدخل أحدث رمز لتسجيل الدخول. إذا لم يصلك شيء، فاستخدم «نسيت كلمة المرور؟».',
    tr: 'Bu hesapta çok sayıda başarısız giriş oldu. Girdiğiniz şifre doğruysa {email} adresine 6 haneli bir kod gönderdik: giriş yapmak için en yenisini girin. Hiç gelmezse “Şifrenizi mi unuttunuz?” bağlantısını kullanın.',
    hi: 'इस खाते पर कई असफल साइन-इन हुए हैं। अगर आपका दर्ज किया पासवर्ड सही है, तो हमने {email} पर 6 अंकों का कोड भेजा है: साइन इन करने के लिए सबसे नया कोड दर्ज करें। अगर कोई कोड न आए, तो “पासवर्ड भूल गए?” का उपयोग करें।',
  },
  cross_site: {
    en: 'This request did not come from the shop’s own page, so nothing was changed. Reload the page and try again.',
    fr: 'Cette requête ne vient pas de la page de la boutique ; rien n’a été modifié. Rechargez la page et réessayez.',
    ar: 'لم يأتِ هذا الطلب من صفحة المتجر نفسه، لذا لم يتغير شيء. أعد تحميل الصفحة وحاول مجددًا.',
    tr: 'Bu istek mağazanın kendi sayfasından gelmedi, bu yüzden hiçbir şey değiştirilmedi. Sayfayı yenileyip tekrar deneyin.',
    hi: 'यह अनुरोध दुकान के अपने पेज से नहीं आया, इसलिए कुछ भी नहीं बदला गया। पेज दोबारा लोड करें और फिर से कोशिश करें।',
  },
  verify_first: {
    en: 'Please verify your e-mail first: create your account again with {email} and we will mail you a new code.',
    fr: 'Veuillez d’abord vérifier votre e-mail : créez de nouveau votre compte avec {email} et nous vous enverrons un nouveau code.',
    ar: 'يرجى التحقق من بريدك الإلكتروني أولًا: أنشئ حسابك مجددًا باستخدام {email} وسنرسل إليك رمزًا جديدًا.',
    tr: 'Lütfen önce e-postanızı doğrulayın: hesabınızı {email} ile yeniden oluşturun, size yeni bir kod gönderelim.',
    hi: 'कृपया पहले अपना ईमेल सत्यापित करें: {email} से अपना खाता फिर से बनाएँ, हम आपको नया कोड भेजेंगे।',
  },
  code_invalid: {
    en: 'The code is wrong or no longer valid. Ask for a new one.',
    fr: 'Le code est erroné ou n’est plus valable. Demandez-en un nouveau.',
    ar: 'الرمز خاطئ أو لم يعد صالحًا. اطلب رمزًا جديدًا.',
    tr: 'Kod hatalı veya artık geçerli değil. Yeni bir kod isteyin.',
    hi: 'कोड गलत है या अब मान्य नहीं है। नया कोड माँगें।',
  },
  code_expired: {
    en: 'The code has expired. Ask for a new one.',
    fr: 'Le code a expiré. Demandez-en un nouveau.',
    ar: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
    tr: 'Kodun süresi doldu. Yeni bir kod isteyin.',
    hi: 'कोड की समय सीमा समाप्त हो गई है। नया कोड माँगें।',
  },
  mail_failed: {
    en: 'We could not send the e-mail. Please try again later.',
    fr: 'Nous n’avons pas pu envoyer l’e-mail. Veuillez réessayer plus tard.',
    ar: 'تعذر إرسال البريد الإلكتروني. يرجى المحاولة لاحقًا.',
    tr: 'E-posta gönderilemedi. Lütfen daha sonra tekrar deneyin.',
    hi: 'हम ईमेल नहीं भेज सके। कृपया बाद में पुनः प्रयास करें।',
  },
  verified: { en: 'Your e-mail is verified. Welcome!', fr: 'Votre e-mail est vérifié. Bienvenue !', ar: 'تم التحقق من بريدك الإلكتروني. مرحبًا بك!', tr: 'E-postanız doğrulandı. Hoş geldiniz!', hi: 'आपका ईमेल सत्यापित हो गया। स्वागत है!' },
  signed_in: { en: 'Signed in.', fr: 'Connecté.', ar: 'تم تسجيل الدخول.', tr: 'Giriş yapıldı.', hi: 'साइन इन हो गया।' },
  signed_out: { en: 'Signed out.', fr: 'Déconnecté.', ar: 'تم تسجيل الخروج.', tr: 'Çıkış yapıldı.', hi: 'साइन आउट हो गया।' },
  /** A call that needs a session came without a live one (ended, revoked, unknown). */
  session_ended: {
    en: 'Your session has ended. Please sign in again.',
    fr: 'Votre session a pris fin. Veuillez vous reconnecter.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    tr: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
    hi: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
  },
  password_reset: {
    en: 'Your password was changed. Sign in with the new one.',
    fr: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
    ar: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    tr: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.',
    hi: 'आपका पासवर्ड बदल दिया गया। नए पासवर्ड से साइन इन करें।',
  },
  password_changed: { en: 'Password changed.', fr: 'Mot de passe modifié.', ar: 'تم تغيير كلمة المرور.', tr: 'Şifre değiştirildi.', hi: 'पासवर्ड बदल दिया गया।' },
  profile_updated: { en: 'Profile updated.', fr: 'Profil mis à jour.', ar: 'تم تحديث الملف الشخصي.', tr: 'Profil güncellendi.', hi: 'प्रोफ़ाइल अपडेट हो गई।' },
  wrong_password: { en: 'The password is incorrect.', fr: 'Le mot de passe est incorrect.', ar: 'كلمة المرور غير صحيحة.', tr: 'Şifre hatalı.', hi: 'पासवर्ड गलत है।' },
  account_deleted: { en: 'Your account was deleted.', fr: 'Votre compte a été supprimé.', ar: 'تم حذف حسابك.', tr: 'Hesabınız silindi.', hi: 'आपका खाता हटा दिया गया।' },
  bad_request: { en: 'The request is not valid.', fr: 'La requête n’est pas valide.', ar: 'الطلب غير صالح.', tr: 'İstek geçerli değil.', hi: 'अनुरोध मान्य नहीं है।' },
};
