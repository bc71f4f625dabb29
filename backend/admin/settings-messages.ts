import type { SettingsCode, SettingsErrors } from '../../core/admin/settings-forms';
import { VALIDATION_VALUES } from '../../core/shared/validation-codes';
import { translate, type MessageTable } from '../i18n/server-messages';
import { VALIDATION } from '../i18n/validation-messages';

/** What the settings calls tell a member, in the shop's five languages. */
export const SETTINGS_MESSAGES: MessageTable = {
  saved_payments: {
    en: 'Payment methods saved. Shoppers see them at checkout within seconds.',
    fr: 'Moyens de paiement enregistrés. Les clients les voient au paiement d’ici quelques secondes.',
    ar: 'حُفظت طرق الدفع. يراها المتسوقون عند الدفع خلال ثوانٍ.',
    tr: 'Ödeme yöntemleri kaydedildi. Müşteriler bunları birkaç saniye içinde ödeme adımında görür.',
    hi: 'भुगतान के तरीके सहेजे गए। खरीदार इन्हें कुछ ही सेकंड में चेकआउट पर देखेंगे।',
  },
  saved_bank_transfer: {
    en: 'Bank-transfer details saved.',
    fr: 'Coordonnées du virement bancaire enregistrées.',
    ar: 'حُفظت بيانات التحويل البنكي.',
    tr: 'Banka havalesi bilgileri kaydedildi.',
    hi: 'बैंक ट्रांसफ़र का विवरण सहेजा गया।',
  },
  saved_storefront: {
    en: 'Storefront settings saved.',
    fr: 'Réglages de la boutique enregistrés.',
    ar: 'حُفظت إعدادات واجهة المتجر.',
    tr: 'Mağaza ayarları kaydedildi.',
    hi: 'स्टोरफ़्रंट की सेटिंग सहेजी गईं।',
  },
  saved_free_delivery: {
    en: 'Free-delivery threshold saved.',
    fr: 'Seuil de livraison gratuite enregistré.',
    ar: 'حُفظ حدّ التوصيل المجاني.',
    tr: 'Ücretsiz teslimat sınırı kaydedildi.',
    hi: 'मुफ़्त डिलीवरी की सीमा सहेजी गई।',
  },
  saved_shop: {
    en: 'Shop name and contact details saved.',
    fr: 'Nom de la boutique et coordonnées enregistrés.',
    ar: 'حُفظ اسم المتجر وبيانات التواصل.',
    tr: 'Mağaza adı ve iletişim bilgileri kaydedildi.',
    hi: 'दुकान का नाम और संपर्क विवरण सहेजे गए।',
  },
  stale: {
    en: 'Someone else changed these settings after you opened them. Nothing was saved: reload the page to see the new values, then make your change again.',
    fr: 'Quelqu’un d’autre a modifié ces réglages après leur ouverture. Rien n’a été enregistré : rechargez la page pour voir les nouvelles valeurs, puis refaites votre modification.',
    ar: 'غيّر شخص آخر هذه الإعدادات بعد أن فتحتها. لم يُحفظ شيء: أعد تحميل الصفحة لترى القيم الجديدة، ثم أجرِ تعديلك مجددًا.',
    tr: 'Siz açtıktan sonra bu ayarları başka biri değiştirdi. Hiçbir şey kaydedilmedi: yeni değerleri görmek için sayfayı yenileyin, ardından değişikliğinizi tekrar yapın.',
    hi: 'आपके खोलने के बाद किसी और ने ये सेटिंग बदल दीं। कुछ भी सहेजा नहीं गया: नए मान देखने के लिए पेज फिर से लोड करें, फिर अपना बदलाव दोबारा करें।',
  },
  invalid_version: {
    en: 'This form is out of date. Reload the page and try again.',
    fr: 'Ce formulaire n’est plus à jour. Rechargez la page et réessayez.',
    ar: 'هذا النموذج قديم. أعد تحميل الصفحة وحاول مجددًا.',
    tr: 'Bu form güncel değil. Sayfayı yenileyip tekrar deneyin.',
    hi: 'यह फ़ॉर्म पुराना हो गया है। पेज फिर से लोड करके दोबारा कोशिश करें।',
  },
  invalid_ga_id: {
    en: 'A Google Analytics 4 measurement ID starts with G- followed by letters and digits, for example G-ABC123XYZ9.',
    fr: 'Un ID de mesure Google Analytics 4 commence par G- suivi de lettres et de chiffres, par exemple G-ABC123XYZ9.',
    ar: 'يبدأ معرّف القياس في Google Analytics 4 بـ G- تليه حروف وأرقام، مثل G-ABC123XYZ9.',
    tr: 'Google Analytics 4 ölçüm kimliği G- ile başlar ve harf ile rakamlarla devam eder, örneğin G-ABC123XYZ9.',
    hi: 'Google Analytics 4 का मेज़रमेंट आईडी G- से शुरू होता है और उसके बाद अक्षर व अंक आते हैं, जैसे G-ABC123XYZ9।',
  },
  invalid_pixel_id: {
    en: 'A Meta pixel ID is 5 to 20 digits, for example 123456789012345.',
    fr: 'Un ID de pixel Meta comporte de 5 à 20 chiffres, par exemple 123456789012345.',
    ar: 'معرّف بكسل Meta من 5 إلى 20 رقمًا، مثل 123456789012345.',
    tr: 'Meta piksel kimliği 5 ile 20 rakamdan oluşur, örneğin 123456789012345.',
    hi: 'Meta पिक्सेल आईडी में 5 से 20 अंक होते हैं, जैसे 123456789012345।',
  },
  needs_cookie_banner: {
    en: 'Analytics and the pixel load only after a shopper accepts the cookie banner: keep the banner on while either is on.',
    fr: 'L’analyse d’audience et le pixel ne se chargent qu’après l’accord du client dans le bandeau cookies : laissez le bandeau activé tant que l’un des deux l’est.',
    ar: 'لا تُحمَّل التحليلات والبكسل إلا بعد أن يقبل المتسوق شريط ملفات تعريف الارتباط: أبقِ الشريط مفعّلًا ما دام أحدهما مفعّلًا.',
    tr: 'Analiz ve piksel yalnızca müşteri çerez bildirimini kabul ettikten sonra yüklenir: bunlardan biri açıkken bildirimi açık tutun.',
    hi: 'एनालिटिक्स और पिक्सेल तभी लोड होते हैं जब खरीदार कुकी बैनर स्वीकार करे: इनमें से कोई भी चालू हो तो बैनर चालू रखें।',
  },
  invalid_amount: {
    en: 'Enter an amount above 0 with at most two decimals (50 or 49.90), or leave it empty for no free delivery.',
    fr: 'Saisissez un montant supérieur à 0 avec au plus deux décimales (50 ou 49.90), ou laissez vide pour ne pas offrir la livraison.',
    ar: 'أدخل مبلغًا أكبر من 0 بمنزلتين عشريتين على الأكثر (50 أو 49.90)، أو اتركه فارغًا لإلغاء التوصيل المجاني.',
    tr: '0’dan büyük, en fazla iki ondalıklı bir tutar girin (50 veya 49.90) ya da ücretsiz teslimat olmaması için boş bırakın.',
    hi: '0 से बड़ी राशि दर्ज करें, अधिकतम दो दशमलव के साथ (50 या 49.90), या मुफ़्त डिलीवरी न देने के लिए खाली छोड़ें।',
  },
  invalid_swift: {
    en: 'A SWIFT/BIC code has 8 or 11 letters and digits, for example DEUTDEFF or DEUTDEFF500.',
    fr: 'Un code SWIFT/BIC comporte 8 ou 11 lettres et chiffres, par exemple DEUTDEFF ou DEUTDEFF500.',
    ar: 'يتكون رمز SWIFT/BIC من 8 أو 11 حرفًا ورقمًا، مثل DEUTDEFF أو DEUTDEFF500.',
    tr: 'SWIFT/BIC kodu 8 veya 11 harf ve rakamdan oluşur, örneğin DEUTDEFF veya DEUTDEFF500.',
    hi: 'SWIFT/BIC कोड में 8 या 11 अक्षर और अंक होते हैं, जैसे DEUTDEFF या DEUTDEFF500।',
  },
  unknown_method: {
    en: 'This list of payment methods is not the shop’s. Reload the page and try again.',
    fr: 'Cette liste de moyens de paiement n’est pas celle de la boutique. Rechargez la page et réessayez.',
    ar: 'قائمة طرق الدفع هذه ليست قائمة المتجر. أعد تحميل الصفحة وحاول مجددًا.',
    tr: 'Bu ödeme yöntemi listesi mağazaya ait değil. Sayfayı yenileyip tekrar deneyin.',
    hi: 'भुगतान के तरीकों की यह सूची दुकान की नहीं है। पेज फिर से लोड करके दोबारा कोशिश करें।',
  },
  not_configured: {
    en: '{type} cannot be turned on: its keys are not configured on the server. Set them in the server’s environment and restart it first.',
    fr: 'Impossible d’activer {type} : ses clés ne sont pas configurées sur le serveur. Renseignez-les dans l’environnement du serveur puis redémarrez-le.',
    ar: 'لا يمكن تفعيل {type}: مفاتيحه غير مُعدّة على الخادم. اضبطها في بيئة الخادم ثم أعد تشغيله أولًا.',
    tr: '{type} açılamaz: anahtarları sunucuda yapılandırılmamış. Önce bunları sunucunun ortamında tanımlayıp sunucuyu yeniden başlatın.',
    hi: '{type} चालू नहीं किया जा सकता: इसकी कुंजियाँ सर्वर पर सेट नहीं हैं। पहले इन्हें सर्वर के एनवायरनमेंट में सेट करें और सर्वर फिर से शुरू करें।',
  },
};

