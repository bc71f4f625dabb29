import { PRODUCT_MESSAGES } from '../product/product-messages';
import type { MessageTable } from '../i18n/server-messages';

/** What rating-review/action and rating-review/find answer, per language. */
export const REVIEW_MESSAGES: MessageTable = {
  ...PRODUCT_MESSAGES,
  review_saved: { en: 'Thank you! Your review is published.', fr: 'Merci ! Votre avis est publié.', ar: 'شكرًا لك! تم نشر مراجعتك.', tr: 'Teşekkürler! Değerlendirmeniz yayınlandı.', hi: 'धन्यवाद! आपकी समीक्षा प्रकाशित हो गई है।' },
  review_updated: { en: 'Your review has been updated.', fr: 'Votre avis a été mis à jour.', ar: 'تم تحديث مراجعتك.', tr: 'Değerlendirmeniz güncellendi.', hi: 'आपकी समीक्षा अपडेट कर दी गई है।' },
  review_not_allowed: {
    en: 'You can review a product once an order of yours with it has been delivered.',
    fr: 'Vous pourrez donner votre avis sur un produit une fois une de vos commandes le contenant livrée.',
    ar: 'يمكنك تقييم المنتج بعد تسليم أحد طلباتك التي تحتويه.',
    tr: 'Bir ürünü, onu içeren siparişiniz teslim edildikten sonra değerlendirebilirsiniz.',
    hi: 'किसी उत्पाद की समीक्षा आप तब कर सकते हैं जब उसे शामिल करने वाला आपका ऑर्डर डिलीवर हो जाए।',
  },
  stars_required: { en: 'Please choose from 1 to 5 stars.', fr: 'Veuillez choisir de 1 à 5 étoiles.', ar: 'يرجى اختيار من 1 إلى 5 نجوم.', tr: 'Lütfen 1 ile 5 arasında yıldız seçin.', hi: 'कृपया 1 से 5 स्टार चुनें।' },
  comment_too_long: {
    en: 'The comment is too long (at most {max} characters).', fr: 'Le commentaire est trop long ({max} caractères au plus).', ar: 'التعليق طويل جدًا (بحد أقصى {max} حرف).',
    tr: 'Yorum çok uzun (en fazla {max} karakter).', hi: 'टिप्पणी बहुत लंबी है (अधिकतम {max} अक्षर)।',
  },
  too_many_photos: { en: 'You can add at most {max} photos.', fr: 'Vous pouvez ajouter au plus {max} photos.', ar: 'يمكنك إضافة {max} صور كحد أقصى.', tr: 'En fazla {max} fotoğraf ekleyebilirsiniz.', hi: 'आप अधिकतम {max} फ़ोटो जोड़ सकते हैं।' },
  // A refused photo is named, with the reason (the file is isolated by review-upload.ts `fileLabel`).
  photo_too_big: {
    en: '“{file}” is too big: a photo may be at most {max} kB.', fr: '« {file} » est trop volumineux : une photo ne peut dépasser {max} Ko.',
    ar: 'الملف «{file}» كبير جدًا: الحد الأقصى لحجم الصورة {max} كيلوبايت.', tr: '“{file}” çok büyük: bir fotoğraf en fazla {max} kB olabilir.',
    hi: '“{file}” बहुत बड़ी है: एक फ़ोटो अधिकतम {max} kB की हो सकती है।',
  },
  photo_not_image: {
    en: '“{file}” is not a JPEG or PNG image.', fr: '« {file} » n’est pas une image JPEG ou PNG.', ar: 'الملف «{file}» ليس صورة بصيغة JPEG أو PNG.',
    tr: '“{file}” bir JPEG veya PNG görseli değil.', hi: '“{file}” JPEG या PNG छवि नहीं है।',
  },
  // An upload cut short: the storefront's long-standing words.
  images_failed: {
    en: 'There is an error while uploading some of the images.', fr: 'Une erreur s’est produite lors de l’envoi de certaines images.', ar: 'حدث خطأ أثناء رفع بعض الصور.',
    tr: 'Bazı görseller yüklenirken bir hata oluştu.', hi: 'कुछ छवियाँ अपलोड करते समय त्रुटि हुई।',
  },
};
