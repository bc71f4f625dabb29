// What every listing request reads around its page of products, served from memory for a few
// seconds like `common` and `home` (backend/common/read-models.ts): the category tree and the
// sidebar lists per language, and the flash-sale prices of the coming seconds. Each is a handful
// of rows that every listing asked the database for again (six to nine queries a request at
// 100,000 products, in two extra round trips), and an admin's change to them shows within
// READ_MODEL_TTL_MS.
import type { Kysely } from 'kysely';
import type { BrandSummary, CategoryWithChildren, CollectionSummary, ShippingOption } from '../../core/catalogue/listing';
import { READ_MODEL_TTL_MS } from '../common/read-models';
import { TtlCache } from '../cache/ttl-cache';
import type { CacheChanges } from '../cache/cache-changes';
import type { DB } from '../db/schema';
import type { FlashPrice } from '../product/product-tiles';
import { PUBLIC } from '../db/constants';
import { loadBrands, loadCategories, loadCollectionSummaries, loadShippingOptions } from './listing-sidebar';
import type { Ref } from './listing-scope';

export interface SidebarLists {
  shipping: ShippingOption[];
  brands: BrandSummary[];
  collections: CollectionSummary[];
}

/** One product's price in one public flash sale, with the sale's window (ISO text, as stored). */
interface FlashWindow {
  productId: number;
  /** Cents. */
  price: number;
  start: string;
  end: string;
}

/** The public sale windows that touch [from, until). */
interface FlashWindows {
  from: number;
  until: number;
  windows: FlashWindow[];
}

/** Flash prices of products in public sales running at one moment. */
export interface RunningFlash {
  /** The lowest sale price (cents) of each product; its keys are the flash-priced products price orders merge in. */
  cents: ReadonlyMap<number, number>;
  /** What its tile shows: that price (an amount) and the end of that sale. */
  tiles: ReadonlyMap<number, FlashPrice>;
}

export class ListingReadModel {
  private readonly categories: TtlCache<CategoryWithChildren[]>;
  private readonly sidebars: TtlCache<SidebarLists>;
  private readonly flash: TtlCache<FlashWindows>;

  /** `changes` drops the cached lists on a shop-wide change (categories, brands, a flash sale edited). */
  constructor(private readonly db: Kysely<DB>, changes?: CacheChanges, private readonly ttlMs: number = READ_MODEL_TTL_MS) {
    this.categories = new TtlCache<CategoryWithChildren[]>(ttlMs, 'categories');
    this.sidebars = new TtlCache<SidebarLists>(ttlMs, 'listing-sidebars');
    this.flash = new TtlCache<FlashWindows>(ttlMs, 'flash-windows');
    changes?.whenChanged('shop', () => {
      this.categories.clear();
      this.sidebars.clear();
      this.flash.clear();
    });
  }

  /** Every public category with its public sub-categories, in `lang`, in menu order. */
  categoryTree(lang: string): Promise<CategoryWithChildren[]> {
    return this.categories.get(lang, () => loadCategories(this.db, lang));
  }

  /** A public category by id or slug (as findPublic finds it), with its public sub-categories. */
  async category(ref: Ref, lang: string): Promise<CategoryWithChildren | null> {
    return (await this.categoryTree(lang)).find((c) => (ref.id !== null ? c.id === ref.id : c.slug === ref.slug)) ?? null;
  }

  /** Shipping options, brands and collections, as `sidebar_data=true` sends them. */
  sidebar(lang: string): Promise<SidebarLists> {
    return this.sidebars.get(lang, async () => {
      const [shipping, brands, collections] = await Promise.all([loadShippingOptions(this.db, lang), loadBrands(this.db), loadCollectionSummaries(this.db, lang)]);
      return { shipping, brands, collections };
    });
  }

  /**
   * Flash prices running at `now`. The cache holds every public sale window that has not ended and
   * starts within two TTLs of loading, so which sales run is decided against `now` on every
   * request: a sale ends on the millisecond, as the browser and the order check it. A `now` outside
   * the loaded span (a caller's clock, not the request's) is read from the database.
   */
  async runningFlash(now: Date): Promise<RunningFlash> {
    const t = now.getTime();
    const load = () => loadFlashWindows(this.db, t, t + 2 * this.ttlMs);
    let loaded = await this.flash.get('all', load);
    if (t < loaded.from || t >= loaded.until) loaded = await load();
    const windows = loaded.windows;
    const at = now.toISOString();
    const cents = new Map<number, number>();
    const tiles = new Map<number, FlashPrice>();
    for (const w of windows) {
      if (w.start > at || w.end <= at) continue;
      const best = cents.get(w.productId);
      if (best === undefined || w.price < best) {
        cents.set(w.productId, w.price);
        tiles.set(w.productId, { cents: w.price, end_time: w.end });
      }
    }
    return { cents, tiles };
  }
}

async function loadFlashWindows(db: Kysely<DB>, from: number, until: number): Promise<FlashWindows> {
  const rows = await db
    .selectFrom('flash_sale_products as fp')
    .innerJoin('flash_sales as f', 'f.id', 'fp.flash_sale_id')
    .select(['fp.product_id', 'fp.price', 'f.start_time', 'f.end_time'])
    .where('f.status', '=', PUBLIC)
    .where('f.start_time', '<', new Date(until).toISOString())
    .where('f.end_time', '>', new Date(from).toISOString())
    .execute();
  return { from, until, windows: rows.map((r) => ({ productId: r.product_id, price: Number(r.price), start: r.start_time, end: r.end_time })) };
}
