import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

/** search (suggestions). */
export async function searchRoutes(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {}
