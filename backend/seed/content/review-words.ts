/**
 * Review sentences by star rating: an opening line, then sometimes a detail, so that thousands of
 * reviews do not repeat word for word. Written to read the same whoever the reviewer is (no
 * grammatical gender for the writer in French, Arabic or Hindi) and whatever was bought.
 */
import { type L5 } from './product-words';

export interface ReviewPool {
  openers: readonly L5[];
  details: readonly L5[];
}

export const REVIEW_WORDS: Readonly<Record<1 | 2 | 3 | 4 | 5, ReviewPool>> = {
  5: {
    openers: [
      'Absolutely love it! | Je l\'adore ! | أحببته كثيرًا! | Bayıldım! | बहुत पसंद आया!',
      'Exceeded my expectations. | Au-delà de mes attentes. | فاق توقعاتي. | Beklentimin çok üzerinde. | उम्मीद से कहीं बेहतर।',
      'Excellent quality for the price. | Excellente qualité pour le prix. | جودة ممتازة مقابل السعر. | Fiyatına göre mükemmel kalite. | इस क़ीमत में शानदार क्वालिटी।',
      'Perfect, exactly what I was looking for. | Parfait, exactement ce que je cherchais. | مثالي، تمامًا ما كنت أبحث عنه. | Tam aradığım gibi, kusursuz. | एकदम सही, बिल्कुल वैसा ही जैसा चाहिए था।',
      'Five stars, no hesitation. | Cinq étoiles sans hésiter. | خمس نجوم دون تردد. | Hiç düşünmeden beş yıldız. | बिना झिझक पाँच सितारे।',
    ],
    details: [
      'Delivery was fast and the packaging was perfect. | Livraison rapide et emballage impeccable. | كان التوصيل سريعًا والتغليف ممتازًا. | Kargo hızlıydı, paketleme de kusursuzdu. | डिलीवरी तेज़ थी और पैकिंग एकदम बढ़िया।',
      'I would definitely buy it again. | Je le rachèterai sans hésiter. | سأشتريه مرة أخرى بالتأكيد. | Kesinlikle tekrar alırım. | दोबारा ज़रूर ख़रीदेंगे।',
      'The quality feels premium and it looks even better in person. | La qualité est au rendez-vous et le rendu est encore plus beau en vrai. | الجودة فاخرة والمظهر أجمل على الطبيعة. | Kalitesi çok iyi, gerçekte fotoğraftan da güzel görünüyor. | क्वालिटी प्रीमियम है और असल में यह तस्वीर से भी अच्छा दिखता है।',
      'Already recommended it to my friends. | Je l\'ai déjà recommandé à mes amis. | نصحت به أصدقائي بالفعل. | Arkadaşlarıma da tavsiye ettim bile. | दोस्तों को भी इसकी सलाह दे दी है।',
      'The seller was friendly and answered all my questions. | Vendeur sympathique, qui a répondu à toutes mes questions. | كان البائع ودودًا وأجاب عن كل أسئلتي. | Satıcı çok ilgiliydi, tüm sorularımı yanıtladı. | विक्रेता ने बहुत अच्छे से मेरे सारे सवालों के जवाब दिए।',
    ],
  },
  4: {
    openers: [
      'Very good product. | Très bon produit. | منتج جيد جدًا. | Çok iyi bir ürün. | बहुत अच्छा प्रोडक्ट।',
      'A very satisfying purchase. | Un achat très satisfaisant. | عملية شراء موفقة جدًا. | Bu alışverişten çok memnunum. | यह ख़रीदारी बहुत अच्छी रही।',
      'Good quality and as described. | Bonne qualité, conforme à la description. | جودة جيدة ومطابق للوصف. | Kaliteli ve açıklamadaki gibi. | अच्छी क्वालिटी, बिल्कुल विवरण जैसा।',
      'Nice design, solid build. | Joli design, bonne finition. | تصميم جميل وصناعة متينة. | Güzel tasarım, sağlam yapı. | सुंदर डिज़ाइन, मज़बूत बनावट।',
    ],
    details: [
      'Delivery took a couple of days longer than expected. | La livraison a pris quelques jours de plus que prévu. | تأخر التوصيل بضعة أيام عن الموعد المتوقع. | Kargo beklediğimden birkaç gün geç geldi. | डिलीवरी उम्मीद से कुछ दिन देर से हुई।',
      'The color is slightly different from the photos. | La couleur est légèrement différente des photos. | اللون مختلف قليلًا عن الصور. | Rengi fotoğraflardan biraz farklı. | रंग तस्वीरों से थोड़ा अलग है।',
      'I only wish the instructions were a little clearer. | J\'aurais juste aimé des instructions un peu plus claires. | كنت أتمنى فقط لو كانت التعليمات أوضح قليلًا. | Keşke talimatlar biraz daha açık olsaydı. | बस निर्देश थोड़े और साफ़ होते तो अच्छा रहता।',
      'Would be five stars with better packaging. | Cinq étoiles si l\'emballage avait été plus soigné. | كان سيستحق خمس نجوم لو كان التغليف أفضل. | Paketleme daha iyi olsaydı beş yıldız verirdim. | पैकिंग बेहतर होती तो पूरे पाँच सितारे मिलते।',
    ],
  },
  3: {
    openers: [
      'It\'s okay. | C\'est correct. | لا بأس به. | Fena değil. | ठीक-ठाक है।',
      'Average, nothing special. | Moyen, sans plus. | متوسط، لا شيء مميز. | Ortalama, özel bir yanı yok. | औसत है, कुछ ख़ास नहीं।',
      'Does the job, but I expected a bit more. | Ça fait le travail, mais j\'en attendais un peu plus. | يؤدي الغرض، لكنني توقعت أكثر قليلًا. | İşimi görüyor ama biraz daha fazlasını bekliyordum. | काम चल जाता है, पर थोड़ी और उम्मीद थी।',
      'Mixed feelings about this one. | Avis mitigé. | انطباعي عنه متباين. | Kararsız kaldım. | मिली-जुली राय है।',
    ],
    details: [
      'The quality is fine for the price, but the finish could be better. | La qualité est correcte pour le prix, mais les finitions pourraient être meilleures. | الجودة مقبولة مقابل السعر، لكن التشطيب يمكن أن يكون أفضل. | Fiyatına göre kalitesi idare eder ama işçiliği daha iyi olabilirdi. | क़ीमत के हिसाब से क्वालिटी ठीक है, पर फ़िनिशिंग बेहतर हो सकती थी।',
      'It is smaller than I imagined. | C\'est plus petit que ce que j\'imaginais. | أصغر مما تخيلت. | Hayal ettiğimden daha küçük. | जितना सोचा था, उससे छोटा है।',
      'At least the delivery was on time. | Au moins, la livraison était à l\'heure. | على الأقل وصل الطلب في موعده. | En azından kargo zamanında geldi. | कम से कम डिलीवरी समय पर हुई।',
    ],
  },
  2: {
    openers: [
      'Disappointing. | Décevant. | مخيب للآمال. | Hayal kırıklığı. | निराशाजनक।',
      'Not what I expected. | Pas à la hauteur de mes attentes. | ليس كما توقعت. | Beklediğim gibi değil. | जैसी उम्मीद थी, वैसा नहीं है।',
      'Below-average quality. | Qualité en dessous de la moyenne. | جودة أقل من المتوسط. | Kalitesi ortalamanın altında. | क्वालिटी औसत से भी कम।',
    ],
    details: [
      'It started showing wear after only a few uses. | Des signes d\'usure sont apparus après seulement quelques utilisations. | ظهرت عليه علامات الاستهلاك بعد استخدامات قليلة فقط. | Birkaç kullanımdan sonra yıpranmaya başladı. | कुछ ही बार इस्तेमाल के बाद घिसने लगा।',
      'The product does not match the description. | Le produit ne correspond pas à la description. | المنتج لا يطابق الوصف. | Ürün açıklamayla uyuşmuyor. | प्रोडक्ट विवरण से मेल नहीं खाता।',
      'Customer service was slow to reply. | Le service client a mis du temps à répondre. | تأخرت خدمة العملاء في الرد. | Müşteri hizmetleri geç yanıt verdi. | कस्टमर सर्विस ने जवाब देने में काफ़ी देर लगाई।',
    ],
  },
  1: {
    openers: [
      'Very poor quality. | Très mauvaise qualité. | جودة سيئة جدًا. | Çok kötü kalite. | बहुत ख़राब क्वालिटी।',
      'Would not recommend. | Je ne le recommande pas. | لا أنصح به. | Tavsiye etmiyorum. | बिल्कुल न ख़रीदें।',
      'A complete waste of money. | Une vraie perte d\'argent. | مضيعة للمال تمامًا. | Tam bir para israfı. | पैसों की पूरी बर्बादी।',
    ],
    details: [
      'It arrived damaged and the return process was a hassle. | Colis arrivé endommagé, et le retour a été compliqué. | وصل الطلب تالفًا وكانت عملية الإرجاع مرهقة. | Ürün hasarlı geldi ve iade süreci çok zahmetliydi. | सामान टूटा हुआ आया और वापसी की प्रक्रिया बहुत झंझट भरी रही।',
      'Nothing like the pictures. | Rien à voir avec les photos. | لا يشبه الصور إطلاقًا. | Fotoğraflarla hiç alakası yok. | तस्वीरों से बिल्कुल अलग।',
      'It broke on the first day. | Cassé dès le premier jour. | انكسر من أول يوم. | İlk gün bozuldu. | पहले ही दिन ख़राब हो गया।',
    ],
  },
};
