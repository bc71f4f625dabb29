import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

/** all, products, categories, brands (listings with filters, sort, pagination). */
export async function catalogueRoutes(_app: FastifyInstance, _ctx: ApiContext): Promise<void> {}
