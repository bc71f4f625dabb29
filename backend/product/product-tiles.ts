import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ProductTile } from '../../core/product/product-tile';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { centsToAmount } from '../db/money';
import { candidateVariants, OWN_PRICED } from './listed-price';

/** An active flash-sale price of a product, in cents, and the sale's end. */
export interface FlashPrice {
  cents: number;
  end_time: string;
}

type ProductsAsP = DB & { p: DB['products'] };

/**
 * The everyday price (cents) of each variant a shopper can buy, for the tile's advertised price
 * (decision 0001): the variants in stock, or all of them when none is; a variant's own price when
 * it has attributes and a price above 0, else the product's selling price.
 */
function candidateEveryday(pick: 'min' | 'max') {
  const agg = sql.raw(pick);
  return sql<number | null>`(select ${agg}(case when ${OWN_PRICED} then i.price else p.selling end) from ${candidateVariants('p')})`;
}

/**
 * The columns a tile shows, on a query of `products as p`: the product's own, and its title and
 * badge in `lang` where translated (one primary-key lookup per row). A listing page selects them
 * on its ordered walk itself, so its tiles come back with its ids in one query.
 */
export function withTileColumns<O>(q: SelectQueryBuilder<ProductsAsP, 'p', O>, lang: string) {
  return q
    .leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
    .select((eb) => [
      'p.id', 'p.slug', 'p.image', 'p.selling', 'p.offered', 'p.rating', 'p.review_count', 'p.in_stock',
      eb.fn.coalesce('t.title', 'p.title').as('title'),
      eb.fn.coalesce('t.badge', 'p.badge').as('badge'),
      candidateEveryday('min').as('variant_low'),
      candidateEveryday('max').as('variant_high'),
    ]);
}

/** A row of withTileColumns. */
export interface TileRow {
  id: number;
  slug: string;
  image: string;
  selling: number;
  offered: number;
  rating: number;
  review_count: number;
  in_stock: number;
  title: string;
  badge: string | null;
  /** Everyday price range (cents) of the variants a shopper can buy; null without inventory. */
  variant_low: number | string | null;
  variant_high: number | string | null;
}

/** The variants' everyday price range in cents, or nulls when every candidate pays the product's price. */
export function variantRangeCents(row: TileRow): { low: number | null; high: number | null } {
  const low = row.variant_low === null ? null : Number(row.variant_low);
  const high = row.variant_high === null ? null : Number(row.variant_high);
  if (low === null || high === null || (low === row.selling && high === row.selling)) return { low: null, high: null };
  return { low, high };
}

/** The variants' everyday price range as amounts (api/v1), or nulls. */
function variantRange(row: TileRow): { variant_low: number | null; variant_high: number | null } {
  const { low, high } = variantRangeCents(row);
  return { variant_low: low === null ? null : centsToAmount(low), variant_high: high === null ? null : centsToAmount(high) };
}

/** The tile of a row, with the flash price it has now (if any). */
export function tileOf(row: TileRow, sale: FlashPrice | undefined): ProductTile {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    badge: row.badge,
    selling: centsToAmount(row.selling),
    offered: centsToAmount(row.offered),
    image: row.image,
    review_count: row.review_count,
    rating: row.rating,
    price: sale ? centsToAmount(sale.cents) : null,
    end_time: sale ? sale.end_time : null,
    in_stock: row.in_stock === 1 ? 1 : 0,
    ...variantRange(row),
  };
}

/**
 * Product tiles for the given ids, in the requested language, with their active flash-sale price.
 * Two queries whatever the number of ids; private products are left out. Returns a map so callers
 * keep their own order. `running`: the flash prices at `now` when the caller already holds them
 * (a listing's read model), saving the second query.
 */
export async function loadTiles(db: Kysely<DB>, ids: readonly number[], lang: string, now: Date, running?: ReadonlyMap<number, FlashPrice>): Promise<Map<number, ProductTile>> {
  const unique = [...new Set(ids)];
  const tiles = new Map<number, ProductTile>();
  if (unique.length === 0) return tiles;

  const [rows, flash] = await Promise.all([
    withTileColumns(db.selectFrom('products as p'), lang)
      .where('p.id', 'in', unique)
      .where('p.status', '=', PUBLIC)
      .execute(),
    running ?? activeFlashPrices(db, unique, now),
  ]);

  for (const row of rows) tiles.set(row.id, tileOf(row, flash.get(row.id)));
  return tiles;
}

/**
 * The lowest price (cents) each product has in a public flash sale running at `now`.
 * A product in two overlapping sales shows the better price and that sale's end.
 */
export async function activeFlashPrices(db: Kysely<DB>, productIds: readonly number[], now: Date): Promise<Map<number, FlashPrice>> {
  if (productIds.length === 0) return new Map();
  const at = now.toISOString();
  const rows = await db
    .selectFrom('flash_sale_products as fp')
    .innerJoin('flash_sales as f', 'f.id', 'fp.flash_sale_id')
    .select(['fp.product_id', 'fp.price', 'f.end_time'])
    .where('fp.product_id', 'in', productIds)
    .where('f.status', '=', PUBLIC)
    .where('f.start_time', '<=', at)
    .where('f.end_time', '>', at)
    .execute();
  const best = new Map<number, FlashPrice>();
  for (const row of rows) {
    const cents = Number(row.price);
    const current = best.get(row.product_id);
    if (!current || cents < current.cents) best.set(row.product_id, { cents, end_time: row.end_time });
  }
  return best;
}

/** Looks ids up in a tile map, keeping their order and dropping those not found (private, deleted). */
export function inOrder(ids: readonly number[], tiles: ReadonlyMap<number, ProductTile>): ProductTile[] {
  const out: ProductTile[] = [];
  for (const id of ids) {
    const tile = tiles.get(id);
    if (tile) out.push(tile);
  }
  return out;
}
