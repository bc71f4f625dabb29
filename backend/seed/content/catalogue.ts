/**
 * The demo catalogue: category tree, brands, stores, tags, collections, attributes, and the
 * generators for product and review texts in every language the shop speaks.
 */
import { BOOK_CLOSER, BOOK_OVERVIEW, BOOK_WORDS, type BookSpec } from './book-words';
import {
  type Adj, type Noun, type Qual, arAdj, capitalize, frAdj, frParticiple, frStartsWithVowel, frThe, frThis, hiAdj, localized,
  parseAdj, parseNoun, parseQual, split5,
} from './grammar';
import { PERSON_NAMES } from './names';
import { BADGES, CATEGORY_WORDS, CLOSERS, type CategorySpec, type GroupSpec, type SizeSpec, UNITS } from './product-words';
import { type Rng } from './random';
import { REVIEW_WORDS } from './review-words';
import { type Lang, type Localized } from './types';

export interface SubCategory {
  key: string;
  title: Localized;
  /** Image motif for this sub-category (see backend/images); an addition to the seeder's shape. */
  icon: string;
}

export interface Category {
  key: string;
  title: Localized;
  /** Image motif (see backend/images/motifs.ts). */
  icon: string;
  subCategories: SubCategory[];
}

const cat = (key: string, title: string, icon: string, subs: [string, string, string][]): Category => ({
  key,
  title: localized(title),
  icon,
  subCategories: subs.map(([k, t, i]) => ({ key: k, title: localized(t), icon: i })),
});

