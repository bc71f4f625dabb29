import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPARE_LIMIT } from '../../core/product/product-detail';
import { identifyCaller } from '../auth/caller';
import { readPage } from '../http/paging';
import { translate } from '../i18n/server-messages';
import { readRowId } from '../http/ids';
import { PRODUCT_MESSAGES } from '../product/product-messages';
import { listCompared, listSaved, type SavedList, toggleSaved } from './saved-lists';
import type { ApiContext } from '../api/api-context';
import { businessError, failure, ok, unauthorized } from '../http/envelope';
import { bodyOf } from '../http/request-body';


/**
 * user/wishlist/{all,action} and user/compare-list/{all,action}: (T) calls, each acting only on
 * the signed-in caller's rows (403 without a live bearer token). `action` toggles a product:
 * data is the new row `{id, product_id}` when the product is now in the list, null when removed.
 * The compare list holds at most COMPARE_LIMIT (4) products; a fifth is refused with a business
 * error until one is removed. The wishlist lists tiles; the compare list each product whole (the
 * compare page's columns).
 */
export async function listRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const routes: Array<{ path: string; list: SavedList; added: string; removed: string }> = [
    { path: '/user/wishlist', list: 'wishlists', added: 'wishlist_added', removed: 'wishlist_removed' },
    { path: '/user/compare-list', list: 'compare_lists', added: 'compare_added', removed: 'compare_removed' },
  ];

  const signedIn = async (request: FastifyRequest) => {
    const [caller, lang] = await Promise.all([identifyCaller(db, request), ctx.language(request)]);
    return { userId: caller.userId, lang, say: (key: string, vars?: Record<string, number>) => translate(PRODUCT_MESSAGES, key, lang, vars) };
  };

  for (const { path, list, added, removed } of routes) {
    app.get(`${path}/all`, async (request) => {
      const { userId, lang, say } = await signedIn(request);
      if (userId === null) return unauthorized(say('unauthorized'));
      if (list === 'compare_lists') return ok(await listCompared(db, userId, lang, new Date()));
      return ok(await listSaved(db, list, userId, readPage((request.query as Record<string, unknown>).page), lang, new Date()));
    });

    app.post(`${path}/action`, async (request, reply) => {
      const { userId, say } = await signedIn(request);
      if (userId === null) return unauthorized(say('unauthorized'));
      const productId = readRowId(bodyOf(request).product_id);
      if (productId === null) return reply.code(404).send(failure(404, say('product_not_found')));
      const result = await toggleSaved(db, list, userId, productId);
      if (result.kind === 'no_product') return reply.code(404).send(failure(404, say('product_not_found')));
      if (result.kind === 'full') return businessError([say('compare_full', { limit: COMPARE_LIMIT })]);
      if (result.kind === 'removed') return ok(null, say(removed));
      return ok({ id: result.id, product_id: productId }, say(added));
    });
  }
}
