import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

/** user/address/*, user/user-vouchers, user/store/following-list, user/store/follow, countries-phones. */
export async function accountRoutes(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {}
