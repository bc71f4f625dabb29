import type { MessageTable } from '../i18n/server-messages';

/** What api/v1/admin/orders says, in the member's language. */
export const ORDER_DESK_MESSAGES: MessageTable = {
  order_not_found: {
    en: 'No order has this code.', fr: 'Aucune commande ne porte ce code.', ar: 'لا يوجد طلب بهذا الرمز.', tr: 'Bu koda sahip bir sipariş yok.', hi: 'इस कोड का कोई ऑर्डर नहीं है।',
  },
  stale: {
    en: 'Someone else changed this order a moment ago. Nothing was changed: reload it and decide again.',
    fr: 'Quelqu’un d’autre vient de modifier cette commande. Rien n’a été changé : rechargez-la et décidez à nouveau.',
    ar: 'غيّر شخص آخر هذا الطلب قبل لحظات. لم يتغير شيء: أعد تحميله وقرّر من جديد.',
    tr: 'Bu sipariş az önce başka biri tarafından değiştirildi. Hiçbir şey değişmedi: yeniden yükleyip tekrar karar verin.',
    hi: 'किसी और ने अभी-अभी यह ऑर्डर बदला है। कुछ नहीं बदला गया: इसे फिर से लोड करें और दोबारा तय करें।',
  },
  order_final: {
    en: 'This order is cancelled or refunded; it cannot change any more.', fr: 'Cette commande est annulée ou remboursée ; elle ne peut plus changer.',
    ar: 'هذا الطلب ملغى أو مسترد؛ لا يمكن تغييره بعد الآن.', tr: 'Bu sipariş iptal edildi veya iade edildi; artık değiştirilemez.', hi: 'यह ऑर्डर रद्द या रिफ़ंड हो चुका है; अब इसे बदला नहीं जा सकता।',
  },
  already_delivered: {
    en: 'This order is already delivered.', fr: 'Cette commande est déjà livrée.', ar: 'تم تسليم هذا الطلب بالفعل.', tr: 'Bu sipariş zaten teslim edildi.', hi: 'यह ऑर्डर पहले ही डिलीवर हो चुका है।',
  },
  not_pending: {
    en: 'This order is no longer pending.', fr: 'Cette commande n’est plus en attente.', ar: 'لم يعد هذا الطلب قيد الانتظار.', tr: 'Bu sipariş artık beklemede değil.', hi: 'यह ऑर्डर अब लंबित नहीं है।',
  },
  already_confirmed: {
    en: 'This order is already confirmed.', fr: 'Cette commande est déjà confirmée.', ar: 'هذا الطلب مؤكد بالفعل.', tr: 'Bu sipariş zaten onaylandı.', hi: 'इस ऑर्डर की पुष्टि पहले ही हो चुकी है।',
  },
  already_paid: {
    en: 'This order is already paid.', fr: 'Cette commande est déjà payée.', ar: 'هذا الطلب مدفوع بالفعل.', tr: 'Bu siparişin ödemesi zaten yapıldı.', hi: 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  },
  not_paid: {
    en: 'This order has not been paid, so there is nothing to refund.', fr: 'Cette commande n’a pas été payée : il n’y a rien à rembourser.',
    ar: 'لم يُدفع هذا الطلب، فلا يوجد ما يُسترد.', tr: 'Bu siparişin ödemesi yapılmadı, iade edilecek bir şey yok.', hi: 'इस ऑर्डर का भुगतान नहीं हुआ है, इसलिए वापस करने को कुछ नहीं है।',
  },
  no_transfer: {
    en: 'No bank transfer waiting to be verified was reported for this order.', fr: 'Aucun virement à vérifier n’a été signalé pour cette commande.',
    ar: 'لم يُبلَّغ عن أي تحويل بنكي بانتظار التحقق لهذا الطلب.', tr: 'Bu sipariş için doğrulanmayı bekleyen bir banka havalesi bildirilmedi.', hi: 'इस ऑर्डर के लिए जाँच के इंतज़ार में कोई बैंक ट्रांसफ़र नहीं बताया गया है।',
  },
  provider_missing: {
    en: 'This order was paid through {provider}, whose keys are not set on this shop. Nothing was changed.',
    fr: 'Cette commande a été payée via {provider}, dont les clés ne sont pas configurées sur cette boutique. Rien n’a été changé.',
    ar: 'دُفع هذا الطلب عبر {provider}، ومفاتيحه غير مضبوطة في هذا المتجر. لم يتغير شيء.',
    tr: 'Bu sipariş {provider} ile ödendi ve bu mağazada anahtarları ayarlı değil. Hiçbir şey değişmedi.',
    hi: 'इस ऑर्डर का भुगतान {provider} से हुआ था, जिसकी कुंजियाँ इस दुकान में सेट नहीं हैं। कुछ नहीं बदला गया।',
  },
  provider_failed: {
    en: '{provider} refused the refund or could not be reached. Nothing was changed; try again later.',
    fr: '{provider} a refusé le remboursement ou n’a pas pu être joint. Rien n’a été changé ; réessayez plus tard.',
    ar: 'رفض {provider} الاسترداد أو تعذّر الوصول إليه. لم يتغير شيء؛ حاول مرة أخرى لاحقًا.',
    tr: '{provider} iadeyi reddetti veya ulaşılamadı. Hiçbir şey değişmedi; daha sonra yeniden deneyin.',
    hi: '{provider} ने रिफ़ंड अस्वीकार कर दिया या उससे संपर्क नहीं हो सका। कुछ नहीं बदला गया; बाद में फिर से कोशिश करें।',
  },
  reason_required: {
    en: 'Say why the order is cancelled.', fr: 'Indiquez pourquoi la commande est annulée.', ar: 'اذكر سبب إلغاء الطلب.', tr: 'Siparişin neden iptal edildiğini yazın.', hi: 'बताएँ कि ऑर्डर क्यों रद्द किया जा रहा है।',
  },
  reason_too_long: {
    en: 'The reason is too long (500 characters at most).', fr: 'Le motif est trop long (500 caractères au plus).', ar: 'السبب طويل جدًا (500 حرف على الأكثر).',
    tr: 'Gerekçe çok uzun (en fazla 500 karakter).', hi: 'कारण बहुत लंबा है (अधिकतम 500 अक्षर)।',
  },
  version_missing: {
    en: 'Reload the order before changing it.', fr: 'Rechargez la commande avant de la modifier.', ar: 'أعد تحميل الطلب قبل تغييره.', tr: 'Değiştirmeden önce siparişi yeniden yükleyin.', hi: 'बदलने से पहले ऑर्डर फिर से लोड करें।',
  },
  done_confirm: {
    en: 'Order {code} is confirmed.', fr: 'La commande {code} est confirmée.', ar: 'تم تأكيد الطلب {code}.', tr: '{code} siparişi onaylandı.', hi: 'ऑर्डर {code} की पुष्टि हो गई।',
  },
  done_advance: {
    en: 'Order {code} is now {status}.', fr: 'La commande {code} est maintenant : {status}.', ar: 'أصبحت حالة الطلب {code}: {status}.', tr: '{code} siparişinin durumu artık: {status}.', hi: 'ऑर्डर {code} अब: {status}।',
  },
  done_cancel: {
    en: 'Order {code} is cancelled; its items are back in stock.', fr: 'La commande {code} est annulée ; ses articles sont de retour en stock.',
    ar: 'تم إلغاء الطلب {code}؛ وعادت منتجاته إلى المخزون.', tr: '{code} siparişi iptal edildi; ürünleri stoğa geri döndü.', hi: 'ऑर्डर {code} रद्द हो गया; इसके सामान स्टॉक में वापस आ गए।',
  },
  done_cancel_rest: {
    en: 'A parcel of order {code} had left: the parcels that had not are cancelled, their items back in stock; what has left goes on.',
    fr: 'Un colis de la commande {code} était parti : les colis restants sont annulés, leurs articles de retour en stock ; ce qui est parti suit son cours.',
    ar: 'كان أحد طرود الطلب {code} قد غادر: أُلغيت الطرود التي لم تغادر وعادت منتجاتها إلى المخزون؛ ويستمر ما غادر.',
    tr: '{code} siparişinin bir kolisi yola çıkmıştı: çıkmayan koliler iptal edildi, ürünleri stoğa döndü; yola çıkan devam ediyor.',
    hi: 'ऑर्डर {code} का एक पार्सल निकल चुका था: जो नहीं निकले वे रद्द हो गए, उनका सामान स्टॉक में लौट आया; जो निकल चुका है वह आगे बढ़ेगा।',
  },
  done_cancel_rest_refunded: {
    en: 'A parcel of order {code} had left: the parcels that had not are cancelled and their money refunded through its provider.',
    fr: 'Un colis de la commande {code} était parti : les colis restants sont annulés et leur montant remboursé via son prestataire.',
    ar: 'كان أحد طرود الطلب {code} قد غادر: أُلغيت الطرود التي لم تغادر واستُرد مبلغها عبر مزوّد الدفع.',
    tr: '{code} siparişinin bir kolisi yola çıkmıştı: çıkmayan koliler iptal edildi ve tutarları sağlayıcısı üzerinden iade edildi.',
    hi: 'ऑर्डर {code} का एक पार्सल निकल चुका था: जो नहीं निकले वे रद्द हो गए और उनकी राशि प्रदाता के ज़रिए लौटा दी गई।',
  },
  done_cancel_rest_due: {
    en: 'A parcel of order {code} had left: the parcels that had not are cancelled; their money is owed back to the shopper (part refund due).',
    fr: 'Un colis de la commande {code} était parti : les colis restants sont annulés ; leur montant est dû au client (remboursement partiel à faire).',
    ar: 'كان أحد طرود الطلب {code} قد غادر: أُلغيت الطرود التي لم تغادر؛ ويجب إعادة مبلغها إلى المشتري (استرداد جزئي مستحق).',
    tr: '{code} siparişinin bir kolisi yola çıkmıştı: çıkmayan koliler iptal edildi; tutarları müşteriye geri ödenmeli (kısmi iade bekliyor).',
    hi: 'ऑर्डर {code} का एक पार्सल निकल चुका था: जो नहीं निकले वे रद्द हो गए; उनकी राशि ख़रीदार को लौटानी है (आंशिक रिफ़ंड बाकी)।',
  },
  all_left: {
    en: 'Every parcel of this order has left: nothing is left to cancel.', fr: 'Tous les colis de cette commande sont partis : il ne reste rien à annuler.',
    ar: 'غادرت كل طرود هذا الطلب: لم يبقَ ما يُلغى.', tr: 'Bu siparişin tüm kolileri yola çıktı: iptal edilecek bir şey kalmadı.', hi: 'इस ऑर्डर के सभी पार्सल निकल चुके हैं: रद्द करने को कुछ नहीं बचा।',
  },
  payment_pending: {
    en: 'The shopper is paying this order online right now: try again once the payment is recorded.', fr: 'Le client paie cette commande en ligne en ce moment : réessayez une fois le paiement enregistré.',
    ar: 'يدفع المشتري ثمن هذا الطلب عبر الإنترنت الآن: أعد المحاولة بعد تسجيل الدفع.', tr: 'Müşteri bu siparişi şu anda çevrimiçi ödüyor: ödeme kaydedildikten sonra yeniden deneyin.',
    hi: 'ख़रीदार अभी इस ऑर्डर का ऑनलाइन भुगतान कर रहा है: भुगतान दर्ज होने के बाद फिर कोशिश करें।',
  },
  done_cancel_refunded: {
    en: 'Order {code} is cancelled and its payment refunded through its provider.', fr: 'La commande {code} est annulée et son paiement remboursé via son prestataire.',
    ar: 'تم إلغاء الطلب {code} واسترداد دفعته عبر مزوّد الدفع.', tr: '{code} siparişi iptal edildi ve ödemesi sağlayıcısı üzerinden iade edildi.', hi: 'ऑर्डर {code} रद्द हो गया और इसका भुगतान प्रदाता के ज़रिए वापस कर दिया गया।',
  },
  done_cancel_due: {
    en: 'Order {code} is cancelled. Its payment is owed back to the shopper: refund due.', fr: 'La commande {code} est annulée. Son paiement est dû au client : remboursement à faire.',
    ar: 'تم إلغاء الطلب {code}. يجب إعادة المبلغ المدفوع إلى المشتري: استرداد مستحق.', tr: '{code} siparişi iptal edildi. Ödemesi müşteriye geri ödenmeli: iade bekliyor.',
    hi: 'ऑर्डर {code} रद्द हो गया। इसका भुगतान ख़रीदार को लौटाना है: रिफ़ंड बाकी है।',
  },
  done_refund_online: {
    en: 'Order {code} is refunded through {provider}.', fr: 'La commande {code} est remboursée via {provider}.', ar: 'تم استرداد مبلغ الطلب {code} عبر {provider}.',
    tr: '{code} siparişi {provider} üzerinden iade edildi.', hi: 'ऑर्डर {code} का पैसा {provider} के ज़रिए वापस कर दिया गया।',
  },
  done_refund_recorded: {
    en: 'Order {code} is recorded as paid back.', fr: 'La commande {code} est enregistrée comme remboursée.', ar: 'تم تسجيل الطلب {code} على أنه أُعيد مبلغه.',
    tr: '{code} siparişinin geri ödendiği kaydedildi.', hi: 'ऑर्डर {code} को पैसा लौटाया गया के रूप में दर्ज किया गया।',
  },
  done_cash: {
    en: 'The cash for {code} is recorded as received; the order is paid.', fr: 'Le paiement en espèces de la commande {code} est enregistré comme reçu ; elle est payée.',
    ar: 'تم تسجيل استلام النقد للطلب {code}؛ أصبح الطلب مدفوعًا.', tr: '{code} siparişinin nakit ödemesi alındı olarak kaydedildi; sipariş ödendi.', hi: 'ऑर्डर {code} की नकद राशि प्राप्त दर्ज की गई; ऑर्डर का भुगतान हो गया।',
  },
  done_part_refunded: {
    en: 'The money owed back for the cancelled parts of {code} is recorded as paid back.', fr: 'Le remboursement dû pour les parties annulées de la commande {code} est enregistré comme effectué.',
    ar: 'تم تسجيل رد المبلغ المستحق عن الأجزاء الملغاة من الطلب {code}.', tr: '{code} siparişinin iptal edilen kısımları için borçlu olunan tutarın geri ödendiği kaydedildi.',
    hi: 'ऑर्डर {code} के रद्द हिस्सों की बकाया राशि लौटाई गई के रूप में दर्ज की गई।',
  },
  nothing_due: {
    en: 'Nothing is owed back for this order\'s cancelled parts any more.', fr: 'Plus rien n’est dû pour les parties annulées de cette commande.',
    ar: 'لم يعد هناك مبلغ مستحق عن الأجزاء الملغاة من هذا الطلب.', tr: 'Bu siparişin iptal edilen kısımları için artık borçlu olunan bir tutar yok.',
    hi: 'इस ऑर्डर के रद्द हिस्सों के लिए अब कुछ भी बकाया नहीं है।',
  },
  not_cash_on_delivery: {
    en: 'Only a cash-on-delivery order is paid by recording its cash.', fr: 'Seule une commande payée à la livraison se règle en enregistrant son paiement en espèces.',
    ar: 'لا يُسجَّل استلام النقد إلا لطلب الدفع عند الاستلام.', tr: 'Nakit alındı kaydı yalnızca kapıda ödemeli siparişler içindir.', hi: 'नकद प्राप्ति केवल कैश-ऑन-डिलीवरी ऑर्डर के लिए दर्ज होती है।',
  },
  done_verify: {
    en: 'The bank transfer for {code} is verified; the order is paid.', fr: 'Le virement de la commande {code} est vérifié ; elle est payée.',
    ar: 'تم التحقق من التحويل البنكي للطلب {code}؛ أصبح الطلب مدفوعًا.', tr: '{code} siparişinin banka havalesi doğrulandı; sipariş ödendi.', hi: 'ऑर्डर {code} का बैंक ट्रांसफ़र सत्यापित हो गया; ऑर्डर का भुगतान हो गया।',
  },
};