/** The settings' fields as the console labels them; payment methods by `method.{id}`. */
const FIELDS: MessageTable = {
  ga_id: { en: 'Google Analytics ID', fr: 'ID Google Analytics', ar: 'معرّف Google Analytics', tr: 'Google Analytics kimliği', hi: 'Google Analytics आईडी' },
  pixel_id: { en: 'Meta pixel ID', fr: 'ID du pixel Meta', ar: 'معرّف بكسل Meta', tr: 'Meta piksel kimliği', hi: 'Meta पिक्सेल आईडी' },
  enable_ga: { en: 'Google Analytics', fr: 'Google Analytics', ar: 'Google Analytics', tr: 'Google Analytics', hi: 'Google Analytics' },
  enable_pixel: { en: 'Meta pixel', fr: 'Pixel Meta', ar: 'بكسل Meta', tr: 'Meta pikseli', hi: 'Meta पिक्सेल' },
  cookie_banner: { en: 'Cookie banner', fr: 'Bandeau cookies', ar: 'شريط ملفات تعريف الارتباط', tr: 'Çerez bildirimi', hi: 'कुकी बैनर' },
  guest_checkout: { en: 'Guest checkout', fr: 'Commande sans compte', ar: 'الدفع كضيف', tr: 'Üye olmadan sipariş', hi: 'मेहमान के रूप में चेकआउट' },
  vendor_registration: { en: 'Seller sign-up', fr: 'Inscription des vendeurs', ar: 'تسجيل البائعين', tr: 'Satıcı kaydı', hi: 'विक्रेता पंजीकरण' },
  product_review: { en: 'Review of sellers\' products', fr: 'Vérification des produits des vendeurs', ar: 'مراجعة منتجات البائعين', tr: 'Satıcı ürünlerinin incelenmesi', hi: 'विक्रेताओं के उत्पादों की समीक्षा' },
  amount: { en: 'Free delivery from', fr: 'Livraison gratuite dès', ar: 'التوصيل مجاني ابتداءً من', tr: 'Ücretsiz teslimat alt sınırı', hi: 'मुफ़्त डिलीवरी इतने से' },
  site_name: { en: 'Shop name', fr: 'Nom de la boutique', ar: 'اسم المتجر', tr: 'Mağaza adı', hi: 'दुकान का नाम' },
  email: { en: 'Contact e-mail', fr: 'E-mail de contact', ar: 'بريد التواصل', tr: 'İletişim e-postası', hi: 'संपर्क ईमेल' },
  phone: { en: 'Phone', fr: 'Téléphone', ar: 'الهاتف', tr: 'Telefon', hi: 'फ़ोन' },
  bank_name: { en: 'Bank name', fr: 'Nom de la banque', ar: 'اسم البنك', tr: 'Banka adı', hi: 'बैंक का नाम' },
  account_holder: { en: 'Account holder', fr: 'Titulaire du compte', ar: 'صاحب الحساب', tr: 'Hesap sahibi', hi: 'खाताधारक' },
  account_number: { en: 'Account number or IBAN', fr: 'Numéro de compte ou IBAN', ar: 'رقم الحساب أو IBAN', tr: 'Hesap numarası veya IBAN', hi: 'खाता संख्या या IBAN' },
  branch: { en: 'Branch', fr: 'Agence', ar: 'الفرع', tr: 'Şube', hi: 'शाखा' },
  swift: { en: 'SWIFT/BIC', fr: 'SWIFT/BIC', ar: 'SWIFT/BIC', tr: 'SWIFT/BIC', hi: 'SWIFT/BIC' },
  routing: { en: 'Routing or sort code', fr: 'Code banque ou guichet', ar: 'رمز التوجيه', tr: 'Banka kodu', hi: 'रूटिंग कोड' },
  instructions: { en: 'Instructions ({language})', fr: 'Instructions ({language})', ar: 'التعليمات ({language})', tr: 'Talimatlar ({language})', hi: 'निर्देश ({language})' },
  methods: { en: 'Payment methods', fr: 'Moyens de paiement', ar: 'طرق الدفع', tr: 'Ödeme yöntemleri', hi: 'भुगतान के तरीके' },
  method_1: { en: 'Razorpay', fr: 'Razorpay', ar: 'Razorpay', tr: 'Razorpay', hi: 'Razorpay' },
  method_2: { en: 'Cash on delivery', fr: 'Paiement à la livraison', ar: 'الدفع عند الاستلام', tr: 'Kapıda ödeme', hi: 'कैश ऑन डिलीवरी' },
  method_3: { en: 'Stripe', fr: 'Stripe', ar: 'Stripe', tr: 'Stripe', hi: 'Stripe' },
  method_4: { en: 'PayPal', fr: 'PayPal', ar: 'PayPal', tr: 'PayPal', hi: 'PayPal' },
  method_5: { en: 'Paystack', fr: 'Paystack', ar: 'Paystack', tr: 'Paystack', hi: 'Paystack' },
  method_6: { en: 'Flutterwave', fr: 'Flutterwave', ar: 'Flutterwave', tr: 'Flutterwave', hi: 'Flutterwave' },
  method_7: { en: 'Bank transfer', fr: 'Virement bancaire', ar: 'التحويل البنكي', tr: 'Banka havalesi', hi: 'बैंक ट्रांसफ़र' },
};

/** A field's name: `instructions.fr` is the French instructions, `method.3` is Stripe. */
function fieldName(field: string, language: string): string {
  const [base, part] = field.split('.') as [string, string | undefined];
  if (base === 'method' && part) return translate(FIELDS, `method_${part}`, language);
  if (base === 'instructions' && part) return translate(FIELDS, 'instructions', language, { language: part });
  return translate(FIELDS, base, language);
}

const GENERAL: readonly SettingsCode[] = ['required', 'too_long', 'invalid_email', 'invalid_phone', 'invalid_choice'];

/** One message per refused field, in `language`, each naming its field. */
export function settingsFieldMessages(errors: SettingsErrors, language: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => {
    const vars = { ...VALIDATION_VALUES, type: fieldName(field, language) };
    return [field, GENERAL.includes(code) ? translate(VALIDATION, code, language, vars) : translate(SETTINGS_MESSAGES, code, language, vars)];
  }));
}
