/**
 * Word lists for product names and texts, one set per category and sub-category.
 *
 * Every entry is one line "en | fr | ar | tr | hi" so that a reviewer sees the five languages of
 * the same word side by side. Grammar that makes one language differ from another is written in
 * the entry itself and parsed once by grammar.ts:
 *
 * - Noun: `en[:p] | fr:GN | ar:G[:definite] | tr | hi:GN` where G is m or f and N is s or p.
 *   English `:p` marks a plural noun ("these earbuds are"). The Arabic definite form is given when
 *   it is not simply "ال" + noun (construct phrases such as "سماعات أذن" → "سماعات الأذن").
 *   A non-human plural in Arabic agrees as feminine singular, so it is marked f.
 * - Adjective: `en | fr | ar | tr | hi` where fr is one form (same in both genders, or an invariant
 *   phrase when it has a space), "m/f" or "ms/fs/mp/fp"; ar is one invariant form or "m/f";
 *   hi is one invariant form or "ms/mp/f".
 * - Qualifier: an invariant phrase per language. A leading "+" puts it after the noun in that
 *   language; English phrases starting with "with " or "for " go after the noun as well.
 *   "#" is replaced by a number from the group's `counts`.
 */

export type L5 = string;

export interface SizeSpec {
  unit: 'ml' | 'g' | 'cm';
  values: readonly number[];
}

export interface GroupSpec {
  nouns: readonly L5[];
  adjs: readonly L5[];
  quals?: readonly L5[];
  /** Numbers for "#" in qualifiers (pieces in a set, for example). */
  counts?: readonly number[];
  /** A size appended to the title ("…, 50 ml"). */
  size?: SizeSpec;
}

export type UnitKey = 'piece' | 'pair' | 'set' | 'bottle' | 'pack' | 'jar' | 'copy' | 'box';

export interface SubSpec {
  unit: UnitKey;
  groups: readonly GroupSpec[];
}

/** How a category names its product lines: a model code for gadgets, a collection name otherwise. */
export type LineStyle = 'tech' | 'collection';

export interface CategorySpec {
  line: LineStyle;
  series: readonly string[];
  /** Arabic word before a line name: "من طراز Aurora X2", "من مجموعة Riviera". */
  arLineWord: string;
  /**
   * The verb of the first sentence, "designed for": en text; fr participle and what follows it
   * (the participle agrees with the noun); ar "m/f" participle phrase; tr phrase after "… için";
   * hi "ms/mp/fs/fp" phrase after "… के लिए".
   */
  verb: L5;
  /** What the product is designed for: a noun phrase that follows "for" / "pour" / "لـ"-phrase / "… için" / "… के लिए". */
  purposes: readonly L5[];
  /** Two qualities the product "combines" (fr "allie", ar "بين …", tr accusative, hi "… का मेल"). */
  qualities: readonly L5[];
  /** Self-contained sentences, so they need no agreement with the product noun. */
  benefits: readonly L5[];
  /** Bullet lines for the overview; "#" takes a number from `range` [min, max, step]. */
  overview: readonly { text: L5; range?: readonly [number, number, number] }[];
  /** False where "a thoughtful gift" would sound odd (a bag of lentils). */
  giftable: boolean;
  subs: Readonly<Record<string, SubSpec>>;
}

const TECH_SERIES = [
  'Aurora', 'Nimbus', 'Vega', 'Orion', 'Zenith', 'Pulse', 'Nova', 'Atlas', 'Helix', 'Quanta', 'Lumen',
  'Vertex', 'Echo', 'Stratus', 'Axon', 'Polaris', 'Kite', 'Ion', 'Cobalt', 'Flux', 'Sierra', 'Tempo',
];
const FASHION_SERIES = [
  'Riviera', 'Sahara', 'Alba', 'Marlow', 'Kasbah', 'Monsoon', 'Soho', 'Linea', 'Azure', 'Ember', 'Ivory',
  'Solstice', 'Harbor', 'Willow', 'Saffron', 'Indigo', 'Bosphorus', 'Jaipur', 'Provence', 'Andalus',
  'Capri', 'Nomad', 'Meadow', 'Sienna',
];
const HOME_SERIES = [
  'Cedar', 'Nordic', 'Terracotta', 'Hearth', 'Anatolia', 'Oasis', 'Driftwood', 'Juniper', 'Marrakech',
  'Haven', 'Lotus', 'Pebble', 'Birch', 'Aegean', 'Amber', 'Copper Lane', 'Linden', 'Sol',
];
const BEAUTY_SERIES = [
  'Velvet Glow', 'Pure Bloom', 'Dew Lab', 'Rose & Oud', 'Aloe Bay', 'Silk Ritual', 'Nour', 'Lumière',
  'Saffron Skin', 'Jasmine Veil', 'Petal & Clay', 'Moonmilk', 'Cedar & Sage', 'Argania',
];
const SPORTS_SERIES = [
  'Stride', 'Summit', 'Apex', 'Kinetic', 'Momentum', 'Basecamp', 'Endure', 'Velocity', 'Ridge', 'Sprint',
  'Trailhead', 'Horizon', 'Altitude', 'Vantage',
];
const TOYS_SERIES = [
  'Tiny Tinkerers', 'Blockwood', 'Happy Owl', 'PlayNest', 'Wonder Cub', 'Little Voyager', 'Starlit',
  'Pebble Pals', 'Kiddo Lab', 'Funfair', 'Sunny Days', 'Mighty Minis',
];
const GROCERY_SERIES = [
  'Golden Valley', 'Green Orchard', 'Sunfield', 'Olive Terrace', 'Cedar Hill', 'Bluebell Farm',
  'Mountain Hive', 'Riverbend', 'Morning Dew', 'Spice Caravan', 'Oasis Farms', 'Harvest Lane',
];
const JEWELLERY_SERIES = [
  'Luna', 'Seraphine', 'Aurelia', 'Opaline', 'Celeste', 'Amara', 'Noor', 'Ilona', 'Estelle', 'Zahra',
  'Mira', 'Vela', 'Ophelia', 'Soraya',
];

// Adjectives shared by several sub-categories.
const LIGHTWEIGHT = 'Lightweight | léger/légère | خفيف الوزن/خفيفة الوزن | Hafif | हल्का/हल्के/हल्की';
const WATERPROOF = 'Waterproof | étanche | مقاوم للماء/مقاومة للماء | Su Geçirmez | वॉटरप्रूफ़';
const COMPACT = 'Compact | compact/compacte | صغير الحجم/صغيرة الحجم | Kompakt | कॉम्पैक्ट';
const LINEN = 'Linen | en lin | من الكتان | Keten | लिनन';
const COTTON = 'Cotton | en coton | قطني/قطنية | Pamuklu | सूती';
const ORGANIC_COTTON = 'Organic Cotton | en coton bio | من القطن العضوي | Organik Pamuklu | ऑर्गेनिक कॉटन';
const LEATHER = 'Leather | en cuir | جلدي/جلدية | Deri | लेदर';
const VEGAN_LEATHER = 'Vegan Leather | en cuir vegan | من الجلد النباتي | Vegan Deri | वीगन लेदर';
const CLASSIC = 'Classic | classique | كلاسيكي/كلاسيكية | Klasik | क्लासिक';
const MINIMALIST = 'Minimalist | minimaliste | بتصميم بسيط | Minimalist | मिनिमलिस्ट';
const HANDMADE = 'Handmade | artisanal/artisanale/artisanaux/artisanales | مصنوع يدويًا/مصنوعة يدويًا | El Yapımı | हस्तनिर्मित';
const MODERN = 'Modern | moderne | عصري/عصرية | Modern | मॉडर्न';
const NON_SLIP = 'Non-Slip | antidérapant/antidérapante | مانع للانزلاق/مانعة للانزلاق | Kaymaz | एंटी-स्लिप';
const PROFESSIONAL = 'Professional | professionnel/professionnelle | احترافي/احترافية | Profesyonel | प्रोफ़ेशनल';
const REFLECTIVE = 'Reflective | réfléchissant/réfléchissante | عاكس/عاكسة | Reflektörlü | रिफ़्लेक्टिव';
const ORGANIC = 'Organic | bio/bio/bio/bio | عضوي/عضوية | Organik | ऑर्गेनिक';
const PREMIUM = 'Premium | de qualité supérieure | فاخر/فاخرة | Premium | प्रीमियम';
const STERLING = 'Sterling Silver | en argent 925 | من الفضة الإسترلينية | 925 Ayar Gümüş | स्टर्लिंग सिल्वर';
const GOLD_PLATED = 'Gold-Plated | plaqué or/plaquée or | مطلي بالذهب/مطلية بالذهب | Altın Kaplama | गोल्ड-प्लेटेड';
const VINTAGE = 'Vintage | vintage/vintage/vintage/vintage | بطراز عتيق | Vintage | विंटेज';
const RECHARGEABLE = 'Rechargeable | rechargeable | قابل للشحن/قابلة للشحن | Şarj Edilebilir | रिचार्जेबल';

// Qualifiers shared by several sub-categories.
const FOR_MEN = 'for Men | pour homme | للرجال | Erkek | +पुरुषों के लिए';
const FOR_WOMEN = 'for Women | pour femme | للنساء | Kadın | +महिलाओं के लिए';
const WITH_PEARL = 'with Pearl | avec perle | بلؤلؤة | İncili | +मोती के साथ';
const WITH_ZIRCON = 'with Cubic Zirconia | avec zircons | بأحجار الزركون | Zirkon Taşlı | +ज़िरकॉन के साथ';
const AMOLED = 'with AMOLED Display | à écran AMOLED | بشاشة AMOLED | AMOLED Ekranlı | AMOLED डिस्प्ले';
const NORDIC = 'Nordic-Style | style scandinave | بطابع إسكندنافي | İskandinav Tarzı | नॉर्डिक स्टाइल';
const GIFT_BOX = '+in a Gift Box | +en coffret cadeau | +في علبة هدايا | Hediye Kutulu | +गिफ़्ट बॉक्स में';

const SHIPS = 'Ships within two business days. | Expédition sous deux jours ouvrés. | يتم الشحن خلال يومَي عمل. | İki iş günü içinde kargoya verilir. | दो कामकाजी दिनों के भीतर शिपिंग।';
const GIFT = 'A thoughtful gift idea for someone special. | Une belle idée de cadeau pour un proche. | فكرة هدية رائعة لشخص عزيز. | Sevdikleriniz için anlamlı bir hediye fikri. | किसी ख़ास के लिए एक बढ़िया तोहफ़ा।';
const PACKED = 'Every order is carefully packed and checked before dispatch. | Chaque commande est emballée avec soin et vérifiée avant l\'expédition. | يتم تغليف كل طلب بعناية وفحصه قبل الشحن. | Her sipariş, gönderimden önce özenle paketlenir ve kontrol edilir. | हर ऑर्डर भेजने से पहले ध्यान से पैक और जाँचा जाता है।';

/** Closing sentences any product can end with; the gift one only where `giftable`. */
export const CLOSERS = { ships: SHIPS, gift: GIFT, packed: PACKED } as const;

