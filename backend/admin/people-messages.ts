import type { MessageTable } from '../i18n/server-messages';

/** What the people calls (sellers, customers) tell back-office members, in every language of the shop. */
export const PEOPLE_MESSAGES: MessageTable = {
  bad_input: {
    en: 'This request is not complete: reload the page and try again.',
    fr: 'Cette demande est incomplète : rechargez la page et réessayez.',
    ar: 'هذا الطلب غير مكتمل: أعد تحميل الصفحة وحاول مرة أخرى.',
    tr: 'Bu istek eksik: sayfayı yenileyip tekrar deneyin.',
    hi: 'यह अनुरोध अधूरा है: पेज दोबारा लोड करें और फिर से कोशिश करें।',
  },
  reason_required: {
    en: 'Write a reason: the seller or customer is told it.',
    fr: 'Indiquez une raison : elle est communiquée au vendeur ou au client.',
    ar: 'اكتب سببًا: سيُبلَّغ به البائع أو العميل.',
    tr: 'Bir neden yazın: satıcıya veya müşteriye bildirilir.',
    hi: 'कारण लिखें: यह विक्रेता या ग्राहक को बताया जाता है।',
  },
  reason_too_long: {
    en: 'The reason is too long: 500 characters at most.',
    fr: 'La raison est trop longue : 500 caractères au maximum.',
    ar: 'السبب طويل جدًا: 500 حرف على الأكثر.',
    tr: 'Neden çok uzun: en fazla 500 karakter.',
    hi: 'कारण बहुत लंबा है: अधिकतम 500 अक्षर।',
  },
  stale: {
    en: 'Someone else changed this in the meantime. Reload the page to see what it is now, then decide again.',
    fr: 'Quelqu’un d’autre a modifié cet élément entre-temps. Rechargez la page pour voir son état actuel, puis décidez à nouveau.',
    ar: 'غيّر شخص آخر هذا في الأثناء. أعد تحميل الصفحة لترى حالته الآن، ثم قرّر من جديد.',
    tr: 'Bu arada başka biri bunu değiştirdi. Şimdiki halini görmek için sayfayı yenileyin, sonra yeniden karar verin.',
    hi: 'इस बीच किसी और ने इसे बदल दिया। अभी की स्थिति देखने के लिए पेज दोबारा लोड करें, फिर से निर्णय लें।',
  },
  no_store: {
    en: 'There is no store waiting for approval with this number.',
    fr: 'Aucune boutique en attente d’approbation ne porte ce numéro.',
    ar: 'لا يوجد متجر بانتظار الموافقة بهذا الرقم.',
    tr: 'Bu numarayla onay bekleyen bir mağaza yok.',
    hi: 'इस संख्या का कोई स्टोर स्वीकृति की प्रतीक्षा में नहीं है।',
  },
  not_verified: {
    en: 'The seller has not confirmed their e-mail address yet: the store can be approved once they have.',
    fr: 'Le vendeur n’a pas encore confirmé son adresse e-mail : la boutique pourra être approuvée ensuite.',
    ar: 'لم يؤكد البائع بريده الإلكتروني بعد: يمكن الموافقة على المتجر بعد ذلك.',
    tr: 'Satıcı e-posta adresini henüz doğrulamadı: mağaza bundan sonra onaylanabilir.',
    hi: 'विक्रेता ने अभी तक अपना ईमेल पता पुष्टि नहीं किया है: उसके बाद स्टोर स्वीकृत किया जा सकता है।',
  },
  seller_approved: {
    en: 'The store {store} is approved; we mailed the seller.',
    fr: 'La boutique {store} est approuvée ; nous avons prévenu le vendeur par e-mail.',
    ar: 'تمت الموافقة على المتجر {store}؛ أرسلنا رسالة إلى البائع.',
    tr: '{store} mağazası onaylandı; satıcıya e-posta gönderdik.',
    hi: 'स्टोर {store} स्वीकृत हो गया; हमने विक्रेता को मेल भेज दिया।',
  },
  seller_refused: {
    en: 'The store {store} is refused; we mailed the seller the reason.',
    fr: 'La boutique {store} est refusée ; nous avons envoyé la raison au vendeur par e-mail.',
    ar: 'تم رفض المتجر {store}؛ أرسلنا السبب إلى البائع.',
    tr: '{store} mağazası reddedildi; nedenini satıcıya e-postayla gönderdik.',
    hi: 'स्टोर {store} अस्वीकार कर दिया गया; हमने विक्रेता को कारण मेल कर दिया।',
  },
  no_customer: {
    en: 'There is no customer with this number.',
    fr: 'Aucun client ne porte ce numéro.',
    ar: 'لا يوجد عميل بهذا الرقم.',
    tr: 'Bu numarayla bir müşteri yok.',
    hi: 'इस संख्या का कोई ग्राहक नहीं है।',
  },
  customer_blocked: {
    en: '{email} is blocked: they cannot sign in and their sessions have ended.',
    fr: '{email} est bloqué : il ne peut plus se connecter et ses sessions sont terminées.',
    ar: 'تم حظر {email}: لا يمكنه تسجيل الدخول وانتهت جلساته.',
    tr: '{email} engellendi: giriş yapamaz ve oturumları sona erdi.',
    hi: '{email} को ब्लॉक कर दिया गया: वे साइन इन नहीं कर सकते और उनके सत्र समाप्त हो गए हैं।',
  },
  customer_unblocked: {
    en: '{email} is no longer blocked and can sign in again.',
    fr: '{email} n’est plus bloqué et peut se reconnecter.',
    ar: 'لم يعد {email} محظورًا ويمكنه تسجيل الدخول مجددًا.',
    tr: '{email} artık engelli değil ve yeniden giriş yapabilir.',
    hi: '{email} अब ब्लॉक नहीं है और फिर से साइन इन कर सकता है।',
  },
};
