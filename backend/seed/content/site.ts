/**
 * Shop-wide demo content: settings, home page slides and banners, links, vouchers and shipping.
 * Money is in whole currency units (US dollars) as decimal numbers; the seeder converts it to
 * whatever exact representation the database uses.
 */
import { localized } from './grammar';
import { type Localized } from './types';
import { BANNER_TYPE } from '../../../core/banners/banner';
import { PRICE_TYPE, type PriceType } from '../../../core/cart/price-type';

export { STATIC_PAGES } from './pages';

export const SITE: {
  site_name: string;
  copyright_text: Localized;
  meta_title: Localized;
  meta_description: Localized;
  phone: string;
  email: string;
  address_1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
} = {
  site_name: 'Bazaario',
  copyright_text: localized('Bazaario. All rights reserved. | Bazaario. Tous droits réservés. | Bazaario. جميع الحقوق محفوظة. | Bazaario. Tüm hakları saklıdır. | Bazaario. सर्वाधिकार सुरक्षित।'),
  meta_title: localized('Bazaario – Electronics, fashion, home and more | Bazaario – Électronique, mode, maison et bien plus | Bazaario – الإلكترونيات والأزياء ومستلزمات المنزل والمزيد | Bazaario – Elektronik, moda, ev ve çok daha fazlası | Bazaario – इलेक्ट्रॉनिक्स, फ़ैशन, घर का सामान और बहुत कुछ'),
  meta_description: localized('Bazaario is a marketplace of independent stores: thousands of products, fast delivery, secure payment and easy returns. | Bazaario est une place de marché de boutiques indépendantes : des milliers de produits, une livraison rapide, un paiement sécurisé et des retours faciles. | Bazaario سوق إلكترونية تجمع متاجر مستقلة: آلاف المنتجات، وتوصيل سريع، ودفع آمن، وإرجاع سهل. | Bazaario, bağımsız mağazaları bir araya getiren bir pazaryeri: binlerce ürün, hızlı teslimat, güvenli ödeme ve kolay iade. | Bazaario स्वतंत्र दुकानों का एक मार्केटप्लेस है: हज़ारों प्रोडक्ट, तेज़ डिलीवरी, सुरक्षित भुगतान और आसान रिटर्न।'),
  // 555-01xx numbers are reserved for fiction.
  phone: '+1 415 555 0134',
  email: 'hello@example.com',
  address_1: '1200 Market Street, Suite 400',
  city: 'San Francisco',
  state: 'CA',
  zip: '94102',
  country: 'US',
};

const feature = (key: string, icon: string, title: string, detail: string) => ({
  key, icon, title: localized(title), detail: localized(detail),
});

/**
 * The demo shop's free-delivery threshold (settings.free_delivery_over), in dollars: the top
 * banner and the home page's card state it, and cart, checkout and order charge by it.
 */
export const FREE_DELIVERY_OVER = 50;

/** `icon` names a feature image: feature/{icon}.svg. */
/**
 * The free-delivery card is not stored: the home page draws it from the shop's threshold
 * (`FREE_DELIVERY_OVER`, the setting), so it says what checkout charges and goes when it is off.
 */
export const SITE_FEATURES: { key: string; icon: string; title: Localized; detail: Localized }[] = [
  feature('secure-payment', 'shield',
    'Secure payment | Paiement sécurisé | دفع آمن | Güvenli Ödeme | सुरक्षित भुगतान',
    'Your payment details are always protected | Vos données de paiement sont toujours protégées | بيانات الدفع الخاصة بك محمية دائمًا | Ödeme bilgileriniz her zaman koruma altında | आपकी भुगतान जानकारी हमेशा सुरक्षित'),
  feature('easy-returns', 'return',
    'Easy returns | Retours faciles | إرجاع سهل | Kolay İade | आसान रिटर्न',
    '30 days to change your mind | 30 jours pour changer d\'avis | 30 يومًا لتغيير رأيك | Fikrinizi değiştirmek için 30 gün | अपना मन बदलने के लिए 30 दिन'),
  feature('support', 'support',
    '24/7 support | Assistance 7 j/7 | دعم على مدار الساعة | 7/24 Destek | 24/7 सहायता',
    'We are here whenever you need us | Nous sommes là dès que vous avez besoin de nous | نحن هنا كلما احتجت إلينا | İhtiyacınız olduğunda yanınızdayız | जब भी ज़रूरत हो, हम आपके साथ हैं'),
];