const WARRANTY_MONTHS = { text: 'Warranty: # months | Garantie : # mois | الضمان: # شهرًا | Garanti: # ay | वारंटी: # महीने', range: [12, 24, 12] } as const;
const RECYCLED_BOX = { text: 'Packaging: #% recycled cardboard | Emballage : carton recyclé à # % | التغليف: كرتون معاد تدويره بنسبة #% | Ambalaj: %# geri dönüştürülmüş karton | पैकेजिंग: #% रीसायकल कार्डबोर्ड', range: [70, 100, 5] } as const;

const DESIGNED = 'designed for | conçu pour | مصمم/مصممة | için tasarlandı | बनाया गया है/बनाए गए हैं/बनाई गई है/बनाई गई हैं';

export const CATEGORY_WORDS: Readonly<Record<string, CategorySpec>> = {
  electronics: {
    line: 'tech',
    series: TECH_SERIES,
    arLineWord: 'طراز',
    verb: DESIGNED,
    purposes: [
      'everyday use, at home or on the go | un usage quotidien, à la maison comme en déplacement | للاستخدام اليومي في المنزل أو أثناء التنقل | evde ve yolda günlük kullanım | घर और सफ़र में रोज़ाना इस्तेमाल',
      'work, entertainment and everything in between | le travail, les loisirs et tout le reste | للعمل والترفيه وكل ما بينهما | iş, eğlence ve aradaki her şey | काम, मनोरंजन और बाकी सब कुछ',
    ],
    qualities: [
      'sleek design and reliable performance | un design épuré et des performances fiables | التصميم الأنيق والأداء الموثوق | şık tasarımı ve güvenilir performansı | आकर्षक डिज़ाइन और भरोसेमंद परफ़ॉर्मेंस',
      'smart features and long battery life | des fonctions intelligentes et une grande autonomie | الميزات الذكية وعمر البطارية الطويل | akıllı özellikleri ve uzun pil ömrünü | स्मार्ट फ़ीचर्स और लंबी बैटरी लाइफ़',
    ],
    benefits: [
      'Fast charging gets you back to full power in no time. | La charge rapide vous redonne de l\'autonomie en un rien de temps. | يعيد الشحن السريع الطاقة الكاملة في وقت قصير. | Hızlı şarj sayesinde kısa sürede tam güce kavuşursunuz. | फ़ास्ट चार्जिंग से कुछ ही देर में पूरी पावर वापस मिल जाती है।',
      'Setup takes only a few minutes, with no complicated manuals. | L\'installation ne prend que quelques minutes, sans notice compliquée. | لا يستغرق الإعداد سوى بضع دقائق، دون تعليمات معقدة. | Kurulum yalnızca birkaç dakika sürer, karmaşık kılavuzlara gerek kalmaz. | सेटअप में बस कुछ मिनट लगते हैं, किसी उलझे मैनुअल की ज़रूरत नहीं।',
      'A durable finish resists everyday scratches and bumps. | Une finition robuste qui résiste aux rayures et aux chocs du quotidien. | سطح متين يقاوم الخدوش والصدمات اليومية. | Dayanıklı yüzeyi, günlük çizik ve darbelere karşı direnç gösterir. | मज़बूत फ़िनिश रोज़ की खरोंचों और झटकों से बचाती है।',
      'Pairs seamlessly with your other devices over Bluetooth and Wi-Fi. | Connexion fluide avec vos autres appareils en Bluetooth et Wi-Fi. | اتصال سلس بأجهزتك الأخرى عبر البلوتوث والواي فاي. | Bluetooth ve Wi-Fi ile diğer cihazlarınıza sorunsuzca bağlanır. | ब्लूटूथ और वाई-फ़ाई के ज़रिए दूसरे डिवाइस से आसान कनेक्शन।',
      'Energy-efficient components help the battery last longer. | Des composants économes en énergie prolongent l\'autonomie de la batterie. | تساعد المكونات الموفرة للطاقة على إطالة عمر البطارية. | Enerji tasarruflu bileşenler pil ömrünü uzatır. | ऊर्जा बचाने वाले पुर्ज़े बैटरी को ज़्यादा देर तक चलाते हैं।',
    ],
    overview: [
      { text: 'Battery life: up to # hours | Autonomie : jusqu\'à # heures | عمر البطارية: حتى # ساعة | Pil ömrü: # saate kadar | बैटरी लाइफ़: # घंटे तक', range: [12, 48, 2] },
      WARRANTY_MONTHS,
      { text: 'Charging: USB-C fast charging | Recharge : USB-C, charge rapide | الشحن: منفذ USB-C مع شحن سريع | Şarj: USB-C hızlı şarj | चार्जिंग: USB-C फ़ास्ट चार्जिंग' },
      { text: 'In the box: charging cable and quick-start guide | Contenu : câble de charge et guide de démarrage rapide | محتويات العلبة: كابل شحن ودليل بدء سريع | Kutu içeriği: şarj kablosu ve hızlı başlangıç kılavuzu | बॉक्स में: चार्जिंग केबल और क्विक-स्टार्ट गाइड' },
      { text: 'Connectivity: Bluetooth 5.3 | Connectivité : Bluetooth 5.3 | الاتصال: بلوتوث 5.3 | Bağlantı: Bluetooth 5.3 | कनेक्टिविटी: ब्लूटूथ 5.3' },
      { text: 'Free software updates for # years | Mises à jour logicielles gratuites pendant # ans | تحديثات برمجية مجانية لمدة # سنوات | # yıl ücretsiz yazılım güncellemesi | # साल तक मुफ़्त सॉफ़्टवेयर अपडेट', range: [3, 5, 1] },
    ],
    giftable: true,
    subs: {
      smartphones: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Smartphone | smartphone:ms | هاتف ذكي:m:الهاتف الذكي | Akıllı Telefon | स्मार्टफ़ोन:ms',
            'Mobile Phone | téléphone mobile:ms | هاتف محمول:m:الهاتف المحمول | Cep Telefonu | मोबाइल फ़ोन:ms',
          ],
          adjs: [
            'Dual-SIM | double SIM | ثنائي الشريحة/ثنائية الشريحة | Çift Hatlı | डुअल सिम',
            'Foldable | pliable | قابل للطي/قابلة للطي | Katlanabilir | फ़ोल्डेबल',
            COMPACT,
            'Rugged | renforcé/renforcée | متين/متينة | Darbeye Dayanıklı | मज़बूत',
            'Slim | ultrafin/ultrafine | رفيع/رفيعة | İnce | स्लिम',
          ],
          quals: [
            '5G | 5G | بتقنية 5G | 5G | 5G',
            'with Triple Camera | à triple caméra | بثلاث كاميرات | Üç Kameralı | ट्रिपल कैमरा',
            AMOLED,
          ],
        }],
      },
      laptops: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Laptop | ordinateur portable:ms | حاسوب محمول:m:الحاسوب المحمول | Dizüstü Bilgisayar | लैपटॉप:ms',
            '2-in-1 Laptop | PC portable 2-en-1:ms | حاسوب محمول 2 في 1:m:الحاسوب المحمول 2 في 1 | 2\'si 1 Arada Dizüstü Bilgisayar | 2-इन-1 लैपटॉप:ms',
          ],
          adjs: [
            LIGHTWEIGHT,
            'Gaming | gamer | للألعاب | Oyuncu | गेमिंग',
            'Ultra-Thin | ultrafin/ultrafine | فائق النحافة/فائقة النحافة | Ultra İnce | अल्ट्रा-स्लिम',
            'Powerful | puissant/puissante | قوي/قوية | Güçlü | दमदार',
          ],
          quals: [
            '14-inch | 14 pouces | بشاشة 14 بوصة | 14 İnç | 14-इंच',
            '15.6-inch | 15,6 pouces | بشاشة 15.6 بوصة | 15,6 İnç | 15.6-इंच',
            'with Backlit Keyboard | à clavier rétroéclairé | بلوحة مفاتيح مضيئة | Aydınlatmalı Klavyeli | बैकलिट कीबोर्ड',
          ],
        }],
      },
      audio: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Earbuds:p | écouteurs:mp | سماعات أذن:f:سماعات الأذن | Kulak İçi Kulaklık | ईयरबड्स:mp',
            'Headphones:p | casque:ms | سماعة رأس:f:سماعة الرأس | Kulak Üstü Kulaklık | हेडफ़ोन:ms',
            'Neckband Earphones:p | écouteurs tour de cou:mp | سماعات رقبة:f:سماعات الرقبة | Boyun Bantlı Kulaklık | नेकबैंड ईयरफ़ोन:ms',
          ],
          adjs: [
            'Wireless | sans fil | لاسلكي/لاسلكية | Kablosuz | वायरलेस',
            'Bluetooth | Bluetooth | بتقنية البلوتوث | Bluetooth | ब्लूटूथ',
            'Sport | de sport | رياضي/رياضية | Spor | स्पोर्ट्स',
            WATERPROOF,
          ],
          quals: [
            'Noise-Cancelling | à réduction de bruit | بخاصية إلغاء الضوضاء | Gürültü Engelleyici | नॉइज़ कैंसलिंग',
            'Deep Bass | aux basses profondes | بصوت جهير عميق | Ekstra Baslı | डीप बास',
          ],
        }],
      },
      smartwatches: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Smartwatch | montre connectée:fs | ساعة ذكية:f:الساعة الذكية | Akıllı Saat | स्मार्टवॉच:fs',
            'Fitness Tracker | bracelet d\'activité:ms | سوار لياقة:m:سوار اللياقة | Akıllı Bileklik | फ़िटनेस बैंड:ms',
          ],
          adjs: [
            'Sport | de sport | رياضي/رياضية | Spor | स्पोर्ट्स',
            WATERPROOF,
            'Slim | fin/fine | رفيع/رفيعة | İnce | स्लिम',
            LIGHTWEIGHT,
          ],
          quals: [
            'with GPS | avec GPS | مع GPS | GPS\'li | GPS',
            'with Heart-Rate Monitor | avec cardiofréquencemètre | مع قياس نبض القلب | Nabız Ölçerli | हार्ट रेट मॉनिटर',
            AMOLED,
          ],
        }],
      },
      cameras: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Mirrorless Camera | appareil photo hybride:ms | كاميرا بدون مرآة:f:الكاميرا | Aynasız Fotoğraf Makinesi | मिररलेस कैमरा:ms',
            'Action Camera | caméra sportive:fs | كاميرا أكشن:f:كاميرا الأكشن | Aksiyon Kamerası | एक्शन कैमरा:ms',
            'Instant Camera | appareil photo instantané:ms | كاميرا فورية:f:الكاميرا الفورية | Şipşak Fotoğraf Makinesi | इंस्टेंट कैमरा:ms',
          ],
          adjs: [
            COMPACT,
            WATERPROOF,
            LIGHTWEIGHT,
            'Retro | rétro/rétro/rétro/rétro | بتصميم كلاسيكي | Retro | रेट्रो',
          ],
          quals: [
            '4K | 4K | بدقة 4K | 4K | 4K',
            '24 MP | 24 Mpx | بدقة 24 ميغابكسل | 24 MP | 24MP',
            'with Image Stabilisation | avec stabilisation d\'image | مع مثبت للصورة | Görüntü Sabitlemeli | इमेज स्टेबलाइज़ेशन',
          ],
        }],
      },
    },
  },

  fashion: {
    line: 'collection',
    series: FASHION_SERIES,
    arLineWord: 'مجموعة',
    verb: DESIGNED,
    purposes: [
      'effortless everyday style | un style naturel au quotidien | لإطلالة أنيقة كل يوم | her gün zahmetsiz bir şıklık | हर दिन सहज स्टाइल',
      'comfort from morning to evening | un confort du matin au soir | للراحة من الصباح حتى المساء | sabahtan akşama konfor | सुबह से शाम तक आराम',
    ],
    qualities: [
      'comfort and timeless style | confort et style intemporel | الراحة والأناقة الخالدة | konforu ve zamansız stili | आराम और सदाबहार स्टाइल',
      'quality materials and careful finishing | des matières de qualité et des finitions soignées | الخامات عالية الجودة والتشطيب المتقن | kaliteli malzemeleri ve özenli işçiliği | बढ़िया मटीरियल और बारीक कारीगरी',
    ],
    benefits: [
      'Carefully selected materials feel great from the very first wear. | Des matières soigneusement sélectionnées, agréables dès le premier port. | خامات مختارة بعناية تمنحك الراحة منذ الاستخدام الأول. | Özenle seçilmiş malzemeler ilk kullanımdan itibaren konfor sunar. | ध्यान से चुने गए मटीरियल पहली बार पहनते ही आरामदायक लगते हैं।',
      'The versatile design pairs easily with both casual and dressy outfits. | Un style polyvalent qui s\'associe aussi bien aux tenues décontractées qu\'aux looks plus habillés. | تصميم متعدد الاستخدامات يتناسب بسهولة مع الإطلالات اليومية والرسمية. | Çok yönlü tasarımı, günlük ve şık kombinlerle kolayca uyum sağlar. | वर्सटाइल डिज़ाइन कैज़ुअल और पार्टी, दोनों तरह के लुक के साथ आसानी से जँचता है।',
      'Reinforced stitching and quality finishes are built to last. | Des coutures renforcées et des finitions soignées, faites pour durer. | خياطة معززة وتشطيبات متقنة مصممة لتدوم طويلًا. | Güçlendirilmiş dikişler ve kaliteli detaylar uzun ömürlü kullanım sağlar. | मज़बूत सिलाई और बढ़िया फ़िनिशिंग लंबे समय तक साथ निभाती है।',
      'Easy care that keeps up with everyday life. | Un entretien facile, pour une utilisation au quotidien. | عناية سهلة تناسب إيقاع الحياة اليومية. | Bakımı kolaydır ve günlük hayatın temposuna uyum sağlar. | देखभाल आसान है और रोज़ की भागदौड़ के लिए बिल्कुल सही।',
      'Designed in-house and produced in small, responsible batches. | Une création maison, produite en petites séries responsables. | تصميم خاص يُنتَج بكميات صغيرة وبطريقة مسؤولة. | Kendi ekibimiz tarafından tasarlanır ve küçük, sorumlu partiler halinde üretilir. | इन-हाउस डिज़ाइन, छोटे और ज़िम्मेदार बैच में तैयार।',
    ],
    overview: [
      { text: 'Materials: responsibly sourced | Matières : issues de sources responsables | الخامات: من مصادر مسؤولة | Malzeme: sorumlu kaynaklardan | मटीरियल: ज़िम्मेदार स्रोतों से' },
      { text: 'Free exchanges within # days | Échange gratuit sous # jours | استبدال مجاني خلال # يومًا | # gün içinde ücretsiz değişim | # दिनों के भीतर मुफ़्त एक्सचेंज', range: [14, 30, 16] },
      { text: 'Finish: reinforced seams | Finitions : coutures renforcées | التشطيب: خياطة معززة | İşçilik: güçlendirilmiş dikişler | फ़िनिश: मज़बूत सिलाई' },
      { text: 'Care: follow the instructions on the label | Entretien : suivre les indications de l\'étiquette | العناية: اتبع التعليمات المدونة على الملصق | Bakım: etiketteki talimatlara uyun | देखभाल: लेबल पर दिए निर्देशों का पालन करें' },
      { text: 'Style: versatile, from day to night | Style : polyvalent, du jour au soir | الأسلوب: متعدد الاستخدامات من النهار إلى المساء | Stil: gündüzden geceye çok yönlü | स्टाइल: दिन से रात तक हर मौक़े के लिए' },
    ],
    giftable: true,
    subs: {
      'mens-clothing': {
        unit: 'piece',
        groups: [{
          nouns: [
            'Shirt | chemise:fs | قميص:m | Gömlek | शर्ट:fs',
            'T-Shirt | t-shirt:ms | تيشيرت:m | Tişört | टी-शर्ट:fs',
            'Chinos:p | chino:ms | بنطال تشينو:m:بنطال التشينو | Chino Pantolon | चिनो पैंट:fs',
            'Jacket | veste:fs | سترة:f | Ceket | जैकेट:fs',
          ],
          adjs: [LINEN, COTTON, ORGANIC_COTTON,
            'Casual | décontracté/décontractée | كاجوال | Günlük | कैज़ुअल',
            CLASSIC],
          quals: [
            'Slim-Fit | coupe ajustée | بقصة ضيقة | Slim Fit | स्लिम फ़िट',
            'Regular-Fit | coupe droite | بقصة مستقيمة | Regular Fit | रेगुलर फ़िट',
            'Oversized | coupe oversize | بقصة واسعة | Oversize | ओवरसाइज़्ड',
          ],
        }],
      },
      'womens-clothing': {
        unit: 'piece',
        groups: [{
          nouns: [
            'Dress | robe:fs | فستان:m | Elbise | ड्रेस:fs',
            'Blouse | blouse:fs | بلوزة:f | Bluz | ब्लाउज़:ms',
            'Skirt | jupe:fs | تنورة:f | Etek | स्कर्ट:fs',
          ],
          adjs: [
            'Floral | à fleurs | مزهر/مزهرة | Çiçekli | फ़्लोरल',
            LINEN,
            'Satin | en satin | من الساتان | Saten | सैटिन',
            'Elegant | élégant/élégante | أنيق/أنيقة | Şık | शानदार',
            COTTON,
          ],
          quals: [
            'Summer | d\'été | للصيف | Yazlık | समर',
            'Everyday | de tous les jours | للإطلالات اليومية | Her Güne Uygun | डेली वियर',
          ],
        }],
      },
      shoes: {
        unit: 'pair',
        groups: [{
          nouns: [
            'Sneakers:p | baskets:fp | حذاء رياضي:m:الحذاء الرياضي | Spor Ayakkabı | स्नीकर्स:mp',
            'Loafers:p | mocassins:mp | حذاء موكاسين:m:حذاء الموكاسين | Loafer Ayakkabı | लोफ़र्स:mp',
            'Ankle Boots:p | bottines:fp | بوت قصير:m:البوت القصير | Bot | एंकल बूट्स:mp',
            'Sandals:p | sandales:fp | صندل:m | Sandalet | सैंडल:fs',
          ],
          adjs: [LEATHER,
            'Suede | en daim | من الشامواه | Süet | स्वेड',
            LIGHTWEIGHT,
            'Comfortable | confortable | مريح/مريحة | Rahat | आरामदायक',
            NON_SLIP],
          quals: [
            'with Memory Foam Insole | à semelle à mémoire de forme | بنعل من الإسفنج الطبي | Hafızalı Köpük Tabanlı | +मेमोरी फ़ोम सोल के साथ',
            FOR_MEN,
            FOR_WOMEN,
          ],
        }],
      },
      bags: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Backpack | sac à dos:ms | حقيبة ظهر:f:حقيبة الظهر | Sırt Çantası | बैकपैक:ms',
            'Tote Bag | sac cabas:ms | حقيبة تسوق:f:حقيبة التسوق | Tote Çanta | टोट बैग:ms',
            'Shoulder Bag | sac bandoulière:ms | حقيبة كتف:f:حقيبة الكتف | Omuz Çantası | शोल्डर बैग:ms',
          ],
          adjs: [LEATHER,
            'Canvas | en toile | من القماش | Kanvas | कैनवस',
            'Water-Resistant | déperlant/déperlante | مقاوم للماء/مقاومة للماء | Su İtici | वॉटर-रेज़िस्टेंट',
            MINIMALIST,
            VEGAN_LEATHER],
          quals: [
            'with Zip Pockets | à poches zippées | بجيوب بسحّاب | Fermuarlı Cepli | +ज़िप पॉकेट के साथ',
            'Everyday | pour tous les jours | للاستخدام اليومي | Günlük | डेली यूज़',
          ],
        }],
      },
      accessories: {
        unit: 'piece',
        groups: [
          {
            nouns: [
              'Wallet | portefeuille:ms | محفظة:f | Cüzdan | वॉलेट:ms',
              'Belt | ceinture:fs | حزام:m | Kemer | बेल्ट:fs',
              'Card Holder | porte-cartes:ms | حافظة بطاقات:f:حافظة البطاقات | Kartlık | कार्ड होल्डर:ms',
            ],
            adjs: [LEATHER, VEGAN_LEATHER, 'Slim | fin/fine | رفيع/رفيعة | İnce | स्लिम', CLASSIC, HANDMADE],
            quals: [GIFT_BOX],
          },
          {
            nouns: ['Sunglasses:p | lunettes de soleil:fp | نظارة شمسية:f:النظارة الشمسية | Güneş Gözlüğü | सनग्लासेस:mp'],
            adjs: [
              'Polarized | polarisant/polarisante | مستقطب/مستقطبة | Polarize | पोलराइज़्ड',
              'Retro | rétro/rétro/rétro/rétro | بتصميم كلاسيكي | Retro | रेट्रो',
              'Oversized | oversize/oversize/oversize/oversize | كبير الحجم/كبيرة الحجم | Oversize | ओवरसाइज़्ड',
              CLASSIC,
            ],
            quals: ['with UV400 Protection | avec protection UV400 | بحماية UV400 | UV400 Korumalı | +UV400 प्रोटेक्शन के साथ'],
          },
        ],
      },
    },
  },

  'home-kitchen': {
    line: 'collection',
    series: HOME_SERIES,
    arLineWord: 'مجموعة',
    verb: DESIGNED,
    purposes: [
      'everyday life at home | la vie de tous les jours à la maison | للحياة اليومية في المنزل | evde günlük yaşam | घर में रोज़मर्रा के इस्तेमाल',
      'years of daily use | des années d\'utilisation quotidienne | لسنوات من الاستخدام اليومي | yıllarca günlük kullanım | सालों तक रोज़ाना इस्तेमाल',
    ],
    qualities: [
      'practical design and lasting quality | un design pratique et une qualité durable | التصميم العملي والجودة التي تدوم | kullanışlı tasarımı ve uzun ömürlü kaliteyi | काम का डिज़ाइन और टिकाऊ क्वालिटी',
      'timeless looks and easy care | un style intemporel et un entretien facile | المظهر الخالد وسهولة العناية | zamansız görünümü ve kolay bakımı | सदाबहार लुक और आसान देखभाल',
    ],
    benefits: [
      'Thoughtful details make a real difference in daily use. | Des détails bien pensés qui font la différence au quotidien. | تفاصيل مدروسة تُحدث فرقًا حقيقيًا في الاستخدام اليومي. | Özenle düşünülmüş detaylar, günlük kullanımda gerçek bir fark yaratır. | सोच-समझकर बनाई गई बारीकियाँ रोज़ के इस्तेमाल में असली फ़र्क़ लाती हैं।',
      'A timeless look that fits any interior, from modern to rustic. | Un style intemporel qui s\'intègre à tous les intérieurs, du moderne au rustique. | مظهر خالد يناسب أي ديكور، من العصري إلى الريفي. | Zamansız görünümü, modernden rustiğe her iç mekâna uyum sağlar. | सदाबहार लुक, जो मॉडर्न से लेकर पारंपरिक, हर तरह के घर में जँचता है।',
      'The materials are safe, durable and free from harmful substances. | Des matériaux sûrs, durables et sans substances nocives. | خامات آمنة ومتينة وخالية من المواد الضارة. | Güvenli, dayanıklı ve zararlı madde içermeyen malzemelerden üretilmiştir. | सामग्री सुरक्षित, टिकाऊ और हानिकारक पदार्थों से मुक्त है।',
      'A lovely housewarming gift that will be used every day. | Un joli cadeau de pendaison de crémaillère, qui servira tous les jours. | هدية جميلة للمنزل الجديد ستُستخدم كل يوم. | Yeni ev hediyesi olarak da harika bir seçim; her gün kullanılır. | गृहप्रवेश के लिए एक प्यारा तोहफ़ा, जो हर दिन काम आएगा।',
    ],
    overview: [
      { text: 'Warranty: # years | Garantie : # ans | الضمان: # سنوات | Garanti: # yıl | वारंटी: # साल', range: [3, 5, 1] },
      { text: 'Care: easy to clean | Entretien : nettoyage facile | العناية: تنظيف سهل | Bakım: kolay temizlenir | देखभाल: आसान सफ़ाई' },
      { text: 'Materials: free from BPA and harmful substances | Matériaux : sans BPA ni substances nocives | الخامات: خالية من BPA والمواد الضارة | Malzeme: BPA ve zararlı madde içermez | मटीरियल: BPA और हानिकारक पदार्थों से मुक्त' },
      { text: 'Height: # cm | Hauteur : # cm | الارتفاع: # سم | Yükseklik: # cm | ऊँचाई: # सेमी', range: [12, 60, 2] },
      RECYCLED_BOX,
    ],
    giftable: true,
    subs: {
      cookware: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Frying Pan | poêle:fs | مقلاة:f | Tava | फ़्राइंग पैन:ms',
            'Saucepan | casserole:fs | وعاء طهي:m:وعاء الطهي | Tencere | सॉसपैन:ms',
            'Wok | wok:ms | مقلاة ووك:f:مقلاة الووك | Wok Tava | कड़ाही:fs',
          ],
          adjs: [
            'Non-Stick | antiadhésif/antiadhésive | غير لاصق/غير لاصقة | Yapışmaz | नॉन-स्टिक',
            'Cast Iron | en fonte | من الحديد الزهر | Döküm | कास्ट आयरन',
            'Stainless Steel | en inox | من الفولاذ المقاوم للصدأ | Çelik | स्टेनलेस स्टील',
            'Granite-Coated | à revêtement granit | بطبقة جرانيت | Granit | ग्रेनाइट कोटेड',
          ],
          quals: [
            'Induction-Ready | tous feux dont induction | للاستخدام على مواقد الحث | İndüksiyon Uyumlu | इंडक्शन फ़्रेंडली',
            'with Glass Lid | avec couvercle en verre | مع غطاء زجاجي | Cam Kapaklı | +काँच के ढक्कन के साथ',
          ],
          size: { unit: 'cm', values: [20, 24, 26, 28, 30] },
        }],
      },
      tableware: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Mug | mug:ms | كوب:m | Kupa | मग:ms',
            'Dinner Plate Set | service d\'assiettes:ms | طقم أطباق:m:طقم الأطباق | Yemek Tabağı Seti | डिनर प्लेट सेट:ms',
            'Teapot | théière:fs | إبريق شاي:m:إبريق الشاي | Demlik | चायदानी:fs',
            'Serving Bowl | saladier:ms | وعاء تقديم:m:وعاء التقديم | Servis Kasesi | सर्विंग बाउल:ms',
          ],
          adjs: [
            'Ceramic | en céramique | خزفي/خزفية | Seramik | सिरेमिक',
            'Porcelain | en porcelaine | من البورسلين | Porselen | पोर्सिलेन',
            HANDMADE,
            'Hand-Painted | peint à la main/peinte à la main | مرسوم يدويًا/مرسومة يدويًا | El Boyaması | हैंड-पेंटेड',
            'Matte | mat/mate | بلمسة مطفية | Mat | मैट',
          ],
          quals: [NORDIC, GIFT_BOX],
        }],
      },
      'home-decor': {
        unit: 'piece',
        groups: [{
          nouns: [
            'Vase | vase:ms | مزهرية:f | Vazo | फूलदान:ms',
            'Wall Mirror | miroir mural:ms | مرآة حائط:f:مرآة الحائط | Duvar Aynası | वॉल मिरर:ms',
            'Scented Candle | bougie parfumée:fs | شمعة معطرة:f:الشمعة المعطرة | Kokulu Mum | सुगंधित मोमबत्ती:fs',
            'Throw Cushion | coussin décoratif:ms | وسادة زينة:f:وسادة الزينة | Dekoratif Kırlent | कुशन:ms',
          ],
          adjs: [
            'Boho | bohème | بطابع بوهيمي | Boho | बोहो',
            MINIMALIST,
            HANDMADE,
            'Rustic | rustique | ريفي/ريفية | Rustik | रस्टिक',
            MODERN,
          ],
          quals: [NORDIC, GIFT_BOX],
        }],
      },
      lighting: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Table Lamp | lampe de table:fs | مصباح طاولة:m:مصباح الطاولة | Masa Lambası | टेबल लैंप:ms',
            'Floor Lamp | lampadaire:ms | مصباح أرضي:m:المصباح الأرضي | Lambader | फ़्लोर लैंप:ms',
            'Pendant Light | suspension:fs | مصباح سقف معلق:m:مصباح السقف المعلق | Sarkıt Avize | पेंडेंट लाइट:fs',
          ],
          adjs: [
            'LED | LED | بإضاءة LED | LED | LED',
            'Rattan | en rotin | من الروطان | Hasır | बेंत का/बेंत के/बेंत की',
            'Dimmable | à intensité variable | قابل للتعتيم/قابلة للتعتيم | Işığı Ayarlanabilir | डिमेबल',
            'Industrial | industriel/industrielle | بطابع صناعي | Endüstriyel | इंडस्ट्रियल',
            MODERN,
          ],
          quals: [
            'Warm White | blanc chaud | بضوء أبيض دافئ | Gün Işığı | वॉर्म व्हाइट',
            'with Remote Control | avec télécommande | مع جهاز تحكم عن بعد | Kumandalı | +रिमोट कंट्रोल के साथ',
          ],
        }],
      },
      bedding: {
        unit: 'set',
        groups: [{
          nouns: [
            'Duvet Cover Set | parure de couette:fs | طقم غطاء لحاف:m:طقم غطاء اللحاف | Nevresim Takımı | रज़ाई कवर सेट:ms',
            'Pillow | oreiller:ms | وسادة:f | Yastık | तकिया:ms',
            'Throw Blanket | plaid:ms | بطانية:f | Battaniye | कंबल:ms',
            'Fitted Sheet | drap-housse:ms | ملاءة مطاطية:f:الملاءة المطاطية | Lastikli Çarşaf | फ़िटेड चादर:fs',
          ],
          adjs: [COTTON, LINEN,
            'Soft | doux/douce/doux/douces | ناعم/ناعمة | Yumuşak | मुलायम',
            ORGANIC_COTTON,
            'Hypoallergenic | antiallergique | مضاد للحساسية/مضادة للحساسية | Antialerjik | एंटी-एलर्जी'],
          quals: ['Hotel-Quality | qualité hôtel | بجودة الفنادق | Otel Kalitesinde | होटल क्वालिटी'],
        }],
      },
    },
  },

  beauty: {
    line: 'collection',
    series: BEAUTY_SERIES,
    arLineWord: 'مجموعة',
    verb: DESIGNED,
    purposes: [
      'a simple daily routine | une routine quotidienne simple | لروتين يومي بسيط | sade bir günlük bakım rutini | आसान रोज़ाना रूटीन',
      'visible results | des résultats visibles | لنتائج ملحوظة | gözle görülür sonuçlar | साफ़ दिखने वाले नतीजों',
    ],
    qualities: [
      'gentle formulas and carefully chosen ingredients | des formules douces et des ingrédients soigneusement sélectionnés | التركيبات اللطيفة والمكونات المختارة بعناية | nazik formülleri ve özenle seçilmiş içerikleri | सौम्य फ़ॉर्मूला और सावधानी से चुनी गई सामग्री',
      'high-quality ingredients and a luxurious feel | des ingrédients de qualité et une sensation luxueuse | المكونات عالية الجودة والإحساس الفاخر | kaliteli içerikleri ve lüks hissi | बेहतरीन सामग्री और शानदार एहसास',
    ],
    benefits: [
      'Dermatologically tested and suitable for daily use. | Formule testée sous contrôle dermatologique, adaptée à un usage quotidien. | تركيبة مختبرة من قبل أطباء الجلد ومناسبة للاستخدام اليومي. | Dermatolojik olarak test edilmiştir ve günlük kullanıma uygundur. | त्वचा विशेषज्ञों द्वारा परखा गया फ़ॉर्मूला, रोज़ाना इस्तेमाल के लिए उपयुक्त।',
      'Free from parabens and never tested on animals. | Sans parabènes, et aucun test sur les animaux. | بدون بارابين ودون أي اختبارات على الحيوانات. | Paraben içermez ve hayvanlar üzerinde test edilmemiştir. | पैराबेन-मुक्त, और जानवरों पर कोई परीक्षण नहीं।',
      'A little goes a long way, so one pack lasts for weeks. | Une petite quantité suffit : un seul produit dure des semaines. | كمية صغيرة تكفي، لذا تدوم العبوة الواحدة لأسابيع. | Az miktarı yeterlidir; tek bir ürün haftalarca yeter. | थोड़ी-सी मात्रा काफ़ी है, इसलिए एक पैक हफ़्तों चलता है।',
      'The recyclable packaging is designed to reduce waste. | L\'emballage recyclable est pensé pour réduire les déchets. | العبوة قابلة لإعادة التدوير ومصممة لتقليل النفايات. | Geri dönüştürülebilir ambalajı atığı azaltmak için tasarlandı. | रीसायकल होने वाली पैकेजिंग कचरा कम करने के लिए बनाई गई है।',
    ],
    overview: [
      { text: 'Dermatologically tested | Testé sous contrôle dermatologique | مختبر من قبل أطباء الجلد | Dermatolojik olarak test edilmiştir | डर्मेटोलॉजिकली टेस्टेड' },
      { text: 'Vegan formula, cruelty-free | Formule vegan, non testée sur les animaux | تركيبة نباتية، غير مختبرة على الحيوانات | Vegan formül, hayvanlar üzerinde test edilmemiştir | वीगन फ़ॉर्मूला, क्रूएल्टी-फ़्री' },
      { text: 'Best used within # months of opening | À utiliser dans les # mois après ouverture | يُفضَّل استخدامه خلال # شهرًا من الفتح | Açıldıktan sonra # ay içinde kullanın | खोलने के बाद # महीने के भीतर इस्तेमाल करें', range: [12, 24, 12] },
      { text: 'Made in small batches | Fabriqué en petites séries | يُصنع بكميات صغيرة | Küçük partiler halinde üretilir | छोटे बैच में तैयार' },
      { text: 'Packaging: recyclable | Emballage : recyclable | العبوة: قابلة لإعادة التدوير | Ambalaj: geri dönüştürülebilir | पैकेजिंग: रीसायकल योग्य' },
    ],
    giftable: true,
    subs: {
      skincare: {
        unit: 'bottle',
        groups: [{
          nouns: [
            'Face Serum | sérum visage:ms | سيروم للوجه:m:السيروم | Yüz Serumu | फ़ेस सीरम:ms',
            'Moisturizing Cream | crème hydratante:fs | كريم مرطب:m:الكريم المرطب | Nemlendirici Krem | मॉइस्चराइज़िंग क्रीम:fs',
            'Cleansing Gel | gel nettoyant:ms | جل منظف:m:الجل المنظف | Temizleme Jeli | क्लेंज़िंग जेल:ms',
          ],
          adjs: [
            'Vitamin C | à la vitamine C | بفيتامين C | C Vitaminli | विटामिन C',
            'Hyaluronic Acid | à l\'acide hyaluronique | بحمض الهيالورونيك | Hyaluronik Asitli | हयालूरोनिक एसिड',
            'Aloe Vera | à l\'aloe vera | بالصبار | Aloe Veralı | एलोवेरा',
            'Niacinamide | au niacinamide | بالنياسيناميد | Niasinamidli | नियासिनामाइड',
            'Fragrance-Free | sans parfum | خالٍ من العطور/خالية من العطور | Parfümsüz | फ़्रेगरेंस-फ़्री',
          ],
          quals: [
            'for Sensitive Skin | pour peaux sensibles | للبشرة الحساسة | Hassas Ciltler İçin | +संवेदनशील त्वचा के लिए',
            'for All Skin Types | pour tous types de peau | لجميع أنواع البشرة | Tüm Cilt Tipleri İçin | +सभी तरह की त्वचा के लिए',
          ],
          size: { unit: 'ml', values: [30, 50, 100] },
        }],
      },
      makeup: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Lipstick | rouge à lèvres:ms | أحمر شفاه:m:أحمر الشفاه | Ruj | लिपस्टिक:fs',
            'Mascara | mascara:ms | ماسكارا:f | Maskara | मस्कारा:ms',
            'Foundation | fond de teint:ms | كريم أساس:m:كريم الأساس | Fondöten | फ़ाउंडेशन:ms',
            'Eyeshadow Palette | palette de fards à paupières:fs | لوحة ظلال عيون:f:لوحة ظلال العيون | Far Paleti | आईशैडो पैलेट:ms',
          ],
          adjs: [
            'Long-Lasting | longue tenue | طويل الثبات/طويلة الثبات | Kalıcı | लॉन्ग-लास्टिंग',
            'Matte | mat/mate | بلمسة مطفية | Mat | मैट',
            'Vegan | vegan/vegan/vegan/vegan | نباتي/نباتية | Vegan | वीगन',
            'Cruelty-Free | non testé sur les animaux/non testée sur les animaux/non testés sur les animaux/non testées sur les animaux | غير مختبر على الحيوانات/غير مختبرة على الحيوانات | Hayvanlar Üzerinde Test Edilmemiş | क्रूएल्टी-फ़्री',
          ],
          quals: ['Natural-Finish | effet naturel | بلمسة طبيعية | Doğal Görünümlü | नैचुरल फ़िनिश'],
        }],
      },
      fragrance: {
        unit: 'bottle',
        groups: [{
          nouns: [
            'Eau de Parfum | eau de parfum:fs | ماء عطر:m:ماء العطر | EDP Parfüm | ओ द परफ़्यूम:ms',
            'Eau de Toilette | eau de toilette:fs | ماء تواليت:m:ماء التواليت | EDT Parfüm | ओ द टॉयलेट:ms',
            'Body Mist | brume parfumée:fs | بخاخ جسم:m:بخاخ الجسم | Vücut Spreyi | बॉडी मिस्ट:ms',
            'Perfume Oil | huile parfumée:fs | زيت عطري:m:الزيت العطري | Parfüm Yağı | इत्र:ms',
          ],
          adjs: [
            'Floral | floral/florale/floraux/florales | زهري/زهرية | Çiçeksi | फ़्लोरल',
            'Woody | boisé/boisée | خشبي/خشبية | Odunsu | वुडी',
            'Amber | ambré/ambrée | عنبري/عنبرية | Amber | एम्बर',
            'Fresh | frais/fraîche/frais/fraîches | منعش/منعشة | Ferah | फ़्रेश',
            'Musky | musqué/musquée | بنفحات المسك | Misk Kokulu | मस्की',
          ],
          quals: [FOR_MEN, FOR_WOMEN, 'Unisex | mixte | للجنسين | Unisex | यूनिसेक्स'],
          size: { unit: 'ml', values: [30, 50, 100] },
        }],
      },
      haircare: {
        unit: 'bottle',
        groups: [{
          nouns: [
            'Shampoo | shampooing:ms | شامبو:m | Şampuan | शैम्पू:ms',
            'Conditioner | après-shampooing:ms | بلسم:m | Saç Kremi | कंडीशनर:ms',
            'Hair Oil | huile capillaire:fs | زيت شعر:m:زيت الشعر | Saç Bakım Yağı | हेयर ऑयल:ms',
            'Hair Mask | masque capillaire:ms | قناع للشعر:m:قناع الشعر | Saç Maskesi | हेयर मास्क:ms',
          ],
          adjs: [
            'Argan Oil | à l\'huile d\'argan | بزيت الأرغان | Argan Yağlı | आर्गन ऑयल',
            'Keratin | à la kératine | بالكيراتين | Keratinli | केराटिन',
            'Sulfate-Free | sans sulfates | خالٍ من الكبريتات/خالية من الكبريتات | Sülfatsız | सल्फ़ेट-फ़्री',
            'Coconut | à la noix de coco | بجوز الهند | Hindistan Cevizli | नारियल',
            'Nourishing | nourrissant/nourrissante | مغذٍّ/مغذية | Besleyici | पोषण देने वाला/पोषण देने वाले/पोषण देने वाली',
          ],
          quals: [
            'for Dry Hair | pour cheveux secs | للشعر الجاف | Kuru Saçlar İçin | +रूखे बालों के लिए',
            'for Curly Hair | pour cheveux bouclés | للشعر المجعد | Kıvırcık Saçlar İçin | +घुंघराले बालों के लिए',
          ],
          size: { unit: 'ml', values: [100, 250, 400] },
        }],
      },
    },
  },

  sports: {
    line: 'collection',
    series: SPORTS_SERIES,
    arLineWord: 'مجموعة',
    verb: DESIGNED,
    purposes: [
      'training, outdoor adventures and everyday activity | l\'entraînement, les sorties en plein air et l\'activité quotidienne | للتمارين والمغامرات في الهواء الطلق والنشاط اليومي | antrenman, doğa maceraları ve günlük aktivite | ट्रेनिंग, आउटडोर एडवेंचर और रोज़ की एक्टिविटी',
      'beginners and seasoned athletes alike | les débutants comme les sportifs confirmés | للمبتدئين والرياضيين المحترفين على حد سواء | yeni başlayanlar ve deneyimli sporcular | नए और अनुभवी खिलाड़ियों, दोनों',
    ],
    qualities: [
      'durability and dependable performance | robustesse et performances fiables | المتانة والأداء الموثوق | dayanıklılığı ve güvenilir performansı | मज़बूती और भरोसेमंद परफ़ॉर्मेंस',
      'smart design and tough materials | une conception intelligente et des matériaux résistants | التصميم الذكي والخامات المتينة | akıllı tasarımı ve sağlam malzemeleri | स्मार्ट डिज़ाइन और मज़बूत मटीरियल',
    ],
    benefits: [
      'Lightweight materials keep you moving freely for longer. | Des matériaux légers pour bouger librement plus longtemps. | خامات خفيفة تمنحك حرية الحركة لفترة أطول. | Hafif malzemeler daha uzun süre özgürce hareket etmenizi sağlar. | हल्के मटीरियल की वजह से आप देर तक बिना थके एक्टिव रह सकते हैं।',
      'Tested in real conditions by our team of athletes. | Des tests en conditions réelles, menés par notre équipe de sportifs. | اختبارات في ظروف حقيقية أجراها فريقنا من الرياضيين. | Sporculardan oluşan ekibimiz tarafından gerçek koşullarda test edildi. | हमारी एथलीट टीम ने इसे असली हालात में परखा है।',
      'Easy to clean, pack and carry wherever you train. | Se nettoie, se range et s\'emporte facilement, où que vous vous entraîniez. | التنظيف والحمل والتخزين في غاية السهولة أينما تتدرّب. | Nerede antrenman yaparsanız yapın, temizlemesi, toplaması ve taşıması kolaydır. | साफ़ करना, पैक करना और साथ ले जाना, सब कुछ आसान, आप कहीं भी ट्रेनिंग करें।',
      'A durable construction stands up to sweat, rain and rough use. | Une conception robuste qui résiste à la transpiration, à la pluie et aux usages intensifs. | تصميم متين يتحمل العرق والمطر والاستخدام الشاق. | Sağlam yapısı tere, yağmura ve zorlu kullanıma dayanır. | मज़बूत बनावट पसीने, बारिश और कड़े इस्तेमाल को झेल लेती है।',
    ],
    overview: [
      WARRANTY_MONTHS,
      { text: 'Materials: sweat- and weather-resistant | Matériaux : résistants à la transpiration et aux intempéries | الخامات: مقاومة للعرق والعوامل الجوية | Malzeme: tere ve hava koşullarına dayanıklı | मटीरियल: पसीने और मौसम को झेलने वाला' },
      { text: 'Level: beginner to advanced | Niveau : débutant à confirmé | المستوى: من المبتدئ إلى المحترف | Seviye: başlangıçtan ileri seviyeye | लेवल: शुरुआती से एडवांस तक' },
      { text: 'Weight: # g | Poids : # g | الوزن: # غرام | Ağırlık: # g | वज़न: # ग्राम', range: [180, 1800, 20] },
      { text: 'Tested by athletes | Testé par des sportifs | مُجرَّب من قبل رياضيين | Sporcular tarafından test edildi | एथलीटों द्वारा परखा गया' },
    ],
    giftable: true,
    subs: {
      fitness: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Dumbbell Set | set d\'haltères:ms | طقم دمبلز:m:طقم الدمبلز | Dambıl Seti | डंबल सेट:ms',
            'Yoga Mat | tapis de yoga:ms | سجادة يوغا:f:سجادة اليوغا | Yoga Matı | योगा मैट:ms',
            'Resistance Bands:p | bandes de résistance:fp | أحزمة مقاومة:f:أحزمة المقاومة | Direnç Bandı | रेज़िस्टेंस बैंड:mp',
            'Kettlebell | kettlebell:ms | كيتل بل:m:الكيتل بل | Kettlebell | केटलबेल:ms',
          ],
          adjs: [NON_SLIP, PROFESSIONAL,
            'Eco-Friendly | écologique | صديق للبيئة/صديقة للبيئة | Çevre Dostu | इको-फ़्रेंडली',
            'Heavy-Duty | ultra-résistant/ultra-résistante | شديد التحمل/شديدة التحمل | Ekstra Dayanıklı | हेवी-ड्यूटी'],
          quals: ['for Home Workouts | pour l\'entraînement à domicile | للتمارين المنزلية | Evde Antrenman İçin | +घर पर वर्कआउट के लिए'],
        }],
      },
      running: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Running Shoes:p | chaussures de running:fp | حذاء جري:m:حذاء الجري | Koşu Ayakkabısı | रनिंग शूज़:mp',
            'Running Shorts:p | short de running:ms | شورت جري:m:شورت الجري | Koşu Şortu | रनिंग शॉर्ट्स:mp',
            'Running T-Shirt | t-shirt de running:ms | تيشيرت جري:m:تيشيرت الجري | Koşu Tişörtü | रनिंग टी-शर्ट:fs',
          ],
          adjs: [LIGHTWEIGHT,
            'Breathable | respirant/respirante | جيد التهوية/جيدة التهوية | Nefes Alan | ब्रीदेबल',
            REFLECTIVE,
            'Quick-Dry | à séchage rapide | سريع الجفاف/سريعة الجفاف | Çabuk Kuruyan | क्विक-ड्राई'],
          quals: [FOR_MEN, FOR_WOMEN],
        }],
      },
      cycling: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Cycling Helmet | casque de vélo:ms | خوذة دراجة:f:خوذة الدراجة | Bisiklet Kaskı | साइकिलिंग हेलमेट:ms',
            'Bike Light Set | kit d\'éclairage vélo:ms | طقم أضواء دراجة:m:طقم أضواء الدراجة | Bisiklet Işık Seti | बाइक लाइट सेट:ms',
            'Cycling Gloves:p | gants de vélo:mp | قفازات دراجة:f:قفازات الدراجة | Bisiklet Eldiveni | साइकिलिंग ग्लव्स:mp',
            'City Bike | vélo de ville:ms | دراجة مدينة:f:دراجة المدينة | Şehir Bisikleti | सिटी बाइक:fs',
          ],
          adjs: [LIGHTWEIGHT, REFLECTIVE,
            'Ergonomic | ergonomique | بتصميم مريح | Ergonomik | एर्गोनोमिक',
            'Urban | urbain/urbaine | للمدينة | Şehir Tipi | अर्बन'],
        }],
      },
      camping: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Tent | tente:fs | خيمة:f | Çadır | टेंट:ms',
            'Sleeping Bag | sac de couchage:ms | كيس نوم:m:كيس النوم | Uyku Tulumu | स्लीपिंग बैग:ms',
            'Hiking Backpack | sac de randonnée:ms | حقيبة ظهر جبلية:f:حقيبة الظهر الجبلية | Trekking Sırt Çantası | हाइकिंग बैकपैक:ms',
            'Camping Lantern | lanterne de camping:fs | فانوس تخييم:m:فانوس التخييم | Kamp Feneri | कैंपिंग लालटेन:fs',
          ],
          adjs: [LIGHTWEIGHT, WATERPROOF, COMPACT,
            'Ultralight | ultraléger/ultralégère | فائق الخفة/فائقة الخفة | Ultra Hafif | अल्ट्रालाइट'],
        }],
      },
      'team-sports': {
        unit: 'piece',
        groups: [{
          nouns: [
            'Soccer Ball | ballon de football:ms | كرة قدم:f:كرة القدم | Futbol Topu | फ़ुटबॉल:ms',
            'Basketball | ballon de basket:ms | كرة سلة:f:كرة السلة | Basketbol Topu | बास्केटबॉल:ms',
            'Volleyball | ballon de volley:ms | كرة طائرة:f:الكرة الطائرة | Voleybol Topu | वॉलीबॉल:ms',
          ],
          adjs: [PROFESSIONAL,
            'Training | d\'entraînement | للتدريب | Antrenman | ट्रेनिंग',
            'Match | de match | للمباريات | Maç | मैच',
            'Hand-Stitched | cousu main/cousue main | مخيط يدويًا/مخيطة يدويًا | El Dikişli | हाथ से सिला हुआ/हाथ से सिले हुए/हाथ से सिली हुई'],
          quals: [
            '+Size 5 | taille 5 | مقاس 5 | 5 Numara | +साइज़ 5',
            'Outdoor | d\'extérieur | للملاعب الخارجية | Dış Saha | आउटडोर',
          ],
        }],
      },
    },
  },

  toys: {
    line: 'collection',
    series: TOYS_SERIES,
    arLineWord: 'سلسلة',
    verb: DESIGNED,
    purposes: [
      'hours of imaginative play | des heures de jeu et d\'imagination | لساعات طويلة من اللعب والخيال | saatlerce hayal gücüyle dolu oyun | घंटों तक कल्पनाशील खेल',
      'curious young minds | les petits esprits curieux | للعقول الصغيرة الفضولية | meraklı küçük zihinler | जिज्ञासु नन्हे दिमाग़ों',
    ],
    qualities: [
      'fun, learning and safe, durable materials | amusement, apprentissage et matériaux sûrs et durables | المتعة والتعلّم والخامات الآمنة المتينة | eğlenceyi, öğrenmeyi ve güvenli, dayanıklı malzemeleri | मज़ा, सीखना और सुरक्षित, टिकाऊ मटीरियल',
      'bright colors and a child-friendly design | des couleurs vives et une conception adaptée aux enfants | الألوان الزاهية والتصميم المناسب للأطفال | canlı renkleri ve çocuk dostu tasarımı | चटकीले रंग और बच्चों के अनुकूल डिज़ाइन',
    ],
    benefits: [
      'Encourages creativity, problem-solving and fine motor skills. | Encourage la créativité, la résolution de problèmes et la motricité fine. | تنمّي هذه اللعبة الإبداع ومهارات حل المشكلات والمهارات الحركية الدقيقة. | Yaratıcılığı, problem çözme becerisini ve ince motor becerileri destekler. | रचनात्मकता, समस्या सुलझाने की क्षमता और बारीक मोटर स्किल्स को बढ़ावा देता है।',
      'Made from child-safe materials that meet international toy-safety standards. | Des matériaux sans danger pour les enfants, conformes aux normes internationales de sécurité des jouets. | خامات آمنة للأطفال ومطابقة لمعايير السلامة الدولية للألعاب. | Uluslararası oyuncak güvenliği standartlarına uygun, çocuklar için güvenli malzemelerden üretilmiştir. | बच्चों के लिए सुरक्षित सामग्री, जो अंतरराष्ट्रीय खिलौना-सुरक्षा मानकों पर खरी उतरती है।',
      'Great for playing alone or together with family and friends. | Idéal pour jouer seul ou avec la famille et les amis. | خيار رائع للعب الفردي أو الجماعي مع العائلة والأصدقاء. | Tek başına ya da aile ve arkadaşlarla oynamak için ideal. | अकेले या परिवार और दोस्तों के साथ खेलने के लिए बढ़िया।',
      'The sturdy box makes it easy to gift and to store. | Une boîte solide, pratique pour offrir comme pour ranger. | العلبة المتينة مثالية للإهداء والتخزين. | Sağlam kutusu sayesinde hediye etmesi ve saklaması kolaydır. | मज़बूत डिब्बा, तोहफ़े में देने और संभालकर रखने के लिए आसान।',
    ],
    overview: [
      { text: 'Age: # years and up | Âge : dès # ans | العمر: من # سنوات فأكثر | Yaş: #+ | उम्र: # साल और उससे ज़्यादा', range: [3, 10, 1] },
      { text: 'Safety: meets international toy standards | Sécurité : conforme aux normes internationales | السلامة: مطابق للمعايير الدولية | Güvenlik: uluslararası standartlara uygun | सुरक्षा: अंतरराष्ट्रीय मानकों के अनुरूप' },
      { text: 'Play: solo or in a group | Jeu : en solo ou en groupe | اللعب: فردي أو جماعي | Oyun: tek başına veya grupla | खेल: अकेले या समूह में' },
      RECYCLED_BOX,
      { text: 'Warning: not suitable for children under 3 | Attention : ne convient pas aux enfants de moins de 3 ans | تحذير: غير مناسب للأطفال دون 3 سنوات | Uyarı: 3 yaşından küçük çocuklar için uygun değildir | चेतावनी: 3 साल से कम उम्र के बच्चों के लिए नहीं' },
    ],
    giftable: true,
    subs: {
      'building-sets': {
        unit: 'box',
        groups: [{
          nouns: [
            'Building Set | jeu de construction:ms | مجموعة تركيب:f:مجموعة التركيب | Yapı Seti | बिल्डिंग सेट:ms',
            'Magnetic Tiles:p | blocs magnétiques:mp | مكعبات مغناطيسية:f:المكعبات المغناطيسية | Manyetik Yapı Blokları | मैग्नेटिक टाइल्स:fp',
            'Wooden Blocks:p | cubes en bois:mp | مكعبات خشبية:f:المكعبات الخشبية | Ahşap Bloklar | लकड़ी के ब्लॉक:mp',
          ],
          adjs: [
            'Creative | créatif/créative | إبداعي/إبداعية | Yaratıcı | क्रिएटिव',
            'Educational | éducatif/éducative | تعليمي/تعليمية | Eğitici | शैक्षिक',
            'Colorful | coloré/colorée | ملون/ملونة | Renkli | रंग-बिरंगा/रंग-बिरंगे/रंग-बिरंगी',
          ],
          quals: ['#-Piece | # pièces | من # قطعة | # Parça | # पीस'],
          counts: [48, 60, 100, 120, 150, 250, 300, 500, 750, 1000],
        }],
      },
      plush: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Teddy Bear | ours en peluche:ms | دبدوب:m | Peluş Ayı | टेडी बियर:ms',
            'Plush Bunny | lapin en peluche:ms | أرنب محشو:m:الأرنب المحشو | Peluş Tavşan | सॉफ़्ट टॉय खरगोश:ms',
            'Plush Elephant | éléphant en peluche:ms | فيل محشو:m:الفيل المحشو | Peluş Fil | सॉफ़्ट टॉय हाथी:ms',
          ],
          adjs: [
            'Extra-Soft | tout doux/toute douce/tout doux/toutes douces | ناعم/ناعمة | Yumuşacık | मुलायम',
            'Giant | géant/géante | عملاق/عملاقة | Dev | विशाल',
            'Mini | mini/mini/mini/mini | صغير/صغيرة | Mini | मिनी',
            ORGANIC_COTTON,
            'Machine-Washable | lavable en machine/lavable en machine/lavables en machine/lavables en machine | قابل للغسل/قابلة للغسل | Yıkanabilir | धोने योग्य',
          ],
          quals: [GIFT_BOX],
        }],
      },
      'board-games': {
        unit: 'box',
        groups: [
          {
            nouns: [
              'Board Game | jeu de société:ms | لعبة لوحية:f:اللعبة اللوحية | Kutu Oyunu | बोर्ड गेम:ms',
              'Card Game | jeu de cartes:ms | لعبة ورق:f:لعبة الورق | Kart Oyunu | कार्ड गेम:ms',
            ],
            adjs: [
              'Family | familial/familiale/familiaux/familiales | عائلي/عائلية | Aile | फ़ैमिली',
              'Strategy | de stratégie | استراتيجي/استراتيجية | Strateji | स्ट्रैटेजी',
              'Cooperative | coopératif/coopérative | تعاوني/تعاونية | Takım Halinde Oynanan | को-ऑपरेटिव',
              'Party | d\'ambiance | جماعي/جماعية | Parti | पार्टी',
            ],
          },
          {
            nouns: ['Jigsaw Puzzle | puzzle:ms | أحجية صور مقطعة:f:أحجية الصور | Yapboz | जिगसॉ पज़ल:ms'],
            adjs: [
              'Panoramic | panoramique | بانورامي/بانورامية | Panoramik | पैनोरमिक',
              'Wooden | en bois | خشبي/خشبية | Ahşap | लकड़ी का/लकड़ी के/लकड़ी की',
              'Art | d\'art | فني/فنية | Sanat | आर्ट',
            ],
            quals: ['#-Piece | # pièces | من # قطعة | # Parça | # पीस'],
            counts: [300, 500, 1000, 1500, 2000],
          },
        ],
      },
      'rc-vehicles': {
        unit: 'box',
        groups: [{
          nouns: [
            'Remote-Control Car | voiture télécommandée:fs | سيارة تحكم عن بعد:f:سيارة التحكم عن بعد | Uzaktan Kumandalı Araba | रिमोट कंट्रोल कार:fs',
            'Mini Drone | mini-drone:ms | طائرة درون صغيرة:f:طائرة الدرون | Mini Drone | मिनी ड्रोन:ms',
            'Monster Truck | monster truck:ms | شاحنة عملاقة:f:الشاحنة العملاقة | Canavar Kamyon | मॉन्स्टर ट्रक:ms',
          ],
          adjs: [RECHARGEABLE,
            'High-Speed | ultra-rapide | فائق السرعة/فائقة السرعة | Yüksek Hızlı | हाई-स्पीड',
            'Rugged | robuste | متين/متينة | Sağlam | मज़बूत'],
          quals: [
            'with Camera | avec caméra | مع كاميرا | Kameralı | +कैमरे के साथ',
            '2.4 GHz | 2,4 GHz | بتردد 2.4 غيغاهرتز | 2,4 GHz | 2.4GHz',
          ],
        }],
      },
    },
  },

  // Books are named by book-words.ts; this entry only carries the shared sentences.
  books: {
    line: 'collection',
    series: [],
    arLineWord: 'مجموعة',
    verb: DESIGNED,
    purposes: [],
    qualities: [],
    benefits: [],
    overview: [],
    giftable: true,
    subs: {
      fiction: { unit: 'copy', groups: [] },
      'childrens-books': { unit: 'copy', groups: [] },
      cookbooks: { unit: 'copy', groups: [] },
      'self-help': { unit: 'copy', groups: [] },
      science: { unit: 'copy', groups: [] },
    },
  },

  groceries: {
    line: 'collection',
    series: GROCERY_SERIES,
    arLineWord: 'منتجات',
    verb: 'carefully selected for | sélectionné avec soin pour | مختار بعناية/مختارة بعناية | için özenle seçildi | चुना गया है/चुने गए हैं/चुनी गई है/चुनी गई हैं',
    purposes: [
      'your everyday kitchen | votre cuisine de tous les jours | لمطبخك اليومي | her günkü mutfağınız | आपकी रोज़ की रसोई',
      'healthy, delicious meals | des repas sains et savoureux | لوجبات صحية ولذيذة | sağlıklı ve lezzetli öğünler | सेहतमंद और स्वादिष्ट खाने',
    ],
    qualities: [
      'rich flavor and carefully sourced ingredients | une saveur riche et une origine soigneusement choisie | النكهة الغنية والمصادر المختارة بعناية | zengin lezzeti ve özenle seçilmiş kaynakları | भरपूर स्वाद और ध्यान से चुने गए स्रोत',
      'freshness and quality | fraîcheur et qualité | الطزاجة والجودة | tazeliği ve kaliteyi | ताज़गी और क्वालिटी',
    ],
    benefits: [
      'Sourced directly from trusted growers and producers. | Un approvisionnement direct auprès de producteurs de confiance. | نتعامل مباشرة مع مزارعين ومنتجين موثوقين. | Doğrudan güvenilir üreticilerden tedarik edilir. | हम इसे सीधे भरोसेमंद किसानों और उत्पादकों से मँगाते हैं।',
      'Carefully packed to lock in freshness. | Un conditionnement soigné pour préserver toute la fraîcheur. | تغليف محكم يحافظ على الطزاجة والنكهة. | Tazeliğini korumak için özenle paketlenir. | ताज़गी बनाए रखने के लिए सावधानी से पैक किया जाता है।',
      'No artificial colors or preservatives. | Sans colorants ni conservateurs artificiels. | بدون ألوان أو مواد حافظة صناعية. | Yapay renklendirici ve koruyucu içermez. | कोई आर्टिफ़िशियल रंग या प्रिज़र्वेटिव नहीं।',
      'Store in a cool, dry place away from direct sunlight. | À conserver dans un endroit frais et sec, à l\'abri de la lumière directe du soleil. | يُحفظ في مكان بارد وجاف بعيدًا عن أشعة الشمس المباشرة. | Serin ve kuru bir yerde, doğrudan güneş ışığından uzak saklayın. | ठंडी और सूखी जगह पर, सीधी धूप से दूर रखें।',
    ],
    overview: [
      { text: 'Storage: cool, dry place | Conservation : au frais et au sec | التخزين: في مكان بارد وجاف | Saklama: serin ve kuru yerde | भंडारण: ठंडी और सूखी जगह' },
      { text: 'Free from artificial additives | Sans additifs artificiels | خالٍ من الإضافات الصناعية | Yapay katkı maddesi içermez | कृत्रिम एडिटिव से मुक्त' },
      { text: 'Suitable for vegetarians | Convient aux végétariens | مناسب للنباتيين | Vejetaryenlere uygundur | शाकाहारियों के लिए उपयुक्त' },
      { text: 'Packed in a facility that also handles nuts | Conditionné dans un atelier qui utilise aussi des fruits à coque | مُعبأ في منشأة تتعامل أيضًا مع المكسرات | Kuruyemiş da işlenen bir tesiste paketlenmiştir | ऐसी जगह पैक किया गया जहाँ मेवे भी पैक होते हैं' },
      { text: 'Every batch quality-checked | Chaque lot contrôlé | كل دفعة تخضع لفحص الجودة | Her parti kalite kontrolünden geçer | हर बैच की क्वालिटी जाँच' },
    ],
    giftable: false,
    subs: {
      'fresh-produce': {
        unit: 'pack',
        groups: [{
          nouns: [
            'Apples:p | pommes:fp | تفاح:m | Elma | सेब:mp',
            'Avocados:p | avocats:mp | أفوكادو:m | Avokado | एवोकाडो:mp',
            'Tomatoes:p | tomates:fp | طماطم:f | Domates | टमाटर:mp',
            'Medjool Dates:p | dattes Medjool:fp | تمر مجدول:m:التمر المجدول | Medjool Hurma | मेडजूल खजूर:mp',
          ],
          adjs: [ORGANIC,
            'Fresh | frais/fraîche/frais/fraîches | طازج/طازجة | Taze | ताज़ा/ताज़े/ताज़ी',
            'Hand-Picked | cueilli à la main/cueillie à la main | مقطوف يدويًا/مقطوفة يدويًا | Elle Toplanmış | हाथ से चुना/हाथ से चुने/हाथ से चुनी'],
          size: { unit: 'g', values: [500, 1000, 2000] },
        }],
      },
      'coffee-tea': {
        unit: 'pack',
        groups: [
          {
            nouns: [
              'Ground Coffee | café moulu:ms | قهوة مطحونة:f:القهوة المطحونة | Öğütülmüş Kahve | पिसी हुई कॉफ़ी:fs',
              'Coffee Beans:p | café en grains:ms | حبوب قهوة:f:حبوب القهوة | Çekirdek Kahve | कॉफ़ी बीन्स:fp',
            ],
            adjs: [ORGANIC, PREMIUM,
              'Single-Origin | d\'origine unique | أحادي المصدر/أحادية المصدر | Tek Kökenli | सिंगल ओरिजिन',
              'Fair-Trade | équitable | من التجارة العادلة | Adil Ticaret | फ़ेयर ट्रेड'],
            quals: [
              'Medium-Roast | torréfaction moyenne | بتحميص متوسط | Orta Kavrulmuş | मीडियम रोस्ट',
              'Dark-Roast | torréfaction foncée | بتحميص داكن | Koyu Kavrulmuş | डार्क रोस्ट',
            ],
            size: { unit: 'g', values: [250, 500, 1000] },
          },
          {
            nouns: [
              'Green Tea | thé vert:ms | شاي أخضر:m:الشاي الأخضر | Yeşil Çay | ग्रीन टी:fs',
              'Black Tea | thé noir:ms | شاي أسود:m:الشاي الأسود | Siyah Çay | काली चाय:fs',
            ],
            adjs: [ORGANIC, PREMIUM,
              'Fair-Trade | équitable | من التجارة العادلة | Adil Ticaret | फ़ेयर ट्रेड'],
            quals: ['Loose-Leaf | en vrac | سائب | Dökme | लूज़ लीफ़'],
            size: { unit: 'g', values: [100, 250, 500] },
          },
        ],
      },
      snacks: {
        unit: 'pack',
        groups: [{
          nouns: [
            'Mixed Nuts:p | mélange de noix:ms | مكسرات مشكلة:f:المكسرات المشكلة | Karışık Kuruyemiş | मिक्स ड्राई फ़्रूट्स:mp',
            'Dark Chocolate | chocolat noir:ms | شوكولاتة داكنة:f:الشوكولاتة الداكنة | Bitter Çikolata | डार्क चॉकलेट:fs',
            'Turkish Delight | loukoums:mp | راحة حلقوم:f:راحة الحلقوم | Lokum | टर्किश डिलाइट:ms',
            'Granola Bars:p | barres de céréales:fp | ألواح جرانولا:f:ألواح الجرانولا | Granola Bar | ग्रेनोला बार:mp',
          ],
          adjs: [ORGANIC, PREMIUM,
            'No-Added-Sugar | sans sucre ajouté | بدون سكر مضاف | Şeker İlavesiz | बिना चीनी वाला/बिना चीनी वाले/बिना चीनी वाली',
            'Gluten-Free | sans gluten | خالٍ من الغلوتين/خالية من الغلوتين | Glutensiz | ग्लूटेन-फ़्री'],
          size: { unit: 'g', values: [150, 200, 250, 500] },
        }],
      },
      pantry: {
        unit: 'pack',
        groups: [
          {
            nouns: ['Extra Virgin Olive Oil | huile d\'olive vierge extra:fs | زيت زيتون بكر ممتاز:m:زيت الزيتون البكر الممتاز | Sızma Zeytinyağı | एक्स्ट्रा वर्जिन ऑलिव ऑयल:ms'],
            adjs: [ORGANIC,
              'Cold-Pressed | pressé à froid/pressée à froid | معصور على البارد/معصورة على البارد | Soğuk Sıkım | कोल्ड-प्रेस्ड',
              'Early-Harvest | de récolte précoce | من الحصاد المبكر | Erken Hasat | अर्ली हार्वेस्ट'],
            size: { unit: 'ml', values: [500, 750, 1000] },
          },
          {
            nouns: [
              'Basmati Rice | riz basmati:ms | أرز بسمتي:m:الأرز البسمتي | Basmati Pirinç | बासमती चावल:ms',
              'Raw Honey | miel cru:ms | عسل خام:m:العسل الخام | Ham Bal | कच्चा शहद:ms',
              'Red Lentils:p | lentilles corail:fp | عدس أحمر:m:العدس الأحمر | Kırmızı Mercimek | मसूर दाल:fs',
            ],
            adjs: [ORGANIC, PREMIUM,
              'Local | local/locale/locaux/locales | محلي/محلية | Yerli | देसी'],
            size: { unit: 'g', values: [500, 1000, 2000] },
          },
        ],
      },
    },
  },

  jewellery: {
    line: 'collection',
    series: JEWELLERY_SERIES,
    arLineWord: 'مجموعة',
    verb: DESIGNED,
    purposes: [
      'everyday elegance | une élégance de tous les jours | لأناقة يومية | her güne zarafet katmak | हर दिन की ख़ूबसूरती',
      'special occasions and thoughtful gifts | les grandes occasions et les jolis cadeaux | للمناسبات الخاصة والهدايا المميزة | özel günler ve anlamlı hediyeler | ख़ास मौक़ों और यादगार तोहफ़ों',
    ],
    qualities: [
      'fine craftsmanship and a timeless design | un savoir-faire raffiné et un design intemporel | الصنعة الدقيقة والتصميم الخالد | ince işçiliği ve zamansız tasarımı | बारीक कारीगरी और सदाबहार डिज़ाइन',
      'delicate details and a comfortable fit | des détails délicats et un grand confort de port | التفاصيل الرقيقة والراحة عند الارتداء | zarif detayları ve rahat kullanımı | नाज़ुक बारीकियाँ और पहनने में आराम',
    ],
    benefits: [
      'Hypoallergenic and nickel-free, gentle on sensitive skin. | Sans nickel et hypoallergénique, pour les peaux sensibles. | خامات خالية من النيكل ولطيفة على البشرة الحساسة. | Antialerjik ve nikel içermez; hassas ciltlere uygundur. | निकल-फ़्री और हाइपोएलर्जेनिक, संवेदनशील त्वचा के लिए सौम्य।',
      'Arrives in an elegant gift box, ready to give. | Un élégant écrin cadeau est inclus, prêt à offrir. | تأتي القطعة في علبة هدايا أنيقة، جاهزة للإهداء. | Şık bir hediye kutusunda, hediye etmeye hazır şekilde gönderilir. | सुंदर गिफ़्ट बॉक्स में पैक, तोहफ़े में देने के लिए तैयार।',
      'Polished by hand for a brilliant, long-lasting shine. | Un polissage à la main pour un éclat intense et durable. | صقل يدوي يمنح لمعانًا رائعًا يدوم طويلًا. | Elde parlatılarak uzun süre kalıcı, göz alıcı bir parlaklık kazandırılır. | हाथ से की गई पॉलिश लंबे समय तक चमक बनाए रखती है।',
      'Avoid contact with water and perfume to preserve the shine. | Évitez le contact avec l\'eau et le parfum pour préserver son éclat. | تجنّب ملامسة الماء والعطور للحفاظ على البريق. | Parlaklığını korumak için su ve parfümle temasından kaçının. | चमक बनाए रखने के लिए पानी और परफ़्यूम से दूर रखें।',
    ],
    overview: [
      { text: 'Metal: nickel-free | Métal : sans nickel | المعدن: خالٍ من النيكل | Metal: nikel içermez | धातु: निकल-फ़्री' },
      WARRANTY_MONTHS,
      { text: 'Gift box included | Écrin cadeau inclus | علبة هدايا مرفقة | Hediye kutusu dahil | गिफ़्ट बॉक्स शामिल' },
      { text: 'Care: store separately in the pouch | Entretien : ranger séparément dans la pochette | العناية: يُحفظ منفصلًا في الكيس المرفق | Bakım: kesesinde ayrı saklayın | देखभाल: पाउच में अलग रखें' },
      { text: 'Weight: # g | Poids : # g | الوزن: # غرامًا | Ağırlık: # g | वज़न: # ग्राम', range: [11, 40, 1] },
    ],
    giftable: true,
    subs: {
      rings: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Ring | bague:fs | خاتم:m | Yüzük | अंगूठी:fs',
            'Stacking Ring Set | lot de bagues empilables:ms | طقم خواتم:m:طقم الخواتم | Kombin Yüzük Seti | स्टैकिंग रिंग सेट:ms',
          ],
          adjs: [STERLING, GOLD_PLATED, MINIMALIST, VINTAGE, HANDMADE],
          quals: [WITH_ZIRCON, WITH_PEARL],
        }],
      },
      necklaces: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Necklace | collier:ms | قلادة:f | Kolye | हार:ms',
            'Pendant | pendentif:ms | دلاية:f:الدلاية | Kolye Ucu | पेंडेंट:ms',
            'Chain | chaîne:fs | سلسلة:f | Zincir Kolye | चेन:fs',
          ],
          adjs: [STERLING, GOLD_PLATED, MINIMALIST, VINTAGE,
            'Heart-Shaped | en forme de cœur | على شكل قلب | Kalp Figürlü | दिल के आकार का/दिल के आकार के/दिल के आकार की'],
          quals: [WITH_ZIRCON, WITH_PEARL],
        }],
      },
      earrings: {
        unit: 'pair',
        groups: [{
          nouns: [
            'Hoop Earrings:p | créoles:fp | أقراط دائرية:f:الأقراط الدائرية | Halka Küpe | हूप ईयररिंग्स:mp',
            'Drop Earrings:p | boucles d\'oreilles pendantes:fp | أقراط متدلية:f:الأقراط المتدلية | Sallantılı Küpe | झुमके:mp',
          ],
          adjs: [STERLING, GOLD_PLATED, MINIMALIST, VINTAGE, HANDMADE],
          quals: [WITH_ZIRCON, WITH_PEARL],
        }],
      },
      bracelets: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Bracelet | bracelet:ms | سوار:m | Bileklik | ब्रेसलेट:ms',
            'Bangle Set | lot de joncs:ms | طقم أساور:m:طقم الأساور | Bilezik Seti | कंगन सेट:ms',
            'Charm Bracelet | bracelet à breloques:ms | سوار بدلايات:m:السوار | Charm Bileklik | चार्म ब्रेसलेट:ms',
          ],
          adjs: [STERLING, GOLD_PLATED, MINIMALIST, VINTAGE, HANDMADE],
          quals: [WITH_ZIRCON, GIFT_BOX],
        }],
      },
      watches: {
        unit: 'piece',
        groups: [{
          nouns: [
            'Wristwatch | montre:fs | ساعة يد:f:ساعة اليد | Kol Saati | कलाई घड़ी:fs',
            'Chronograph Watch | montre chronographe:fs | ساعة كرونوغراف:f:ساعة الكرونوغراف | Kronograf Saat | क्रोनोग्राफ़ घड़ी:fs',
          ],
          adjs: [
            'Stainless Steel | en acier inoxydable | من الفولاذ المقاوم للصدأ | Çelik | स्टेनलेस स्टील',
            CLASSIC, MINIMALIST,
            'Automatic | automatique | أوتوماتيكي/أوتوماتيكية | Otomatik | ऑटोमैटिक',
            'Water-Resistant | étanche | مقاوم للماء/مقاومة للماء | Suya Dayanıklı | वॉटर-रेज़िस्टेंट',
          ],
          quals: [
            'with Leather Strap | à bracelet cuir | بسوار جلدي | Deri Kordonlu | +लेदर स्ट्रैप के साथ',
            'with Sapphire Crystal | à verre saphir | بزجاج سافير | Safir Camlı | +सफ़ायर ग्लास के साथ',
          ],
        }],
      },
    },
  },
};

