/**
 * Demo pictures generated on demand from the image name the seeder stored, so that the shop has
 * images without shipping binary files or downloading anything. The same name always gives the
 * same bytes, which lets the server send long cache headers and ETags.
 *
 * Accepted names (anything else gives null, so a route can answer 404; no name ever reaches the
 * file system):
 *   product/{categoryKey}/{productId}-{n}.svg         600×600, motif chosen among the category's
 *   product/{categoryKey}-{subKey}/{productId}-{n}.svg   …or the sub-category's own motif
 *   category/{categoryKey}.svg, category/{categoryKey}-{subKey}.svg   300×300
 *   brand/{brandKey}.svg 300×150 · store/{storeKey}.svg 200×200
 *   banner/{type}-{id}.svg  type 1: 1200×400, 2-4: 600×300, 5-7: 500×100, 8: 1920×60, 9: 600×400
 *   slider/{id}.svg 1200×450 · slider/side-{id}.svg 600×225
 *   logo/header.svg, logo/footer.svg 240×60; logo/icon.svg 48×48 (the site icon)
 *   payment/{visa|mastercard|paypal|cod|bank}.svg 64×40
 *   social/{facebook|x|instagram|youtube}.svg 32×32
 *   feature/{truck|shield|return|support}.svg 64×64
 *   default.svg 600×600
 *   thumb/{any of the above} → the same picture at half the width and height (same viewBox)
 */
import { BRANDS, CATEGORY_TREE, type Category, STORES } from '../seed/content/catalogue';
import { hashString } from '../seed/content/random';
import { SITE, SLIDES } from '../seed/content/site';
import {
  type Art, bannerArt, brandArt, categoryArt, defaultArt, featureArt, iconArt, logoArt, paymentArt, productArt, sliderArt,
  socialArt, storeArt,
} from './artwork';
import { MOTIF_NAMES } from './motifs';

interface Size {
  width: number;
  height: number;
}

/** Pixel sizes of every kind of picture; a thumbnail is the full picture at half these sizes. */
export const IMAGE_SIZES = {
  product: { width: 600, height: 600 },
  category: { width: 300, height: 300 },
  brand: { width: 300, height: 150 },
  store: { width: 200, height: 200 },
  /**
   * Banners are 500×100 by default; home banners of the first types are shown larger,
   * so they get room to stay sharp: a hero-wide type 1, medium tiles 2-4, strips 5-7.
   */
  banner: {
    1: { width: 1200, height: 400 },
    2: { width: 600, height: 300 },
    3: { width: 600, height: 300 },
    4: { width: 600, height: 300 },
    5: { width: 500, height: 100 },
    6: { width: 500, height: 100 },
    7: { width: 500, height: 100 },
    8: { width: 1920, height: 60 },
    9: { width: 600, height: 400 },
  } as Readonly<Record<number, Size>>,
  /** A flash sale's card (5:2) when the sale has no image of its own: `flash/{id}.svg`. */
  flash: { width: 1000, height: 400 },
  slider: { width: 1200, height: 450 },
  sliderSide: { width: 600, height: 225 },
  logo: { width: 240, height: 60 },
  payment: { width: 64, height: 40 },
  social: { width: 32, height: 32 },
  feature: { width: 64, height: 64 },
  default: { width: 600, height: 600 },
  thumbScale: 0.5,
} as const;

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PRODUCT = new RegExp(`^product/(${SLUG})/(\\d{1,9})-(\\d{1,3})\\.svg$`);
const CATEGORY = new RegExp(`^category/(${SLUG})\\.svg$`);
const BRAND = new RegExp(`^brand/(${SLUG})\\.svg$`);
const STORE = new RegExp(`^store/(${SLUG})\\.svg$`);
const BANNER = /^banner\/([1-9])-(\d{1,9})\.svg$/;
const SLIDER = /^slider\/(side-)?(\d{1,9})\.svg$/;
const FLASH = /^flash\/(\d{1,9})\.svg$/;
const SIMPLE = /^(logo|payment|social|feature)\/([a-z]+)\.svg$/;
const MAX_NAME = 160;

const CATEGORIES = new Map<string, Category>(CATEGORY_TREE.map((c) => [c.key, c]));
const BRAND_NAMES = new Map(BRANDS.map((b) => [b.key, b.name]));
const STORE_NAMES = new Map(STORES.map((s) => [s.key, s.name]));
/** Objects worth showing on banners: everything but the plain parcel. */
const SHOWCASE = MOTIF_NAMES.filter((m) => m !== 'parcel');