const slide = (title: string, subtitle: string, motif: string) => ({ title: localized(title), subtitle: localized(subtitle), motif });

/**
 * The first four are the main slides (images slider/1.svg to slider/4.svg), the last two the side
 * slides (slider/side-1.svg, slider/side-2.svg). `motif` is the object drawn on that artwork.
 */
export const SLIDES: { title: Localized; subtitle: Localized; motif: string }[] = [
  slide('New season, new tech | Nouvelle saison, nouvelles technologies | موسم جديد وتقنيات جديدة | Yeni sezon, yeni teknoloji | नया सीज़न, नई टेक्नोलॉजी',
    'Headphones, smartwatches and more | Casques, montres connectées et plus encore | سماعات وساعات ذكية والمزيد | Kulaklıklar, akıllı saatler ve daha fazlası | हेडफ़ोन, स्मार्टवॉच और बहुत कुछ',
    'headphones'),
  slide('The summer wardrobe | La garde-robe de l\'été | تشكيلة الصيف | Yaz gardırobu | गर्मियों का वॉर्डरोब',
    'Light fabrics and fresh colors for sunny days | Des matières légères et des couleurs fraîches pour les beaux jours | أقمشة خفيفة وألوان منعشة لأيام مشمسة | Güneşli günler için hafif kumaşlar ve ferah renkler | धूप भरे दिनों के लिए हल्के कपड़े और ताज़ा रंग',
    'dress'),
  slide('Make your home feel new | Donnez un air neuf à votre intérieur | امنح منزلك إطلالة جديدة | Evinize yeni bir hava katın | अपने घर को दें नया रूप',
    'Handmade ceramics, lighting and cozy textiles | Céramiques artisanales, luminaires et textiles douillets | خزفيات مصنوعة يدويًا وإضاءة ومفروشات دافئة | El yapımı seramikler, aydınlatma ve sıcacık tekstiller | हस्तनिर्मित सिरेमिक, लाइटिंग और आरामदायक कपड़े',
    'lamp'),
  slide('Fresh from the farm | Tout droit de la ferme | طازج من المزرعة | Çiftlikten taze | सीधे खेत से ताज़ा',
    'Organic fruit, coffee and pantry staples delivered to your door | Fruits bio, café et produits d\'épicerie livrés chez vous | فواكه عضوية وقهوة ومؤن أساسية تصلك حتى باب منزلك | Organik meyve, kahve ve temel gıdalar kapınıza gelsin | ऑर्गेनिक फल, कॉफ़ी और रसोई का सामान, सीधे आपके दरवाज़े तक',
    'fruit'),
  slide('Glow up | Éclat garanti | إشراقة تدوم | Işıl ışıl bir cilt | निखार पाएँ',
    'Skincare favorites for every routine | Nos soins préférés pour chaque routine | منتجات العناية المفضلة لكل روتين | Her rutine uygun favori cilt bakım ürünleri | हर रूटीन के लिए स्किनकेयर के पसंदीदा प्रोडक्ट',
    'tube'),
  slide('Game night | Soirée jeux | سهرة ألعاب | Oyun gecesi | गेम नाइट',
    'Board games and puzzles for the whole family | Jeux de société et puzzles pour toute la famille | ألعاب لوحية وألغاز لكل العائلة | Tüm aile için kutu oyunları ve yapbozlar | पूरे परिवार के लिए बोर्ड गेम और पज़ल',
    'dice'),
];

