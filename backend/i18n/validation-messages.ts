import { VALIDATION_VALUES, type FieldErrors, type ValidationCode } from '../../core/shared/validation-codes';
import { translate, type MessageTable } from './server-messages';

/** The validation messages in every language (English wording in core/shared/validation-codes.ts). */
export const VALIDATION: MessageTable = {
  // "حقل {type}" / "Le champ {type}": the adjective agrees with "field" whatever the field's own gender.
  required: { en: '{type} is required', fr: 'Le champ {type} est obligatoire', ar: 'حقل {type} مطلوب', tr: '{type} zorunludur', hi: '{type} आवश्यक है' },
  invalid_email: { en: 'Invalid email', fr: 'E-mail invalide', ar: 'بريد إلكتروني غير صالح', tr: 'Geçersiz e-posta', hi: 'अमान्य ईमेल' },
  password_length: {
    en: 'Password must be {min} to {max} characters',
    fr: 'Le mot de passe doit contenir entre {min} et {max} caractères',
    ar: 'يجب أن تتكون كلمة المرور من {min} إلى {max} حرفًا',
    tr: 'Şifre {min} ile {max} karakter arasında olmalıdır',
    hi: 'पासवर्ड {min} से {max} अक्षरों का होना चाहिए',
  },
  password_mismatch: { en: "Password didn't match", fr: 'Les mots de passe ne correspondent pas', ar: 'كلمتا المرور غير متطابقتين', tr: 'Şifreler eşleşmedi', hi: 'पासवर्ड मेल नहीं खाते' },
  too_long: { en: '{type} is too long', fr: 'Le champ {type} est trop long', ar: 'حقل {type} طويل جدًا', tr: '{type} çok uzun', hi: '{type} फ़ील्ड बहुत लंबा है' },
  invalid_code: { en: 'The code has 6 digits', fr: 'Le code comporte 6 chiffres', ar: 'يتكون الرمز من 6 أرقام', tr: 'Kod 6 haneden oluşur', hi: 'कोड में 6 अंक होते हैं' },
  invalid_characters: {
    en: '{type} contains characters that are not allowed',
    fr: 'Le champ {type} contient des caractères non autorisés',
    ar: 'حقل {type} يحتوي على أحرف غير مسموح بها',
    tr: '{type} izin verilmeyen karakterler içeriyor',
    hi: '{type} में ऐसे अक्षर हैं जिनकी अनुमति नहीं है',
  },
  invalid_choice: { en: '{type} is not valid', fr: 'Le champ {type} n’est pas valide', ar: 'قيمة {type} غير صالحة', tr: '{type} geçerli değil', hi: '{type} मान्य नहीं है' },
  invalid_phone: {
    en: 'Enter a phone number: {minDigits} to {maxDigits} digits, with spaces, +, - or brackets',
    fr: 'Saisissez un numéro de téléphone : {minDigits} à {maxDigits} chiffres, avec espaces, +, - ou parenthèses',
    ar: 'أدخل رقم هاتف: من {minDigits} إلى {maxDigits} رقمًا، مع مسافات أو + أو - أو أقواس',
    tr: 'Bir telefon numarası girin: {minDigits} ile {maxDigits} arası rakam; boşluk, +, - veya parantez kullanılabilir',
    hi: 'फ़ोन नंबर दर्ज करें: {minDigits} से {maxDigits} अंक, रिक्त स्थान, +, - या कोष्ठक के साथ',
  },
};

/** Field names as the forms label them. */
export const FIELD_NAMES: MessageTable = {
  name: { en: 'Name', fr: 'Nom', ar: 'الاسم', tr: 'Ad', hi: 'नाम' },
  email: { en: 'Email', fr: 'E-mail', ar: 'البريد الإلكتروني', tr: 'E-posta', hi: 'ईमेल' },
  password: { en: 'Password', fr: 'Mot de passe', ar: 'كلمة المرور', tr: 'Şifre', hi: 'पासवर्ड' },
  password_confirmation: { en: 'Confirm password', fr: 'Confirmation du mot de passe', ar: 'تأكيد كلمة المرور', tr: 'Şifre tekrarı', hi: 'पासवर्ड की पुष्टि' },
  current_password: { en: 'Current password', fr: 'Mot de passe actuel', ar: 'كلمة المرور الحالية', tr: 'Mevcut şifre', hi: 'वर्तमान पासवर्ड' },
  code: { en: 'Code', fr: 'Code', ar: 'الرمز', tr: 'Kod', hi: 'कोड' },
  phone: { en: 'Phone', fr: 'Téléphone', ar: 'الهاتف', tr: 'Telefon', hi: 'फ़ोन' },
  country: { en: 'Country', fr: 'Pays', ar: 'الدولة', tr: 'Ülke', hi: 'देश' },
  state: { en: 'State', fr: 'Région', ar: 'المنطقة', tr: 'İl', hi: 'राज्य' },
  city: { en: 'City', fr: 'Ville', ar: 'المدينة', tr: 'Şehir', hi: 'शहर' },
  zip: { en: 'Zip code', fr: 'Code postal', ar: 'الرمز البريدي', tr: 'Posta kodu', hi: 'पिन कोड' },
  address_1: { en: 'Address', fr: 'Adresse', ar: 'العنوان', tr: 'Adres', hi: 'पता' },
  address_2: { en: 'Apartment, suite, unit', fr: 'Appartement, bâtiment, étage', ar: 'الشقة أو الجناح أو الوحدة', tr: 'Daire, kat, blok', hi: 'अपार्टमेंट, सुइट, यूनिट' },
  store_name: { en: 'Store name', fr: 'Nom de la boutique', ar: 'اسم المتجر', tr: 'Mağaza adı', hi: 'स्टोर का नाम' },
  bank_name: { en: 'Bank name', fr: 'Nom de la banque', ar: 'اسم البنك', tr: 'Banka adı', hi: 'बैंक का नाम' },
  account_holder_name: { en: 'Account holder name', fr: 'Titulaire du compte', ar: 'اسم صاحب الحساب', tr: 'Hesap sahibinin adı', hi: 'खाताधारक का नाम' },
  account_number: { en: 'Account number', fr: 'Numéro de compte', ar: 'رقم الحساب', tr: 'Hesap numarası', hi: 'खाता संख्या' },
  branch_name: { en: 'Branch name', fr: 'Nom de l’agence', ar: 'اسم الفرع', tr: 'Şube adı', hi: 'शाखा का नाम' },
  comment: { en: 'Comment', fr: 'Commentaire', ar: 'التعليق', tr: 'Yorum', hi: 'टिप्पणी' },
  subject: { en: 'Subject', fr: 'Objet', ar: 'الموضوع', tr: 'Konu', hi: 'विषय' },
  message: { en: 'Message', fr: 'Message', ar: 'الرسالة', tr: 'Mesaj', hi: 'संदेश' },
  transaction_id: { en: 'Transaction id', fr: 'Identifiant de la transaction', ar: 'رقم المعاملة', tr: 'İşlem numarası', hi: 'लेन-देन आईडी' },
};

/** A field's name as the shopper's language writes it; a field without a name of its own keeps its key. */
export function fieldName(field: string, language: string): string {
  return field in FIELD_NAMES ? translate(FIELD_NAMES, field, language) : field;
}

/** One translated message per refused field. */
export function fieldMessages(errors: FieldErrors, language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, translate(VALIDATION, code as ValidationCode, language, { ...VALIDATION_VALUES, type: translate(FIELD_NAMES, field, language) })]),
  );
}