export const CATEGORY_TREE: Category[] = [
  cat('electronics', 'Electronics | Électronique | الإلكترونيات | Elektronik | इलेक्ट्रॉनिक्स', 'phone', [
    ['smartphones', 'Smartphones | Smartphones | الهواتف الذكية | Akıllı Telefonlar | स्मार्टफ़ोन', 'phone'],
    ['laptops', 'Laptops | Ordinateurs portables | الحواسيب المحمولة | Dizüstü Bilgisayarlar | लैपटॉप', 'laptop'],
    ['audio', 'Headphones & Audio | Casques et audio | السماعات والصوتيات | Kulaklık ve Ses | हेडफ़ोन और ऑडियो', 'headphones'],
    ['smartwatches', 'Smartwatches | Montres connectées | الساعات الذكية | Akıllı Saatler | स्मार्टवॉच', 'watch'],
    ['cameras', 'Cameras | Appareils photo | الكاميرات | Fotoğraf Makineleri | कैमरे', 'camera'],
  ]),
  cat('fashion', 'Fashion | Mode | الأزياء | Moda | फ़ैशन', 'tshirt', [
    ['mens-clothing', 'Men\'s Clothing | Vêtements homme | ملابس رجالية | Erkek Giyim | पुरुषों के कपड़े', 'tshirt'],
    ['womens-clothing', 'Women\'s Clothing | Vêtements femme | ملابس نسائية | Kadın Giyim | महिलाओं के कपड़े', 'dress'],
    ['shoes', 'Shoes | Chaussures | الأحذية | Ayakkabı | जूते', 'shoe'],
    ['bags', 'Bags | Sacs | الحقائب | Çanta | बैग', 'bag'],
    ['accessories', 'Accessories | Accessoires | الإكسسوارات | Aksesuar | एक्सेसरीज़', 'sunglasses'],
  ]),
  cat('home-kitchen', 'Home & Kitchen | Maison et cuisine | المنزل والمطبخ | Ev ve Mutfak | घर और रसोई', 'mug', [
    ['cookware', 'Cookware | Ustensiles de cuisson | أدوات الطهي | Pişirme Gereçleri | कुकवेयर', 'pan'],
    ['tableware', 'Tableware | Arts de la table | أدوات المائدة | Sofra Gereçleri | क्रॉकरी', 'mug'],
    ['home-decor', 'Home Decor | Décoration | ديكور المنزل | Ev Dekorasyonu | गृह सज्जा', 'vase'],
    ['lighting', 'Lighting | Luminaires | الإضاءة | Aydınlatma | लाइट और लैंप', 'lamp'],
    ['bedding', 'Bedding | Linge de lit | مفروشات السرير | Yatak Tekstili | बिस्तर और चादरें', 'pillow'],
  ]),
  cat('beauty', 'Beauty | Beauté | الجمال والعناية | Kozmetik | सौंदर्य', 'perfume', [
    ['skincare', 'Skincare | Soins du visage | العناية بالبشرة | Cilt Bakımı | त्वचा की देखभाल', 'tube'],
    ['makeup', 'Makeup | Maquillage | المكياج | Makyaj | मेकअप', 'lipstick'],
    ['fragrance', 'Fragrance | Parfums | العطور | Parfüm | इत्र और परफ़्यूम', 'perfume'],
    ['haircare', 'Hair Care | Soins des cheveux | العناية بالشعر | Saç Bakımı | बालों की देखभाल', 'bottle'],
  ]),
  cat('sports', 'Sports & Outdoors | Sport et plein air | الرياضة والهواء الطلق | Spor ve Outdoor | खेल और आउटडोर', 'ball', [
    ['fitness', 'Fitness | Fitness | اللياقة البدنية | Fitness | फ़िटनेस', 'dumbbell'],
    ['running', 'Running | Course à pied | الجري | Koşu | रनिंग', 'shoe'],
    ['cycling', 'Cycling | Vélo | ركوب الدراجات | Bisiklet | साइकिलिंग', 'bicycle'],
    ['camping', 'Camping & Hiking | Camping et randonnée | التخييم والمشي | Kamp ve Doğa Yürüyüşü | कैंपिंग और हाइकिंग', 'tent'],
    ['team-sports', 'Team Sports | Sports collectifs | الرياضات الجماعية | Takım Sporları | टीम खेल', 'ball'],
  ]),
  cat('toys', 'Toys & Games | Jouets et jeux | الألعاب | Oyuncak ve Oyun | खिलौने और खेल', 'blocks', [
    ['building-sets', 'Building Sets | Jeux de construction | ألعاب التركيب | Yapı Setleri | बिल्डिंग सेट', 'blocks'],
    ['plush', 'Plush Toys | Peluches | الدمى المحشوة | Peluş Oyuncaklar | सॉफ़्ट टॉय', 'teddy'],
    ['board-games', 'Board Games & Puzzles | Jeux de société et puzzles | الألعاب اللوحية والألغاز | Kutu Oyunları ve Yapbozlar | बोर्ड गेम और पज़ल', 'dice'],
    ['rc-vehicles', 'Remote-Control Toys | Jouets radiocommandés | ألعاب التحكم عن بعد | Uzaktan Kumandalı Oyuncaklar | रिमोट कंट्रोल खिलौने', 'car'],
  ]),
  cat('books', 'Books | Livres | الكتب | Kitap | किताबें', 'book', [
    ['fiction', 'Fiction | Romans | الروايات | Roman | उपन्यास और कहानियाँ', 'book'],
    ['childrens-books', 'Children\'s Books | Livres pour enfants | كتب الأطفال | Çocuk Kitapları | बच्चों की किताबें', 'book'],
    ['cookbooks', 'Cookbooks | Livres de cuisine | كتب الطبخ | Yemek Kitapları | कुकबुक', 'book'],
    ['self-help', 'Personal Growth | Développement personnel | تطوير الذات | Kişisel Gelişim | आत्म-विकास', 'book'],
    ['science', 'Science & Nature | Sciences et nature | العلوم والطبيعة | Bilim ve Doğa | विज्ञान और प्रकृति', 'book'],
  ]),
  cat('groceries', 'Groceries | Épicerie | البقالة | Süpermarket | किराना', 'fruit', [
    ['fresh-produce', 'Fruits & Vegetables | Fruits et légumes | الفواكه والخضروات | Meyve ve Sebze | फल और सब्ज़ियाँ', 'fruit'],
    ['coffee-tea', 'Coffee & Tea | Café et thé | القهوة والشاي | Kahve ve Çay | चाय और कॉफ़ी', 'coffee'],
    ['snacks', 'Snacks & Sweets | Snacks et confiseries | الوجبات الخفيفة والحلويات | Atıştırmalıklar ve Tatlılar | स्नैक्स और मिठाइयाँ', 'cookie'],
    ['pantry', 'Pantry Staples | Épicerie de base | المؤن الأساسية | Temel Gıda | रसोई का ज़रूरी सामान', 'jar'],
  ]),
  cat('jewellery', 'Jewelry | Bijoux | المجوهرات | Takı | आभूषण', 'ring', [
    ['rings', 'Rings | Bagues | الخواتم | Yüzükler | अंगूठियाँ', 'ring'],
    ['necklaces', 'Necklaces | Colliers | القلائد | Kolyeler | हार', 'necklace'],
    ['earrings', 'Earrings | Boucles d\'oreilles | الأقراط | Küpeler | झुमके और बालियाँ', 'earrings'],
    ['bracelets', 'Bracelets | Bracelets | الأساور | Bileklikler | कंगन और ब्रेसलेट', 'bracelet'],
    ['watches', 'Watches | Montres | الساعات | Saatler | घड़ियाँ', 'watch'],
  ]),
];