/** Units a product is sold by, per sub-category. */
export const UNITS: Readonly<Record<UnitKey, L5>> = {
  piece: '1 piece | 1 pièce | قطعة واحدة | 1 adet | 1 पीस',
  pair: '1 pair | 1 paire | زوج واحد | 1 çift | 1 जोड़ी',
  set: '1 set | 1 parure | طقم واحد | 1 takım | 1 सेट',
  bottle: '1 bottle | 1 flacon | عبوة واحدة | 1 şişe | 1 बोतल',
  pack: '1 pack | 1 paquet | عبوة واحدة | 1 paket | 1 पैक',
  jar: '1 jar | 1 pot | برطمان واحد | 1 kavanoz | 1 जार',
  copy: '1 copy | 1 exemplaire | نسخة واحدة | 1 adet | 1 प्रति',
  box: '1 box | 1 boîte | علبة واحدة | 1 kutu | 1 डिब्बा',
};

/** Badges shown on a tile; most products have none. */
export const BADGES: readonly L5[] = [
  'New | Nouveau | جديد | Yeni | नया',
  'Bestseller | Meilleure vente | الأكثر مبيعًا | Çok Satan | बेस्टसेलर',
  'Limited edition | Édition limitée | إصدار محدود | Sınırlı Sayıda | लिमिटेड एडिशन',
  'Eco-friendly | Écoresponsable | صديق للبيئة | Çevre Dostu | इको-फ़्रेंडली',
  'Exclusive | Exclusivité | حصري | Özel Ürün | एक्सक्लूसिव',
  'Top rated | Très bien noté | الأعلى تقييمًا | En Beğenilen | टॉप रेटेड',
];
