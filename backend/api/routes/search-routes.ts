import type { FastifyInstance } from 'fastify';
import { searchIndexFor } from '../../search/search-index';
import { type CategoryCatalogue, loadCategoryCatalogue, searchSuggestions } from '../../search/search-suggestions';
import type { ApiContext } from '../api-context';
import { ok } from '../envelope';
import { TtlCache } from '../ttl-cache';

/** Categories change rarely; a short cache keeps every keystroke from re-reading them. */
const CATALOGUE_TTL_MS = 30_000;

/** search (suggestions): `{ product[], suggested[], sub_category[], category[] }` for `q`. */
export async function searchRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const index = searchIndexFor(ctx.shop);
  const catalogues = new TtlCache<CategoryCatalogue>(CATALOGUE_TTL_MS);

  app.get('/search', async (request) => {
    const q = textOf((request.query as Record<string, unknown>).q);
    const lang = await ctx.language(request);
    const catalogue = await catalogues.get(lang, () => loadCategoryCatalogue(ctx.db, lang));
    return ok(await searchSuggestions(ctx.db, index, catalogue, q, lang, new Date()));
  });
}

/** The first value of a query parameter as text (`q=a&q=b` gives "a"; none gives ""). */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  return typeof value === 'string' ? value : '';
}