const banner = (type: number, title: string) => ({ type, title: localized(title) });

/** The newsletter popup's title (issue 28: no promise in it; migration 0030 brings older demo databases to it). */
export const POPUP_TITLE = 'Join our newsletter | Abonnez-vous à notre newsletter | اشترك في نشرتنا البريدية | Bültenimize abone olun | हमारे न्यूज़लेटर से जुड़ें';
/** The title the demo seeded before issue 28, promising "your first order", which no rule grants. */
export const OLD_POPUP_TITLE = 'Join our newsletter and get 10% off your first order';

/**
 * Types 1-7 are home promo banners, 8 the top banner, 9 the newsletter popup.
 * Image sizes are listed in backend/images/svg-image.ts (IMAGE_SIZES).
 *
 * No banner promises what no rule grants (issue 28): no "% off" nothing guarantees, no "this week
 * only", no free shipping on a first order. The top banner has no stored text: it states the free
 * delivery threshold from the setting, in the shopper's language (ui/banners/TopBanner.tsx).
 */
export const BANNERS: { type: number; title: Localized }[] = [
  banner(1, 'The latest electronics from independent stores | Les dernières nouveautés high-tech de boutiques indépendantes | أحدث الإلكترونيات من متاجر مستقلة | Bağımsız mağazalardan en yeni elektronik ürünler | स्वतंत्र दुकानों से नए इलेक्ट्रॉनिक्स'),
  banner(1, 'New fashion arrivals every week | Chaque semaine, de nouvelles pièces mode | تشكيلات أزياء جديدة كل أسبوع | Her hafta yeni moda ürünleri | हर हफ़्ते नए फ़ैशन प्रोडक्ट'),
  banner(2, 'Kitchen essentials for every cook | L\'essentiel de la cuisine pour tous les cuisiniers | مستلزمات المطبخ لكل طاهٍ | Her aşçı için mutfak gereçleri | हर रसोइए के लिए रसोई की ज़रूरी चीज़ें'),
  banner(2, 'Beauty gift sets | Coffrets beauté à offrir | أطقم هدايا للعناية والجمال | Kozmetik hediye setleri | ब्यूटी गिफ़्ट सेट'),
  banner(3, 'Gear up for the outdoors | Équipez-vous pour le plein air | استعد لمغامراتك في الهواء الطلق | Doğa için hazırlanın | आउटडोर के लिए हो जाएँ तैयार'),
  banner(3, 'Toys that spark curiosity | Des jouets qui éveillent la curiosité | ألعاب تثير الفضول | Merak uyandıran oyuncaklar | जिज्ञासा जगाने वाले खिलौने'),
  banner(4, 'Bestselling books of the month | Les livres les plus vendus du mois | الكتب الأكثر مبيعًا هذا الشهر | Ayın en çok satan kitapları | इस महीने की बेस्टसेलर किताबें'),
  banner(5, 'Gifts for every occasion | Des cadeaux pour toutes les occasions | هدايا لكل المناسبات | Her özel gün için hediyeler | हर मौक़े के लिए तोहफ़े'),
  banner(5, 'Handpicked jewelry gifts | Des bijoux à offrir, choisis avec soin | هدايا مجوهرات مختارة بعناية | Özenle seçilmiş takı hediyeleri | चुनिंदा आभूषण, तोहफ़े के लिए'),
  banner(6, 'Organic groceries, delivered | L\'épicerie bio, livrée chez vous | بقالة عضوية تصلك إلى بابك | Organik market ürünleri kapınızda | ऑर्गेनिक किराना, आपके घर तक'),
  banner(7, 'Become a seller on Bazaario | Vendez sur Bazaario | انضم إلى البائعين على Bazaario | Bazaario\'da satıcı olun | Bazaario पर विक्रेता बनें'),
  { type: BANNER_TYPE.top, title: { en: '', fr: '', ar: '', tr: '', hi: '' } },
  // The popup's title only; what a subscriber gets is said by the popup from NEWSLETTER (the welcome voucher), so it cannot drift.
  banner(BANNER_TYPE.popup, POPUP_TITLE),
];