/** Invented brand names; the same in every language, as brand names are. */
export const BRANDS: { key: string; name: string }[] = [
  'Voltara', 'Lumivex', 'Orbiton', 'Zephyra', 'Kaveli', 'Brightfold', 'Mirello', 'Tessaro', 'Kinetra',
  'Oakhaven', 'Solenne', 'Pixora', 'Nuvora', 'Calyra', 'Tavona', 'Fernwick', 'Blue Crest', 'Quillon',
  'Sunhaven', 'Marivo', 'Ventrix', 'Petalune',
].map((name) => ({ key: name.toLowerCase().replace(/ /g, '-'), name }));

const store = (key: string, name: string, description: string) => ({ key, name, description: localized(description) });

/** Invented seller stores, one or two per area of the catalogue. */
export const STORES: { key: string; name: string; description: Localized }[] = [
  store('circuit-corner', 'Circuit Corner', 'Gadgets, audio and smart devices, tested by people who love technology. | Gadgets, audio et objets connectés, testés par des passionnés de technologie. | أجهزة ذكية وسماعات وإلكترونيات يختبرها عشاق التكنولوجيا. | Teknoloji tutkunlarının test ettiği akıllı cihazlar, ses ürünleri ve aksesuarlar. | गैजेट, ऑडियो और स्मार्ट डिवाइस, जिन्हें टेक्नोलॉजी के शौक़ीन लोग परखते हैं।'),
  store('maison-lila', 'Maison Lila', 'Modern, easy-to-wear fashion, designed in small collections. | Une mode moderne et facile à porter, imaginée en petites collections. | أزياء عصرية وسهلة الارتداء، مصممة ضمن مجموعات صغيرة. | Küçük koleksiyonlar halinde tasarlanan, modern ve rahat giyilen parçalar. | मॉडर्न और आरामदायक फ़ैशन, छोटे कलेक्शन में डिज़ाइन किया गया।'),
  store('anatolia-bazaar', 'Anatolia Bazaar', 'Handmade homeware, ceramics and textiles from independent workshops. | Objets pour la maison, céramiques et textiles faits main par des ateliers indépendants. | أدوات منزلية وخزفيات ومنسوجات مصنوعة يدويًا في ورش مستقلة. | Bağımsız atölyelerden el yapımı ev eşyaları, seramikler ve tekstiller. | स्वतंत्र कारीगरों की वर्कशॉप से हाथ से बना घरेलू सामान, सिरेमिक और कपड़े।'),
  store('glow-atelier', 'Glow Atelier', 'Clean skincare, makeup and fragrances made with carefully chosen ingredients. | Soins, maquillage et parfums aux ingrédients soigneusement choisis. | منتجات للعناية بالبشرة ومكياج وعطور بمكونات مختارة بعناية. | Özenle seçilmiş içeriklerle hazırlanan cilt bakımı, makyaj ve parfüm ürünleri. | ध्यान से चुनी गई सामग्री से बने स्किनकेयर, मेकअप और परफ़्यूम।'),
  store('peak-outfitters', 'Peak Outfitters', 'Gear for training, running, cycling and weekends outdoors. | L\'équipement pour s\'entraîner, courir, pédaler et profiter du plein air le week-end. | معدات للتمارين والجري وركوب الدراجات وعطلات نهاية الأسبوع في الطبيعة. | Antrenman, koşu, bisiklet ve doğada geçen hafta sonları için ekipman. | ट्रेनिंग, दौड़, साइकिलिंग और वीकेंड आउटडोर के लिए ज़रूरी सामान।'),
  store('paper-lantern', 'Paper Lantern', 'Books, toys and games for curious minds of every age. | Livres, jouets et jeux pour les esprits curieux de tous âges. | كتب وألعاب للعقول الفضولية من جميع الأعمار. | Her yaştan meraklı zihinler için kitaplar, oyuncaklar ve oyunlar. | हर उम्र के जिज्ञासु मन के लिए किताबें, खिलौने और खेल।'),
  store('spice-lane-market', 'Spice Lane Market', 'Pantry staples, coffee, tea and snacks from trusted producers. | Produits d\'épicerie, café, thé et en-cas de producteurs de confiance. | مؤن أساسية وقهوة وشاي ووجبات خفيفة من منتجين موثوقين. | Güvenilir üreticilerden temel gıdalar, kahve, çay ve atıştırmalıklar. | भरोसेमंद उत्पादकों से रसोई का सामान, चाय, कॉफ़ी और स्नैक्स।'),
  store('noor-jewels', 'Noor Jewels', 'Fine jewelry and watches, crafted for everyday elegance. | Bijoux et montres raffinés, pensés pour une élégance de tous les jours. | مجوهرات وساعات راقية صُنعت لأناقة كل يوم. | Her güne zarafet katan özenli takılar ve saatler. | रोज़ की ख़ूबसूरती के लिए बनाए गए बेहतरीन आभूषण और घड़ियाँ।'),
];

