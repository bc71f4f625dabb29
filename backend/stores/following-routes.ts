import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api/api-context';
import { identifyCaller } from '../auth/caller';
import { failure, ok, unauthorized } from '../http/envelope';
import { readRowId } from '../http/ids';
import { readPage } from '../http/paging';
import { translate } from '../i18n/server-messages';
import { followedStores, toggleFollow } from './following';
import { STORES_MESSAGES } from './stores-messages';
import { bodyOf } from '../http/request-body';

type Query = Record<string, unknown>;
type Refusal = ReturnType<typeof unauthorized>;


/** user/store/following-list, user/store/follow (T): the stores a signed-in shopper follows. */
export async function followingRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const message = async (request: FastifyRequest, key: string) => translate(STORES_MESSAGES, key, await ctx.language(request));
  /** (T) calls: the signed-in user's id, or the refusal. */
  const userOr403 = async (request: FastifyRequest): Promise<{ userId: number } | { refused: Refusal }> => {
    const { userId } = await identifyCaller(db, request);
    return userId === null ? { refused: unauthorized(await message(request, 'unauthorized')) } : { userId };
  };

  app.get('/user/store/following-list', async (request) => {
    const caller = await userOr403(request);
    if ('refused' in caller) return caller.refused;
    return ok(await followedStores(db, caller.userId, readPage((request.query as Query).page)));
  });

  app.post('/user/store/follow', async (request) => {
    const caller = await userOr403(request);
    if ('refused' in caller) return caller.refused;
    const storeId = readRowId(bodyOf(request).store_id);
    const result = storeId === null ? null : await toggleFollow(db, caller.userId, storeId);
    if (!result) return failure(404, await message(request, 'store_not_found'));
    return ok(result, await message(request, result.following ? 'store_followed' : 'store_unfollowed'));
  });
}