export const FLASH_SALES: { key: string; title: Localized }[] = [
  { key: 'weekend-mega-sale', title: localized('Weekend Mega Sale | Méga soldes du week-end | تخفيضات نهاية الأسبوع الكبرى | Hafta Sonu Mega İndirim | वीकेंड मेगा सेल') },
  { key: 'electronics-blitz', title: localized('Electronics Blitz | Flash électronique | عروض الإلكترونيات الخاطفة | Elektronik Fırsat Yağmuru | इलेक्ट्रॉनिक्स धमाका') },
  // Starts in the future: the seeder gives it a later start date.
  { key: 'summer-kick-off', title: localized('Summer Kick-off | Coup d\'envoi de l\'été | انطلاقة الصيف | Yaza Merhaba İndirimi | समर किक-ऑफ़ सेल') },
];

const link = (position: 'left' | 'right', title: string, href: string) => ({ position, title: localized(title), link: href });

export const HEADER_LINKS: { position: 'left' | 'right'; title: Localized; link: string }[] = [
  link('left', 'Flash sale | Ventes flash | العروض الخاطفة | Flaş İndirim | फ़्लैश सेल', '/flash-sale'),
  link('left', 'Brands | Marques | العلامات التجارية | Markalar | ब्रांड', '/brands'),
  link('left', 'Categories | Catégories | الفئات | Kategoriler | कैटेगरी', '/categories'),
  link('left', 'Hot deals | Bons plans | عروض مميزة | Fırsatlar | हॉट डील्स', '/hot-deals'),
  link('right', 'Track order | Suivre ma commande | تتبع الطلب | Sipariş Takibi | ऑर्डर ट्रैक करें', '/track-order'),
  link('right', 'Help and FAQ | Aide et FAQ | المساعدة والأسئلة الشائعة | Yardım ve SSS | सहायता और FAQ', '/page/faq'),
  link('right', 'Become a seller | Devenir vendeur | كن بائعًا | Satıcı Ol | विक्रेता बनें', '/seller/register'),
];

type FooterGroup = 'services' | 'about' | 'payment' | 'social';
const foot = (group: FooterGroup, title: string, href: string, image: string | null = null) => ({
  group, title: localized(title), link: href, image,
});

// Payment badges show only what every shop takes: cash on delivery and bank transfer. Card and
// wallet payments exist only where an operator set a provider's keys (backend/payments), so a
// static badge for them would be untrue in a shop without; checkout lists the online methods taken.
export const FOOTER_LINKS: { group: FooterGroup; title: Localized; link: string; image: string | null }[] = [
  foot('services', 'Contact us | Nous contacter | اتصل بنا | Bize Ulaşın | संपर्क करें', '/contact'),
  foot('services', 'FAQ | Questions fréquentes | الأسئلة الشائعة | Sıkça Sorulan Sorular | अक्सर पूछे जाने वाले सवाल', '/page/faq'),
  foot('services', 'Shipping and returns | Livraison et retours | الشحن والإرجاع | Kargo ve İade | शिपिंग और रिटर्न', '/page/shipping-and-returns'),
  foot('services', 'Track order | Suivre ma commande | تتبع الطلب | Sipariş Takibi | ऑर्डर ट्रैक करें', '/track-order'),
  foot('services', 'Sitemap | Plan du site | خريطة الموقع | Site Haritası | साइटमैप', '/sitemap'),
  foot('about', 'About us | À propos de nous | من نحن | Hakkımızda | हमारे बारे में', '/page/about-us'),
  foot('about', 'Privacy policy | Politique de confidentialité | سياسة الخصوصية | Gizlilik Politikası | गोपनीयता नीति', '/page/privacy-policy'),
  foot('about', 'Terms and conditions | Conditions générales de vente | الشروط والأحكام | Kullanım Koşulları | नियम और शर्तें', '/page/terms-and-conditions'),
  foot('payment', 'Cash on delivery | Paiement à la livraison | الدفع عند الاستلام | Kapıda Ödeme | कैश ऑन डिलीवरी', '#', 'payment/cod.svg'),
  foot('payment', 'Bank transfer | Virement bancaire | تحويل بنكي | Banka Havalesi | बैंक ट्रांसफ़र', '#', 'payment/bank.svg'),
  foot('social', 'Facebook | Facebook | فيسبوك | Facebook | फ़ेसबुक', 'https://www.facebook.com/', 'social/facebook.svg'),
  foot('social', 'X | X | إكس | X | X', 'https://x.com/', 'social/x.svg'),
  foot('social', 'Instagram | Instagram | إنستغرام | Instagram | इंस्टाग्राम', 'https://www.instagram.com/', 'social/instagram.svg'),
  foot('social', 'YouTube | YouTube | يوتيوب | YouTube | यूट्यूब', 'https://www.youtube.com/', 'social/youtube.svg'),
];

