import type { FastifyInstance } from 'fastify';
import { MAX_QUERY_CHARS } from '../../core/search/search-text';
import { ListingReadModel } from '../catalogue/listing-read-model';
import { BoundedTtlCache } from '../cache/bounded-cache';
import { searchIndexFor, searchIndexVersion } from './search-index';
import { type CategoryCatalogue, loadCategoryCatalogue, type SearchSuggestions, searchSuggestions } from './search-suggestions';
import type { ApiContext } from '../api/api-context';
import { ok } from '../http/envelope';
import { compressSmallAnswer } from '../http/compression';
import { TtlCache } from '../cache/ttl-cache';

/** Categories change rarely; a short cache keeps every keystroke from re-reading them. */
const CATALOGUE_TTL_MS = 30_000;
/** At ~5 kB an answer, a few MB at most. */
const CACHED_SUGGESTIONS = 2_000;

/** search (suggestions): `{ product[], suggested[], sub_category[], category[] }` for `q`. */
export async function searchRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const index = searchIndexFor(ctx.shop);
  const catalogues = new TtlCache<CategoryCatalogue>(CATALOGUE_TTL_MS, 'search-categories');
  // Answers kept per language and text, as briefly as home's tiles (the read models' TTL): shoppers
  // type the same first letters ("la", "ch"), which match the most products and cost the most. A
  // tile carries its flash price with its end time, which the browser and the order check against
  // the clock, and no stock; a product write made by this process shows at once (searchIndexVersion).
  const answers = new BoundedTtlCache<SearchSuggestions>(ctx.readModelTtlMs, CACHED_SUGGESTIONS, 'search-suggestions');
  // Running flash prices from memory, decided against each request's clock as listings do: the
  // tiles then take one query, not two in parallel (which on PostgreSQL held two connections).
  const flash = new ListingReadModel(ctx.db, ctx.changes, ctx.readModelTtlMs);
  // Another process's product write, by its notice (backend/cache/cache-changes.ts).
  ctx.changes.whenChanged('tiles', () => answers.forget(() => true));
  ctx.changes.whenChanged('shop', () => catalogues.clear());

  // An answer is 2-10 kB of JSON: compressed in one call, not through the global plugin's zlib
  // stream (~1-2 ms a request, see compression.ts), which cached answers would still pay.
  ctx.reads.get(app, '/search', async (request) => {
    const q = textOf((request.query as Record<string, unknown>).q);
    const lang = await ctx.language(request);
    const answer = async () => {
      const now = new Date();
      const [catalogue, running] = await Promise.all([catalogues.get(lang, () => loadCategoryCatalogue(ctx.db, lang)), flash.runningFlash(now)]);
      return searchSuggestions(ctx.db, index, catalogue, q, lang, now, running.tiles);
    };
    // A pasted page is answered but not kept: keys stay short. Spaces around and between words
    // change no answer ("laptop " is "laptop"), so they do not make another key.
    if (q.length > MAX_QUERY_CHARS) return ok(await answer());
    return ok(await answers.get(`${lang}|${searchIndexVersion()}|${q.trim().split(/\s+/).join(' ')}`, answer));
  }, { onSend: compressSmallAnswer });
}

/** The first value of a query parameter as text (`q=a&q=b` gives "a"; none gives ""). */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  return typeof value === 'string' ? value : '';
}