const keyed = (key: string, title: string) => ({ key, title: localized(title) });

export const TAGS: { key: string; title: Localized }[] = [
  keyed('wireless', 'Wireless | Sans fil | لاسلكي | Kablosuz | वायरलेस'),
  keyed('organic', 'Organic | Bio | عضوي | Organik | ऑर्गेनिक'),
  keyed('handmade', 'Handmade | Fait main | صناعة يدوية | El Yapımı | हस्तनिर्मित'),
  keyed('eco-friendly', 'Eco-friendly | Écoresponsable | صديق للبيئة | Çevre Dostu | इको-फ़्रेंडली'),
  keyed('gift-idea', 'Gift idea | Idée cadeau | فكرة هدية | Hediye Fikri | तोहफ़े का आइडिया'),
  keyed('summer', 'Summer | Été | الصيف | Yaz | गर्मियाँ'),
  keyed('travel', 'Travel | Voyage | السفر | Seyahat | सफ़र'),
  keyed('kids', 'Kids | Enfants | الأطفال | Çocuk | बच्चे'),
  keyed('vegan', 'Vegan | Vegan | نباتي | Vegan | वीगन'),
  keyed('premium', 'Premium | Premium | فاخر | Premium | प्रीमियम'),
  keyed('limited-edition', 'Limited edition | Édition limitée | إصدار محدود | Sınırlı Üretim | लिमिटेड एडिशन'),
  keyed('home-office', 'Home office | Télétravail | العمل من المنزل | Evden Çalışma | वर्क फ़्रॉम होम'),
  keyed('fitness', 'Fitness | Forme et bien-être | اللياقة البدنية | Fitness | फ़िटनेस'),
];

export const COLLECTIONS: { key: string; title: Localized }[] = [
  keyed('new-arrivals', 'New arrivals | Nouveautés | وصل حديثًا | Yeni Gelenler | नए प्रोडक्ट'),
  keyed('best-sellers', 'Best sellers | Meilleures ventes | الأكثر مبيعًا | Çok Satanlar | बेस्टसेलर'),
  keyed('eco-picks', 'Eco picks | Sélection écoresponsable | اختيارات صديقة للبيئة | Çevre Dostu Seçimler | इको-फ़्रेंडली पसंद'),
  keyed('gifts-under-50', 'Gifts under $50 | Cadeaux à moins de 50 $ | هدايا بأقل من 50 دولارًا | 50 Dolar Altı Hediyeler | $50 से कम के तोहफ़े'),
  keyed('top-rated', 'Top rated | Les mieux notés | الأعلى تقييمًا | En Yüksek Puanlılar | टॉप रेटेड'),
  keyed('trending-now', 'Trending now | Tendances du moment | الأكثر رواجًا الآن | Şu An Trend | अभी ट्रेंडिंग'),
];

const same = (text: string): string => `${text} | ${text} | ${text} | ${text} | ${text}`;

