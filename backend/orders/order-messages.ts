import { COMMON_MESSAGES } from '../i18n/common-messages';
import type { MessageTable } from '../i18n/server-messages';
import { ORDER_CHANGE_MESSAGES } from './order-change-messages';

/**
 * What voucher/validity, order/action, order/send-order-email and order/by-user answer, per
 * language. Keys of the voucher refusals are the codes of core/checkout/voucher.ts, so a refusal
 * maps to its message without a switch.
 */
export const ORDER_MESSAGES: MessageTable = {
  ...COMMON_MESSAGES,
  VOUCHER_NOT_FOUND: {
    en: 'Invalid voucher code.', fr: 'Code de bon de réduction invalide.', ar: 'رمز القسيمة غير صالح.',
    tr: 'Geçersiz kupon kodu.', hi: 'अमान्य वाउचर कोड।',
  },
  VOUCHER_EXPIRED: {
    en: 'This voucher has expired.', fr: 'Ce bon de réduction a expiré.', ar: 'انتهت صلاحية هذه القسيمة.',
    tr: 'Bu kuponun süresi doldu.', hi: 'इस वाउचर की अवधि समाप्त हो गई है।',
  },
  VOUCHER_NOT_STARTED: {
    en: 'This voucher is not active yet.', fr: 'Ce bon de réduction n’est pas encore actif.', ar: 'هذه القسيمة غير مفعّلة بعد.',
    tr: 'Bu kupon henüz etkin değil.', hi: 'यह वाउचर अभी सक्रिय नहीं है।',
  },
  VOUCHER_MIN_SPEND: {
    en: 'Spend at least {amount} to use this voucher.', fr: 'Dépensez au moins {amount} pour utiliser ce bon de réduction.',
    ar: 'أنفق {amount} على الأقل لاستخدام هذه القسيمة.', tr: 'Bu kuponu kullanmak için en az {amount} harcayın.',
    hi: 'इस वाउचर का उपयोग करने के लिए कम से कम {amount} खर्च करें।',
  },
  VOUCHER_USED_UP: {
    en: 'This voucher has reached its usage limit.', fr: 'Ce bon de réduction a atteint sa limite d’utilisation.',
    ar: 'وصلت هذه القسيمة إلى الحد الأقصى للاستخدام.', tr: 'Bu kupon kullanım sınırına ulaştı.', hi: 'यह वाउचर अपनी उपयोग सीमा तक पहुँच गया है।',
  },
  VOUCHER_CUSTOMER_LIMIT: {
    en: 'You have already used this voucher.', fr: 'Vous avez déjà utilisé ce bon de réduction.', ar: 'لقد استخدمت هذه القسيمة من قبل.',
    tr: 'Bu kuponu zaten kullandınız.', hi: 'आप इस वाउचर का पहले ही उपयोग कर चुके हैं।',
  },
  nothing_selected: {
    en: 'You don\'t have any product selected. Please a select a product first.',
    fr: 'Aucun produit n’est sélectionné. Veuillez d’abord sélectionner un produit.',
    ar: 'لم تحدد أي منتج. يرجى تحديد منتج أولاً.',
    tr: 'Seçili ürününüz yok. Lütfen önce bir ürün seçin.',
    hi: 'आपने कोई उत्पाद नहीं चुना है। कृपया पहले एक उत्पाद चुनें।',
  },
  address_required: {
    en: 'Please add an address first.', fr: 'Veuillez d’abord ajouter une adresse.', ar: 'يرجى إضافة عنوان أولاً.',
    tr: 'Lütfen önce bir adres ekleyin.', hi: 'कृपया पहले एक पता जोड़ें।',
  },
  cannot_ship: {
    en: 'This product can not be shipped to {state} {country}. Please Uncheck the product first or change the shipping address',
    fr: 'Ce produit ne peut pas être livré à {state} {country}. Veuillez d’abord décocher le produit ou changer l’adresse de livraison',
    ar: 'لا يمكن شحن هذا المنتج إلى {state} {country}. يرجى إلغاء تحديد المنتج أولاً أو تغيير عنوان الشحن',
    tr: 'Bu ürün {state} {country} adresine gönderilemez. Lütfen önce ürünün işaretini kaldırın veya teslimat adresini değiştirin',
    hi: 'यह उत्पाद {state} {country} पर नहीं भेजा जा सकता। कृपया पहले उत्पाद का चयन हटाएँ या शिपिंग पता बदलें',
  },
  out_of_stock: {
    en: 'Product quantity exceeds inventory.', fr: 'La quantité du produit dépasse le stock.', ar: 'كمية المنتج تتجاوز المخزون.',
    tr: 'Ürün miktarı stoğu aşıyor.', hi: 'उत्पाद की मात्रा स्टॉक से अधिक है।',
  },
  cart_changed: {
    en: 'Your cart changed while the order was being placed. Please review it and try again.',
    fr: 'Votre panier a changé pendant la commande. Veuillez le vérifier et réessayer.',
    ar: 'تغيرت سلة التسوق أثناء تقديم الطلب. يرجى مراجعتها والمحاولة مرة أخرى.',
    tr: 'Sipariş verilirken sepetiniz değişti. Lütfen kontrol edip tekrar deneyin.',
    hi: 'ऑर्डर देते समय आपका कार्ट बदल गया। कृपया इसे देखें और फिर से प्रयास करें।',
  },
  guest_checkout_off: {
    en: 'Please sign in to place an order.', fr: 'Veuillez vous connecter pour passer commande.', ar: 'يرجى تسجيل الدخول لتقديم الطلب.',
    tr: 'Sipariş vermek için lütfen giriş yapın.', hi: 'ऑर्डर देने के लिए कृपया साइन इन करें।',
  },
  // Said whether or not the shop has online providers: the methods it does take are the ones
  // listed at checkout, cash on delivery and bank transfer among them.
  payment_method_unavailable: {
    en: 'This payment method is not available. Please choose one of the methods shown at checkout: an online payment, cash on delivery or bank transfer.',
    fr: 'Ce mode de paiement n’est pas disponible. Veuillez choisir l’un des modes proposés lors de la commande : un paiement en ligne, le paiement à la livraison ou le virement bancaire.',
    ar: 'طريقة الدفع هذه غير متاحة. يرجى اختيار إحدى الطرق المعروضة عند إتمام الطلب: الدفع الإلكتروني أو الدفع عند الاستلام أو التحويل البنكي.',
    tr: 'Bu ödeme yöntemi kullanılamıyor. Lütfen ödeme adımında gösterilen yöntemlerden birini seçin: çevrim içi ödeme, kapıda ödeme veya banka havalesi.',
    hi: 'यह भुगतान विधि उपलब्ध नहीं है। कृपया चेकआउट पर दिखाई गई विधियों में से कोई एक चुनें: ऑनलाइन भुगतान, कैश ऑन डिलीवरी या बैंक ट्रांसफ़र।',
  },
  idempotency_conflict: {
    en: 'This request key was already used for another order.', fr: 'Cette clé de requête a déjà servi pour une autre commande.',
    ar: 'مفتاح الطلب هذا مستخدم بالفعل لطلب آخر.', tr: 'Bu istek anahtarı başka bir sipariş için zaten kullanıldı.',
    hi: 'यह अनुरोध कुंजी पहले ही किसी अन्य ऑर्डर के लिए उपयोग की जा चुकी है।',
  },
  idempotency_mismatch: {
    en: 'This request key was already used for a different order. Send a new key for a new order.',
    fr: 'Cette clé de requête a déjà servi pour une commande différente. Envoyez une nouvelle clé pour une nouvelle commande.',
    ar: 'مفتاح الطلب هذا استُخدم بالفعل لطلب مختلف. أرسل مفتاحًا جديدًا لطلب جديد.',
    tr: 'Bu istek anahtarı farklı bir sipariş için zaten kullanıldı. Yeni bir sipariş için yeni bir anahtar gönderin.',
    hi: 'यह अनुरोध कुंजी पहले ही किसी अलग ऑर्डर के लिए उपयोग की जा चुकी है। नए ऑर्डर के लिए नई कुंजी भेजें।',
  },
  order_placed: {
    en: 'Your order has been placed.', fr: 'Votre commande a été passée.', ar: 'تم تقديم طلبك.',
    tr: 'Siparişiniz alındı.', hi: 'आपका ऑर्डर दे दिया गया है।',
  },
  // One wording for every call that does not find a caller's order (the order changes' own).
  order_not_found: ORDER_CHANGE_MESSAGES.order_not_found!,
  order_email_sent: {
    en: 'The order e-mail has been sent.', fr: 'L’e-mail de commande a été envoyé.', ar: 'تم إرسال البريد الإلكتروني للطلب.',
    tr: 'Sipariş e-postası gönderildi.', hi: 'ऑर्डर ईमेल भेज दिया गया है।',
  },
  too_many_orders: {
    en: 'Too many orders from here in a short time. Please wait a little and try again, or sign in.',
    fr: 'Trop de commandes depuis cet endroit en peu de temps. Veuillez patienter un peu et réessayer, ou vous connecter.',
    ar: 'طلبات كثيرة جدًا من هنا في وقت قصير. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى، أو تسجيل الدخول.',
    tr: 'Kısa sürede buradan çok fazla sipariş verildi. Lütfen biraz bekleyip tekrar deneyin veya giriş yapın.',
    hi: 'कम समय में यहाँ से बहुत अधिक ऑर्डर। कृपया थोड़ा रुककर फिर से प्रयास करें, या साइन इन करें।',
  },
  too_many_mails: {
    en: 'This order\'s e-mail has been sent several times already. Please check your inbox and spam folder, or try again tomorrow.',
    fr: 'L’e-mail de cette commande a déjà été envoyé plusieurs fois. Vérifiez votre boîte de réception et vos spams, ou réessayez demain.',
    ar: 'أُرسل البريد الإلكتروني لهذا الطلب عدة مرات بالفعل. يرجى التحقق من صندوق الوارد ومجلد الرسائل غير المرغوب فيها، أو المحاولة غدًا.',
    tr: 'Bu siparişin e-postası zaten birkaç kez gönderildi. Lütfen gelen kutunuzu ve istenmeyen klasörünü kontrol edin veya yarın tekrar deneyin.',
    hi: 'इस ऑर्डर का ईमेल पहले ही कई बार भेजा जा चुका है। कृपया अपना इनबॉक्स और स्पैम फ़ोल्डर देखें, या कल फिर से प्रयास करें।',
  },
  order_confirmed: {
    en: 'Thank you: your order is confirmed.', fr: 'Merci : votre commande est confirmée.', ar: 'شكرًا لك: تم تأكيد طلبك.',
    tr: 'Teşekkürler: siparişiniz onaylandı.', hi: 'धन्यवाद: आपके ऑर्डर की पुष्टि हो गई है।',
  },
  confirm_invalid: {
    en: 'This confirmation link is not valid or has already been used.',
    fr: 'Ce lien de confirmation n’est pas valide ou a déjà été utilisé.',
    ar: 'رابط التأكيد هذا غير صالح أو تم استخدامه من قبل.',
    tr: 'Bu onay bağlantısı geçersiz veya daha önce kullanılmış.',
    hi: 'यह पुष्टि लिंक मान्य नहीं है या पहले ही उपयोग किया जा चुका है।',
  },
  confirm_expired: {
    en: 'This order was not confirmed in time and has been released. Please place it again.',
    fr: 'Cette commande n’a pas été confirmée à temps et a été annulée. Veuillez la passer à nouveau.',
    ar: 'لم يُؤكَّد هذا الطلب في الوقت المحدد وتم إلغاؤه. يرجى تقديمه مرة أخرى.',
    tr: 'Bu sipariş zamanında onaylanmadığı için iptal edildi. Lütfen yeniden sipariş verin.',
    hi: 'इस ऑर्डर की समय पर पुष्टि नहीं हुई और इसे रद्द कर दिया गया है। कृपया इसे फिर से दें।',
  },
  order_email_failed: {
    en: 'The order e-mail could not be sent. Please try again later.', fr: 'L’e-mail de commande n’a pas pu être envoyé. Veuillez réessayer plus tard.',
    ar: 'تعذر إرسال البريد الإلكتروني للطلب. يرجى المحاولة لاحقًا.', tr: 'Sipariş e-postası gönderilemedi. Lütfen daha sonra tekrar deneyin.',
    hi: 'ऑर्डर ईमेल नहीं भेजा जा सका। कृपया बाद में पुनः प्रयास करें।',
  },
};