/** type 1 = flat amount, 2 = percent (capped by capped_price when set). */
export const VOUCHERS: {
  code: string;
  title: Localized;
  type: PriceType;
  price: number;
  capped_price: number | null;
  min_spend: number;
  usage_limit: number;
  limit_per_customer: number;
  days_valid: number;
}[] = [
  {
    code: 'WELCOME10',
    // One use per customer, not only a first order: the title says what the voucher's rule grants.
    title: localized('Welcome offer: 10% off one order | Offre de bienvenue : 10 % de réduction sur une commande | عرض ترحيبي: خصم 10% على طلب واحد | Hoş geldin fırsatı: bir siparişte %10 indirim | वेलकम ऑफ़र: एक ऑर्डर पर 10% की छूट'),
    type: PRICE_TYPE.percent, price: 10, capped_price: 20, min_spend: 20, usage_limit: 1000, limit_per_customer: 1, days_valid: 90,
  },
  {
    code: 'SAVE5',
    title: localized('$5 off orders over $40 | 5 $ de réduction dès 40 $ d\'achat | خصم 5 دولارات على الطلبات التي تزيد على 40 دولارًا | 40 dolar üzeri siparişlerde 5 dolar indirim | $40 से ज़्यादा के ऑर्डर पर $5 की छूट'),
    type: PRICE_TYPE.flat, price: 5, capped_price: null, min_spend: 40, usage_limit: 5000, limit_per_customer: 3, days_valid: 60,
  },
  {
    code: 'FLASH15',
    title: localized('15% off everything, up to $30 | 15 % de réduction sur tout, jusqu\'à 30 $ | خصم 15% على جميع المنتجات بحد أقصى 30 دولارًا | Tüm ürünlerde 30 dolara kadar %15 indirim | हर चीज़ पर 15% की छूट, अधिकतम $30'),
    type: PRICE_TYPE.percent, price: 15, capped_price: 30, min_spend: 50, usage_limit: 2000, limit_per_customer: 2, days_valid: 30,
  },
  {
    code: 'BIG25',
    title: localized('$25 off orders over $200 | 25 $ de réduction dès 200 $ d\'achat | خصم 25 دولارًا على الطلبات التي تزيد على 200 دولار | 200 dolar üzeri siparişlerde 25 dolar indirim | $200 से ज़्यादा के ऑर्डर पर $25 की छूट'),
    type: PRICE_TYPE.flat, price: 25, capped_price: null, min_spend: 200, usage_limit: 500, limit_per_customer: 1, days_valid: 45,
  },
];

interface Place {
  country: string;
  state: string;
  price: number;
  pickup_price: number;
  day_needed: number;
  pickup_point: string | null;
  pickup_address_line_1: string | null;
}

const place = (
  country: string, state: string, price: number, day_needed: number,
  pickup?: { price: number; point: string; address: string },
): Place => ({
  country,
  state,
  price,
  day_needed,
  pickup_price: pickup?.price ?? 0,
  pickup_point: pickup?.point ?? null,
  pickup_address_line_1: pickup?.address ?? null,
});

