import type { FastifyInstance } from 'fastify';
import type { BrandsResult, CategoriesResult } from '../../core/catalogue/listing';
import { ListingService } from './listing-service';
import { loadBrands } from './listing-sidebar';
import type { ApiContext } from '../api/api-context';
import { failure, ok } from '../http/envelope';
import { compressSmallAnswer } from '../http/compression';

type Query = Record<string, unknown>;

/**
 * all, products, categories, brands (listings with filters, sort, pagination). Unknown
 * categories, sub-categories and sources answer envelope 404; any other odd input (bad pages,
 * unknown sort keys, junk prices or ids, hostile text) is normalised by core/catalogue/listing and
 * answered with a normal page.
 */
export async function catalogueRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const listings = new ListingService(ctx.shop, ctx.changes, ctx.readModelTtlMs);

  // Listing pages are 8-12 kB of JSON: compressed in one call rather than through a zlib stream.
  const compressed = { onSend: compressSmallAnswer };

  ctx.reads.get(app, '/all', async (request, reply) => {
    const data = await listings.categoryListing(request.query as Query, await ctx.language(request), new Date());
    if (!data) return reply.code(404).send(failure(404, 'Category not found'));
    return ok(data);
  }, compressed);

  ctx.reads.get(app, '/products', async (request, reply) => {
    const data = await listings.sourceListing(request.query as Query, await ctx.language(request), new Date());
    if (!data) return reply.code(404).send(failure(404, 'Products not found'));
    return ok(data);
  }, compressed);

  ctx.reads.get(app, '/categories', async (request) => {
    const data: CategoriesResult = { categories: await listings.categories(await ctx.language(request)) };
    return ok(data);
  }, compressed);

  ctx.reads.get(app, '/brands', async () => {
    const data: BrandsResult = { brands: await loadBrands(ctx.db) };
    return ok(data);
  });
}