export const ATTRIBUTES: { key: string; title: Localized; values: { key: string; title: Localized }[] }[] = [
  {
    ...keyed('color', 'Color | Couleur | اللون | Renk | रंग'),
    values: [
      keyed('black', 'Black | Noir | أسود | Siyah | काला'),
      keyed('white', 'White | Blanc | أبيض | Beyaz | सफ़ेद'),
      keyed('navy', 'Navy blue | Bleu marine | كحلي | Lacivert | नेवी ब्लू'),
      keyed('red', 'Red | Rouge | أحمر | Kırmızı | लाल'),
      keyed('green', 'Green | Vert | أخضر | Yeşil | हरा'),
      keyed('beige', 'Beige | Beige | بيج | Bej | बेज'),
      keyed('pink', 'Pink | Rose | وردي | Pembe | गुलाबी'),
      keyed('gray', 'Gray | Gris | رمادي | Gri | ग्रे'),
    ],
  },
  {
    ...keyed('size', 'Size | Taille | المقاس | Beden | साइज़'),
    values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => keyed(s.toLowerCase(), same(s))),
  },
  {
    ...keyed('storage', 'Storage | Stockage | سعة التخزين | Depolama | स्टोरेज'),
    values: [
      ...[64, 128, 256, 512].map((n) => keyed(`${n}gb`, `${n} GB | ${n} Go | ${n} غيغابايت | ${n} GB | ${n} GB`)),
      keyed('1tb', '1 TB | 1 To | 1 تيرابايت | 1 TB | 1 TB'),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Product texts. Word lists are compiled once; each call is then array look-ups and concatenation.

interface CompiledGroup {
  nouns: Noun[];
  adjs: Adj[];
  quals: Qual[];
  counts: readonly number[];
  size: SizeSpec | null;
}

interface CompiledSub {
  unit: Localized;
  groups: CompiledGroup[];
  /** Every noun with its group, so that consecutive products cycle through the product kinds. */
  kinds: { group: CompiledGroup; noun: Noun }[];
  book: CompiledBook | null;
}

interface CompiledBook {
  nouns: { en: string; fr: string; frFem: boolean; ar: string; arFem: boolean; tr: string; hi: string; hiFem: boolean }[];
  adjs: Adj[];
  titles: Localized[];
  counts: readonly number[];
  subtitle: Localized | null;
  blurbs: Localized[];
}

interface Verb {
  en: string;
  frParticiple: string;
  frRest: string;
  ar: readonly [string, string];
  tr: string;
  /** ms, mp, fs, fp */
  hi: readonly [string, string, string, string];
}

interface CompiledCategory {
  spec: CategorySpec;
  verb: Verb;
  purposes: Localized[];
  qualities: Localized[];
  benefits: Localized[];
  overview: { text: Localized; range: readonly [number, number, number] | null }[];
  closers: Localized[];
  subs: Map<string, CompiledSub>;
}

function compileVerb(entry: string): Verb {
  const [en, fr, ar, tr, hi] = split5(entry);
  const space = fr.indexOf(' ');
  const arForms = ar.split('/');
  const hiForms = hi.split('/');
  if (space < 0 || arForms.length !== 2 || hiForms.length !== 4) throw new Error(`malformed verb: ${entry}`);
  return {
    en,
    frParticiple: fr.slice(0, space),
    frRest: fr.slice(space + 1),
    ar: arForms as [string, string],
    tr,
    hi: hiForms as [string, string, string, string],
  };
}

function compileGroup(g: GroupSpec): CompiledGroup {
  return {
    nouns: g.nouns.map(parseNoun),
    adjs: g.adjs.map(parseAdj),
    quals: (g.quals ?? []).map(parseQual),
    counts: g.counts ?? [],
    size: g.size ?? null,
  };
}

function compileBook(spec: BookSpec): CompiledBook {
  return {
    nouns: (spec.nouns ?? []).map((entry) => {
      const [en, fr, ar, tr, hi] = split5(entry);
      const [frN, frG] = fr.split(':');
      const [arN, arG] = ar.split(':');
      const [hiN, hiG] = hi.split(':');
      if (!frN || !arN || !hiN || !frG || !arG || !hiG) throw new Error(`malformed book noun: ${entry}`);
      return { en, fr: frN, frFem: frG === 'f', ar: arN, arFem: arG === 'f', tr, hi: hiN, hiFem: hiG === 'f' };
    }),
    adjs: (spec.adjs ?? []).map(parseAdj),
    titles: (spec.titles ?? []).map(localized),
    counts: spec.counts ?? [],
    subtitle: spec.subtitle ? localized(spec.subtitle) : null,
    blurbs: spec.blurbs.map(localized),
  };
}

function compileCategory(key: string, spec: CategorySpec): CompiledCategory {
  const subs = new Map<string, CompiledSub>();
  for (const [subKey, sub] of Object.entries(spec.subs)) {
    const groups = sub.groups.map(compileGroup);
    const bookSpec = key === 'books' ? BOOK_WORDS[subKey] : undefined;
    if (key === 'books' && !bookSpec) throw new Error(`no book words for ${subKey}`);
    subs.set(subKey, {
      unit: localized(UNITS[sub.unit]),
      groups,
      kinds: groups.flatMap((group) => group.nouns.map((noun) => ({ group, noun }))),
      book: bookSpec ? compileBook(bookSpec) : null,
    });
  }
  const closers = [localized(CLOSERS.ships), localized(CLOSERS.packed)];
  if (spec.giftable) closers.push(localized(CLOSERS.gift));
  return {
    spec,
    verb: compileVerb(spec.verb),
    purposes: spec.purposes.map(localized),
    qualities: spec.qualities.map(localized),
    benefits: spec.benefits.map(localized),
    overview: spec.overview.map((o) => ({ text: localized(o.text), range: o.range ?? null })),
    closers,
    subs,
  };
}

const COMPILED = new Map<string, CompiledCategory>(
  Object.entries(CATEGORY_WORDS).map(([key, spec]) => [key, compileCategory(key, spec)]),
);
const BADGE_TEXTS = BADGES.map(localized);
const BOOK_CLOSER_TEXT = localized(BOOK_CLOSER);
const BOOK_LINES = {
  author: localized(BOOK_OVERVIEW.author),
  pages: localized(BOOK_OVERVIEW.pages),
  year: localized(BOOK_OVERVIEW.year),
  formats: BOOK_OVERVIEW.formats.map(localized),
};
const SHIPS_TEXT = localized(CLOSERS.ships);

const TECH_LETTERS = ['X', 'S', 'M', 'Z', 'V', 'Q', 'R', 'T', 'N', 'E'];
const TECH_SUFFIXES = ['', '', '', '', '', ' Pro', ' Max', ' Lite', ' Plus', ' Mini', ' Air', ' Ultra', ' SE'];

/** Replaces "#" with a number in every language; Turkish and French keep their own spacing. */
function fill(text: Localized, n: number): Localized {
  const s = String(n);
  return {
    en: text.en.replace('#', s),
    fr: text.fr.replace('#', s),
    ar: text.ar.replace('#', s),
    tr: text.tr.replace('#', s),
    hi: text.hi.replace('#', s),
  };
}

function fillQual(q: Qual, n: number): Qual {
  const s = String(n);
  return { ...q, en: q.en.replace('#', s), fr: q.fr.replace('#', s), ar: q.ar.replace('#', s), tr: q.tr.replace('#', s), hi: q.hi.replace('#', s) };
}

function sizeText(size: SizeSpec, value: number): Localized {
  if (size.unit === 'cm') return { en: `${value} cm`, fr: `${value} cm`, ar: `${value} سم`, tr: `${value} cm`, hi: `${value} सेमी` };
  const big = value >= 1000;
  const v = big ? value / 1000 : value;
  const frNum = String(v).replace('.', ',');
  if (size.unit === 'ml') {
    return big
      ? { en: `${v} L`, fr: `${frNum} l`, ar: `${v} لتر`, tr: `${frNum} L`, hi: `${v} लीटर` }
      : { en: `${v} ml`, fr: `${v} ml`, ar: `${v} مل`, tr: `${v} ml`, hi: `${v} मिली` };
  }
  return big
    ? { en: `${v} kg`, fr: `${frNum} kg`, ar: `${v} كغ`, tr: `${frNum} kg`, hi: `${v} किग्रा` }
    : { en: `${v} g`, fr: `${v} g`, ar: `${v} غ`, tr: `${v} g`, hi: `${v} ग्राम` };
}

function lineName(rng: Rng, spec: CategorySpec): string {
  const series = rng.pick(spec.series);
  if (spec.line !== 'tech') return series;
  const num = rng.chance(0.7) ? rng.int(1, 20) : rng.int(2, 9) * 10;
  return `${series} ${rng.pick(TECH_LETTERS)}${num}${rng.pick(TECH_SUFFIXES)}`;
}

function join(parts: (string | null)[]): string {
  let out = '';
  for (const p of parts) {
    if (p === null || p === '') continue;
    out = out === '' ? p : `${out} ${p}`;
  }
  return out;
}

function productTitle(line: string, noun: Noun, adj: Adj | null, q: Qual | null, size: Localized | null): Localized {
  // English, Turkish and Hindi put the line name first and qualifiers before the noun unless marked
  // to follow it; French and Arabic put the noun first and the line name after its adjectives.
  const en = join([line, q && !q.enAfter ? q.en : null, adj?.en ?? null, noun.en, q?.enAfter ? q.en : null]);
  const fr = join([capitalize(noun.fr), adj ? frAdj(adj, noun) : null, q && !q.frAfter ? q.fr : null, line, q?.frAfter ? q.fr : null]);
  const ar = join([noun.ar, adj ? arAdj(adj, noun) : null, q && !q.arAfter ? q.ar : null, line, q?.arAfter ? q.ar : null]);
  const tr = join([line, q && !q.trAfter ? q.tr : null, adj?.tr ?? null, noun.tr, q?.trAfter ? q.tr : null]);
  const hi = join([line, q && !q.hiAfter ? q.hi : null, adj ? hiAdj(adj, noun) : null, noun.hi, q?.hiAfter ? q.hi : null]);
  if (!size) return { en, fr, ar, tr, hi };
  return { en: `${en}, ${size.en}`, fr: `${fr}, ${size.fr}`, ar: `${ar}، ${size.ar}`, tr: `${tr}, ${size.tr}`, hi: `${hi}, ${size.hi}` };
}

/**
 * "This smartphone" in Arabic: the demonstrative comes first before a noun with the article
 * ("هذا الهاتف"), but after a construct phrase ("سماعة الرأس هذه"), where putting it first would
 * read as a sentence ("this is the headphone").
 */
function arThis(n: Noun): string {
  const d = n.arFem ? 'هذه' : 'هذا';
  return n.arDef.startsWith('ال') ? `${d} ${n.arDef}` : `${n.arDef} ${d}`;
}

/** The first sentence names the product, so it is the one that needs agreement. */
function introSentence(rng: Rng, c: CompiledCategory, line: string, n: Noun): Localized {
  if (rng.chance(0.5) && c.purposes.length > 0) {
    const p = rng.pick(c.purposes);
    const v = c.verb;
    const hiIndex = (n.hiFem ? 2 : 0) + (n.hiPlural ? 1 : 0);
    return {
      en: `The ${line} ${n.enLower} ${n.enPlural ? 'are' : 'is'} ${v.en} ${p.en}.`,
      fr: `${frThis(n)} ${n.fr} ${line} ${n.frPlural ? 'sont' : 'est'} ${frParticiple(v.frParticiple, n)} ${v.frRest} ${p.fr}.`,
      ar: `${arThis(n)} من ${c.spec.arLineWord} ${line} ${v.ar[n.arFem ? 1 : 0]} ${p.ar}.`,
      tr: `${line} ${n.trLower}, ${p.tr} ${v.tr}.`,
      hi: `${line} ${n.hi} ${p.hi} के लिए ${v.hi[hiIndex]}।`,
    };
  }
  const q = rng.pick(c.qualities);
  return {
    en: `The ${line} ${n.enLower} ${n.enPlural ? 'combine' : 'combines'} ${q.en}.`,
    fr: `${frThe(n, true)}${n.fr} ${line} ${n.frPlural ? 'allient' : 'allie'} ${q.fr}.`,
    ar: `${n.arFem ? 'تجمع' : 'يجمع'} ${n.arDef} من ${c.spec.arLineWord} ${line} بين ${q.ar}.`,
    tr: `${line} ${n.trLower}, ${q.tr} bir araya getiriyor.`,
    hi: `${line} ${n.hi} में ${q.hi} का बेहतरीन मेल है।`,
  };
}

function sentences(parts: Localized[], sep: Record<Lang, string>): Localized {
  const out = { en: '', fr: '', ar: '', tr: '', hi: '' };
  for (const p of parts) {
    out.en = out.en ? `${out.en}${sep.en}${p.en}` : p.en;
    out.fr = out.fr ? `${out.fr}${sep.fr}${p.fr}` : p.fr;
    out.ar = out.ar ? `${out.ar}${sep.ar}${p.ar}` : p.ar;
    out.tr = out.tr ? `${out.tr}${sep.tr}${p.tr}` : p.tr;
    out.hi = out.hi ? `${out.hi}${sep.hi}${p.hi}` : p.hi;
  }
  return out;
}

const SPACE = { en: ' ', fr: ' ', ar: ' ', tr: ' ', hi: ' ' };
const NEWLINE = { en: '\n', fr: '\n', ar: '\n', tr: '\n', hi: '\n' };

/** k distinct elements, in a random order, without copying the whole list when k is small. */
function pickSome<T>(rng: Rng, arr: readonly T[], k: number): T[] {
  const n = arr.length;
  const take = Math.min(k, n);
  const used = new Set<number>();
  const out: T[] = [];
  while (out.length < take) {
    const i = Math.floor(rng.next() * n);
    if (used.has(i)) continue;
    used.add(i);
    out.push(arr[i] as T);
  }
  return out;
}

function numberIn(rng: Rng, [min, max, step]: readonly [number, number, number]): number {
  return min + step * rng.int(0, Math.floor((max - min) / step));
}

function maybeBadge(rng: Rng): Localized | null {
  return rng.chance(0.25) ? rng.pick(BADGE_TEXTS) : null;
}

export interface ProductText {
  title: Localized;
  description: Localized;
  overview: Localized;
  unit: Localized;
  badge: Localized | null;
}

function bookText(rng: Rng, b: CompiledBook, unit: Localized): ProductText {
  let title: Localized;
  if (b.nouns.length > 0 && (b.titles.length === 0 || rng.chance(0.8))) {
    const n = rng.pick(b.nouns);
    const a = rng.pick(b.adjs);
    const frA = a.fr[n.frFem ? 1 : 0] as string;
    const article = frStartsWithVowel(n.fr) ? 'L\'' : n.frFem ? 'La ' : 'Le ';
    title = {
      en: `The ${a.en} ${n.en}`,
      fr: `${article}${capitalize(n.fr)} ${frA}`,
      ar: `${n.ar} ${a.ar[n.arFem ? 1 : 0]}`,
      tr: `${a.tr} ${n.tr}`,
      hi: `${a.hi[n.hiFem ? 2 : 0]} ${n.hi}`,
    };
    if (b.subtitle && rng.chance(0.5)) {
      const s = b.subtitle;
      // French sets a space before the colon.
      title = { en: title.en + s.en, fr: `${title.fr} ${s.fr}`, ar: title.ar + s.ar, tr: title.tr + s.tr, hi: title.hi + s.hi };
    }
  } else {
    const t = rng.pick(b.titles);
    title = b.counts.length > 0 ? fill(t, rng.pick(b.counts)) : t;
  }
  const blurbs = pickSome(rng, b.blurbs, rng.int(1, 2));
  const closing = rng.chance(0.5) ? [BOOK_CLOSER_TEXT, SHIPS_TEXT] : [BOOK_CLOSER_TEXT];
  const author = rng.pick(PERSON_NAMES);
  const lines: Localized[] = [
    { en: BOOK_LINES.author.en.replace('@', author), fr: BOOK_LINES.author.fr.replace('@', author), ar: BOOK_LINES.author.ar.replace('@', author), tr: BOOK_LINES.author.tr.replace('@', author), hi: BOOK_LINES.author.hi.replace('@', author) },
    fill(BOOK_LINES.pages, 8 * rng.int(12, 80)),
    rng.pick(BOOK_LINES.formats),
  ];
  if (rng.chance(0.6)) lines.push(fill(BOOK_LINES.year, rng.int(2012, 2025)));
  return {
    title,
    description: sentences([...blurbs, ...closing].slice(0, 4), SPACE),
    overview: sentences(lines, NEWLINE),
    unit,
    badge: maybeBadge(rng),
  };
}

/**
 * Names and texts of one product in every language. Deterministic for a given rng state, keys and
 * index; `index` rotates through the kinds of product of the sub-category (earbuds, headphones, …)
 * so that a listing shows them mixed, and the rng picks everything else.
 * Throws for a category or sub-category that is not in CATEGORY_TREE.
 */
export function productText(rng: Rng, categoryKey: string, subCategoryKey: string, index: number): ProductText {
  const c = COMPILED.get(categoryKey);
  const sub = c?.subs.get(subCategoryKey);
  if (!c || !sub) throw new Error(`unknown sub-category ${categoryKey}/${subCategoryKey}`);
  if (sub.book) return bookText(rng, sub.book, sub.unit);

  const kind = sub.kinds[Math.abs(Math.trunc(index)) % sub.kinds.length];
  if (!kind) throw new Error(`no products for ${categoryKey}/${subCategoryKey}`);
  const { group, noun } = kind;
  const line = lineName(rng, c.spec);
  const adj = group.adjs.length > 0 && rng.chance(0.85) ? rng.pick(group.adjs) : null;
  let qual = group.quals.length > 0 && rng.chance(0.5) ? rng.pick(group.quals) : null;
  if (qual?.counted) qual = fillQual(qual, group.counts.length > 0 ? rng.pick(group.counts) : 100);
  const size = group.size ? sizeText(group.size, rng.pick(group.size.values)) : null;

  const intro = introSentence(rng, c, line, noun);
  const benefits = pickSome(rng, c.benefits, rng.int(1, 2));
  const parts = [intro, ...benefits];
  if (parts.length < 3 || rng.chance(0.5)) parts.push(rng.pick(c.closers));

  const lines = pickSome(rng, c.overview, rng.int(3, Math.min(5, c.overview.length))).map((o) =>
    o.range ? fill(o.text, numberIn(rng, o.range)) : o.text,
  );

  return {
    title: productTitle(line, noun, adj, qual, size),
    description: sentences(parts, SPACE),
    overview: sentences(lines, NEWLINE),
    unit: sub.unit,
    badge: maybeBadge(rng),
  };
}

const REVIEWS = Object.fromEntries(
  Object.entries(REVIEW_WORDS).map(([stars, pool]) => [stars, { openers: pool.openers.map(localized), details: pool.details.map(localized) }]),
) as Record<string, { openers: Localized[]; details: Localized[] }>;

/** A short review whose tone matches the rating (stars are rounded and clamped to 1..5). */
export function reviewText(rng: Rng, stars: number): Localized {
  const s = Number.isFinite(stars) ? Math.min(5, Math.max(1, Math.round(stars))) : 5;
  const pool = REVIEWS[String(s)] as { openers: Localized[]; details: Localized[] };
  const opener = rng.pick(pool.openers);
  return rng.chance(0.7) ? sentences([opener, rng.pick(pool.details)], SPACE) : opener;
}
