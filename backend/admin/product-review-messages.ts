import type { MessageTable } from '../i18n/server-messages';

/** What the review queue of sellers' products tells back-office members, in every language of the shop. */
export const PRODUCT_REVIEW_MESSAGES: MessageTable = {
  bad_input: {
    en: 'This request is not complete: reload the page and try again.',
    fr: 'Cette demande est incomplète : rechargez la page et réessayez.',
    ar: 'هذا الطلب غير مكتمل: أعد تحميل الصفحة وحاول مرة أخرى.',
    tr: 'Bu istek eksik: sayfayı yenileyip tekrar deneyin.',
    hi: 'यह अनुरोध अधूरा है: पेज दोबारा लोड करें और फिर से कोशिश करें।',
  },
  reason_required: {
    en: 'Write a reason: the seller is mailed it to mend the product.',
    fr: 'Indiquez une raison : elle est envoyée au vendeur pour qu’il corrige le produit.',
    ar: 'اكتب سببًا: يُرسل إلى البائع ليصلح المنتج.',
    tr: 'Bir neden yazın: ürünü düzeltmesi için satıcıya e-postayla gönderilir.',
    hi: 'कारण लिखें: उत्पाद सुधारने के लिए यह विक्रेता को मेल किया जाता है।',
  },
  reason_too_long: {
    en: 'The reason is too long: 500 characters at most.',
    fr: 'La raison est trop longue : 500 caractères au maximum.',
    ar: 'السبب طويل جدًا: 500 حرف على الأكثر.',
    tr: 'Neden çok uzun: en fazla 500 karakter.',
    hi: 'कारण बहुत लंबा है: अधिकतम 500 अक्षर।',
  },
  stale: {
    en: 'The seller or someone else changed this product in the meantime. Reload the page to see what it is now, then decide again.',
    fr: 'Le vendeur ou quelqu’un d’autre a modifié ce produit entre-temps. Rechargez la page pour voir son état actuel, puis décidez à nouveau.',
    ar: 'غيّر البائع أو شخص آخر هذا المنتج في الأثناء. أعد تحميل الصفحة لترى حالته الآن، ثم قرّر من جديد.',
    tr: 'Bu arada satıcı veya başka biri bu ürünü değiştirdi. Şimdiki halini görmek için sayfayı yenileyin, sonra yeniden karar verin.',
    hi: 'इस बीच विक्रेता या किसी और ने यह उत्पाद बदल दिया। अभी की स्थिति देखने के लिए पेज दोबारा लोड करें, फिर से निर्णय लें।',
  },
  no_product: {
    en: 'There is no product waiting for review with this number.',
    fr: 'Aucun produit en attente de vérification ne porte ce numéro.',
    ar: 'لا يوجد منتج بانتظار المراجعة بهذا الرقم.',
    tr: 'Bu numarayla inceleme bekleyen bir ürün yok.',
    hi: 'इस संख्या का कोई उत्पाद समीक्षा की प्रतीक्षा में नहीं है।',
  },
  product_approved: {
    en: '“{title}” is approved and on sale now; we mailed the seller.',
    fr: '« {title} » est approuvé et en vente dès maintenant ; nous avons prévenu le vendeur par e-mail.',
    ar: 'تمت الموافقة على «{title}» وهو معروض للبيع الآن؛ أرسلنا رسالة إلى البائع.',
    tr: '“{title}” onaylandı ve artık satışta; satıcıya e-posta gönderdik.',
    hi: '“{title}” स्वीकृत हो गया और अब बिक्री पर है; हमने विक्रेता को मेल भेज दिया।',
  },
  product_sent_back: {
    en: '“{title}” is sent back to the seller with your reason, by mail.',
    fr: '« {title} » est renvoyé au vendeur avec votre raison, par e-mail.',
    ar: 'أُعيد «{title}» إلى البائع مع سببك، عبر البريد.',
    tr: '“{title}” nedeninizle birlikte satıcıya e-postayla geri gönderildi.',
    hi: '“{title}” आपके कारण के साथ विक्रेता को मेल द्वारा लौटा दिया गया।',
  },
};