/** Motifs of a category or of one of its sub-categories, from a slug such as "home-kitchen-lighting". */
function motifsFor(slug: string): { motifs: string[]; known: boolean } {
  const cat = CATEGORIES.get(slug);
  if (cat) return { motifs: [...new Set(cat.subCategories.map((s) => s.icon))], known: true };
  for (const c of CATEGORY_TREE) {
    if (!slug.startsWith(`${c.key}-`)) continue;
    const sub = c.subCategories.find((s) => s.key === slug.slice(c.key.length + 1));
    if (sub) return { motifs: [sub.icon], known: true };
  }
  // A well-formed key the catalogue does not know (a category added later) still gets a picture.
  return { motifs: ['parcel'], known: false };
}

function categoryIcon(slug: string): string {
  const cat = CATEGORIES.get(slug);
  if (cat) return cat.icon;
  return motifsFor(slug).motifs[0] as string;
}

/** "blue-crest" → "Blue Crest", for brands and stores the catalogue does not list. */
function titleFromKey(key: string): string {
  return key
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function slideMotif(id: number, side: boolean): string {
  const index = side ? (id >= 1 && id <= 2 ? 3 + id : -1) : id >= 1 && id <= 4 ? id - 1 : -1;
  const slide = SLIDES[index];
  if (slide) return slide.motif;
  return SHOWCASE[hashString(`slide${side ? 's' : ''}${id}`) % SHOWCASE.length] as string;
}

function render(name: string): Art | null {
  let m = PRODUCT.exec(name);
  if (m) {
    const [, slug, id, n] = m as unknown as [string, string, string, string];
    const { motifs } = motifsFor(slug);
    const productId = Number(id);
    const motif = motifs[hashString(`m${productId}`) % motifs.length] as string;
    return productArt(motif, hashString(`p${productId}`), Number(n));
  }
  m = CATEGORY.exec(name);
  if (m) {
    const slug = m[1] as string;
    return categoryArt(categoryIcon(slug), hashString(`c${slug}`));
  }
  m = BRAND.exec(name);
  if (m) {
    const key = m[1] as string;
    return brandArt(BRAND_NAMES.get(key) ?? titleFromKey(key), hashString(`b${key}`));
  }
  m = STORE.exec(name);
  if (m) {
    const key = m[1] as string;
    return storeArt(STORE_NAMES.get(key) ?? titleFromKey(key), hashString(`s${key}`));
  }
  m = BANNER.exec(name);
  if (m) {
    const type = Number(m[1]);
    const size = IMAGE_SIZES.banner[type] as Size;
    const seed = hashString(`banner${type}-${m[2]}`);
    return bannerArt(size.width, size.height, seed, SHOWCASE[hashString(`motif${seed}`) % SHOWCASE.length] as string);
  }
  m = FLASH.exec(name);
  if (m) {
    const seed = hashString(`flash${m[1]}`);
    return bannerArt(IMAGE_SIZES.flash.width, IMAGE_SIZES.flash.height, seed, SHOWCASE[seed % SHOWCASE.length] as string);
  }
  m = SLIDER.exec(name);
  if (m) {
    const side = m[1] !== undefined;
    const id = Number(m[2]);
    const size = side ? IMAGE_SIZES.sliderSide : IMAGE_SIZES.slider;
    return sliderArt(size.width, size.height, hashString(`slider${side ? 'side' : ''}${id}`), slideMotif(id, side));
  }
  m = SIMPLE.exec(name);
  if (m) {
    const [, kind, key] = m as unknown as [string, string, string];
    if (kind === 'logo') return key === 'icon' ? iconArt() : key === 'header' || key === 'footer' ? logoArt(SITE.site_name, key === 'footer') : null;
    if (kind === 'payment') return paymentArt(key);
    if (kind === 'social') return socialArt(key);
    return featureArt(key);
  }
  if (name === 'default.svg') return defaultArt();
  return null;
}

function wrap(art: Art, scale: number): string {
  const w = Math.round(art.width * scale);
  const h = Math.round(art.height * scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${art.width} ${art.height}">${art.body}</svg>`;
}

/**
 * The SVG for an image name, or null when the name is not one of the patterns above. Never
 * throws, whatever it is given.
 */
export function renderImage(name: string): string | null {
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME) return null;
  const thumb = name.startsWith('thumb/');
  const art = render(thumb ? name.slice('thumb/'.length) : name);
  return art ? wrap(art, thumb ? IMAGE_SIZES.thumbScale : 1) : null;
}
