import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

/** user/social-login/redirect/{provider} and the callback exchange. */
export async function socialRoutes(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {}
