import type { ProductTile } from '../../../core/domain/product-tile';

export interface TilePrice {
  /** What the shopper pays now. */
  current: number;
  /** The struck-through price, when a flash or offered price undercuts it. */
  previous: number | null;
  /** Whole percent saved (truncated), when there is a previous price. */
  discountPercent: number | null;
}

// Money arrives as numbers or decimal strings (api/v1 sends both).
function amount(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** The flash price counts only while its end time is set and still ahead (spec §9). */
export function flashActive(tile: Pick<ProductTile, 'price' | 'end_time'>, now: number): boolean {
  if (tile.price == null || (tile.price as unknown) === '' || !tile.end_time) return false;
  if (!Number.isFinite(Number(tile.price))) return false;
  const end = Date.parse(tile.end_time);
  return Number.isFinite(end) && end > now;
}

/**
 * Tile pricing (spec §9): flash price while the sale runs, else offered if above 0, else selling.
 * The previous price is selling when an offer or flash price undercuts it; the discount is
 * 100 - current / previous * 100, truncated.
 * Interim home of the rule until core/domain/pricing.ts owns it.
 */
export function tilePrice(tile: Pick<ProductTile, 'price' | 'end_time' | 'offered' | 'selling'>, now: number): TilePrice {
  const selling = amount(tile.selling);
  const offered = amount(tile.offered);
  const flash = flashActive(tile, now);
  const current = flash ? amount(tile.price) : offered > 0 ? offered : selling;
  const reduced = flash || offered > 0;
  if (!reduced || !(selling > current)) return { current, previous: null, discountPercent: null };
  // (previous - current) * 100 / previous is the same quantity as the spec's formula but avoids
  // 0.07 * 100 = 7.000000000000001 turning 93 % into 92 % when truncated; the epsilon covers the rest.
  const discountPercent = Math.min(100, Math.max(0, Math.trunc(((selling - current) * 100) / selling + 1e-9)));
  return { current, previous: selling, discountPercent };
}
