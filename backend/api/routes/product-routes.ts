import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

/** product/{id}, suggested-products/{id}, flash-sale, store/{slug}, reviews, page/{slug}. */
export async function productRoutes(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {}
