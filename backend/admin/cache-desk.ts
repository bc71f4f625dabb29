import { announceChange } from '../cache/cache-changes';
import { refreshListedPrices } from '../product/listed-price';
import type { Desk, DeskResult } from './order-desk';

export const CACHES_USAGE = 'npm run admin -- caches [product-id ...]                                  after editing the database by hand: listed prices are recomputed and every shop process drops what it cached (of these products, or everything)';

/**
 * `caches [id ...]`: after a change made outside the shop (SQL by hand), recomputes the listed
 * price listings sort and filter by (prices or stock edited by hand move it; decision 0001) and
 * announces the change to every shop process on PostgreSQL.
 */
export async function cachesCommand(desk: Pick<Desk, 'db' | 'dialect'>, ids: string[]): Promise<DeskResult> {
  const products = ids.map(Number);
  if (products.some((id) => !Number.isSafeInteger(id) || id < 1)) return { code: 2, lines: [CACHES_USAGE] };
  const relisted = await refreshListedPrices(desk.db, products.length > 0 ? products : null);
  const listed = `Listed prices recomputed: ${relisted.length} changed.`;
  if (desk.dialect !== 'postgres') return { code: 0, lines: [listed, 'SQLite is served by one process: its caches hold anything for at most 5 seconds; nothing to announce.'] };
  await announceChange(desk.db, desk.dialect, products.length > 0 ? { scope: 'products', ids: products, tiles: true } : { scope: 'shop' });
  return { code: 0, lines: [listed, products.length > 0 ? `Announced a change of products ${products.join(', ')} to every shop process.` : 'Announced a shop-wide change: every shop process drops its caches.'] };
}