const PICKUP = {
  sf: { point: 'Bazaario Pickup – Mission District', address: '2140 Mission Street, San Francisco, CA 94110' },
  bk: { point: 'Bazaario Pickup – Brooklyn', address: '315 Atlantic Avenue, Brooklyn, NY 11201' },
  paris: { point: 'Point Relais Bazaario – Paris 11e', address: '48 rue Oberkampf, 75011 Paris' },
  ist: { point: 'Bazaario Teslim Noktası – Kadıköy', address: 'Caferağa Mah. Moda Cad. No: 112, Kadıköy/İstanbul' },
  mumbai: { point: 'Bazaario Pickup – Bandra West', address: '27 Hill Road, Bandra West, Mumbai 400050' },
  dubai: { point: 'Bazaario Pickup – Dubai Marina', address: 'Marina Walk, Dubai Marina, Dubai' },
};

/**
 * A place matches an address by country and state, then country with state ALL, then country ALL
 * (the contract's rule); only the standard rule has the worldwide fallback.
 */
export const SHIPPING: { key: string; title: Localized; single_price: 0 | 1; places: Place[] }[] = [
  {
    key: 'standard',
    title: localized('Standard delivery | Livraison standard | التوصيل العادي | Standart Teslimat | स्टैंडर्ड डिलीवरी'),
    single_price: 0,
    places: [
      place('US', 'CA', 4.99, 3, { price: 1.99, ...PICKUP.sf }),
      place('US', 'NY', 5.99, 4, { price: 2.49, ...PICKUP.bk }),
      place('US', 'ALL', 6.99, 5),
      place('FR', 'ALL', 7.5, 5, { price: 3, ...PICKUP.paris }),
      place('TR', '34', 3.5, 2, { price: 1.5, ...PICKUP.ist }),
      place('TR', 'ALL', 5, 4),
      place('IN', 'MH', 2.5, 3, { price: 1, ...PICKUP.mumbai }),
      place('IN', 'ALL', 3.5, 6),
      place('AE', 'ALL', 6, 3, { price: 2.5, ...PICKUP.dubai }),
      place('ALL', 'ALL', 14.99, 10),
    ],
  },
  {
    key: 'express',
    title: localized('Express delivery | Livraison express | التوصيل السريع | Hızlı Teslimat | एक्सप्रेस डिलीवरी'),
    single_price: 0,
    places: [
      place('US', 'CA', 9.99, 1, { price: 4.99, ...PICKUP.sf }),
      place('US', 'NY', 9.99, 1, { price: 4.99, ...PICKUP.bk }),
      place('US', 'ALL', 12.99, 2),
      place('FR', 'ALL', 12.9, 2),
      place('TR', '34', 7.5, 1, { price: 3.5, ...PICKUP.ist }),
      place('TR', 'ALL', 9.9, 2),
      place('IN', 'MH', 5.5, 1),
      place('IN', 'ALL', 6.9, 2),
      place('AE', 'ALL', 11, 1),
    ],
  },
  {
    key: 'large-items',
    title: localized('Large items | Articles volumineux | الشحنات كبيرة الحجم | Büyük Hacimli Ürünler | बड़े सामान की डिलीवरी'),
    // One charge per order for this rule, however many large items are in the cart.
    single_price: 1,
    places: [
      place('US', 'ALL', 19.99, 7, { price: 9.99, ...PICKUP.sf }),
      place('FR', 'ALL', 24, 8, { price: 12, ...PICKUP.paris }),
      place('TR', 'ALL', 15, 6, { price: 7.5, ...PICKUP.ist }),
      place('IN', 'ALL', 12, 8, { price: 6, ...PICKUP.mumbai }),
      place('AE', 'ALL', 22, 6, { price: 11, ...PICKUP.dubai }),
    ],
  },
];
