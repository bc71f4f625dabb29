import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ProductProblem, productProblems } from '../../core/seller/seller-product';
import type { ProductSaved } from '../../core/seller/seller-workspace';
import { storeProblems } from '../../core/seller/store-profile';
import type { ApiContext } from '../api/api-context';
import { businessError, failure, formError, ok } from '../http/envelope';
import { readRowId } from '../http/ids';
import { bodyOf } from '../http/request-body';
import { deliveryRoutes } from './delivery-routes';
import { orderRoutes } from './order-routes';
import { flashSaleRoutes } from './flash-sale-routes';
import { lowStockMailing } from './low-stock';
import { photoRoutes } from './photo-routes';
import { problemText } from './problem-text';
import { stockRoutes } from './stock-routes';
import { serverProblems } from './product-checks';
import { changePublication, createProduct, type ProductWriter, type ProductWriteResult, updateProduct } from './product-writes';
import { loadFormOptions } from './seller-form-options';
import { type SellerCaller, sellerGuard } from './seller-guard';
import { readProductInput, readProductQuery, readStoreProfile, readVersion } from './seller-input';
import { loadSellerProduct } from './seller-product-read';
import { listSellerProducts } from './seller-products-list';
import { loadSellerStore, photoExists, saveStoreProfile } from './store-profile-writes';
import { earningsRoutes } from '../ledger/earnings-routes';

/**
 * api/v1/seller (issue 32, docs/seller-api.md): a signed-in seller's workspace. `GET seller/store`
 * answers any seller, whatever the store's standing; every other call needs the store approved.
 * A seller sees and changes only their own store and products: another store's product is
 * answered exactly as a missing one (404). Every form is checked by core's rules and then the
 * server's, refused by field in the seller's language with nothing written; every write of a
 * product or the store is on the version it was read at, in one transaction that keeps search,
 * stock flags, listed prices and every process's caches in step.
 */
export async function sellerRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const guard = sellerGuard(ctx);
  const shopLanguages = async () => {
    const { codes, defaultLanguage } = await ctx.models.languageCatalogue();
    return { languages: codes, defaultLanguage };
  };
  const lowStock = lowStockMailing(ctx);
  const notFound = (reply: FastifyReply, seller: SellerCaller) => reply.code(404).send(failure(404, guard.say(seller.language, 'product_not_found')));
  const badInput = (seller: SellerCaller) => businessError([guard.say(seller.language, 'bad_input')]);

  /** Core's problems first, then the server's for the fields core let through, each worded in the seller's language. */
  const fieldMessages = (seller: SellerCaller, problems: readonly ProductProblem[], more: Record<string, string> = {}) => {
    const fields: Record<string, string> = {};
    for (const { field, code } of problems) fields[field] ??= problemText(seller.language, field, code);
    for (const [field, code] of Object.entries(more)) fields[field] ??= guard.say(seller.language, code);
    return fields;
  };

  const answer = (seller: SellerCaller, result: ProductWriteResult, messageKey: (saved: Extract<ProductWriteResult, { ok: true }>['product']) => string, reply: FastifyReply) => {
    if (!result.ok) {
      if (result.reason === 'not_found') return notFound(reply, seller);
      return businessError([guard.say(seller.language, result.reason === 'stale' ? 'product_stale' : result.reason)]);
    }
    const { product } = result;
    ctx.changes.changed({ scope: 'products', ids: [product.id], tiles: true });
    const saved: ProductSaved = { id: product.id, version: product.version, publication: product.publication, message: guard.say(seller.language, messageKey(product), { title: product.title }) };
    return ok(saved, saved.message);
  };

  app.get('/seller/store', async (request, reply) => {
    const seller = await guard.seller(request, reply, false);
    if (!seller) return reply;
    const { languages, defaultLanguage } = await shopLanguages();
    return ok(await loadSellerStore(ctx.db, seller.storeId, languages, defaultLanguage));
  });

  app.post('/seller/store', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const { languages, defaultLanguage } = await shopLanguages();
    const body = bodyOf(request);
    const version = readVersion(body.version);
    const input = readStoreProfile(body, languages);
    if (version === null || input === null) return badInput(seller);
    const problems: Record<string, string> = {};
    for (const { field, code } of storeProblems(input, languages)) problems[field] ??= code;
    const current = await ctx.db.selectFrom('stores').select(['logo', 'banner_image']).where('id', '=', seller.storeId).executeTakeFirstOrThrow();
    for (const [field, name, stored] of [['logo', input.logo, current.logo], ['banner', input.banner, current.banner_image]] as const) {
      if (problems[field] === undefined && name !== null && name !== stored && !(await photoExists(ctx.uploadsDir, name))) problems[field] = 'invalid_choice';
    }
    if (Object.keys(problems).length > 0) {
      return formError(Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, guard.say(seller.language, code)])));
    }
    const saved = await saveStoreProfile(ctx.db, ctx.shop.dialect, seller.storeId, version, input, languages, defaultLanguage);
    if (!saved.ok) return businessError([guard.say(seller.language, 'store_stale')]);
    ctx.changes.changed({ scope: 'shop' });
    return ok({ version: saved.version }, guard.say(seller.language, 'store_saved'));
  });

  app.get('/seller/form-options', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    return ok(await loadFormOptions(ctx.db, seller.language, seller.storeId));
  });

  app.get('/seller/products', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    return ok(await listSellerProducts(ctx.db, seller.storeId, readProductQuery(request.query), seller.language));
  });

  app.get('/seller/products/:id', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const id = readRowId((request.params as { id?: unknown }).id);
    const { languages, defaultLanguage } = await shopLanguages();
    const product = id === null ? null : await loadSellerProduct(ctx.db, seller.storeId, id, languages, defaultLanguage);
    return product ? ok(product) : notFound(reply, seller);
  });

  /** A product form checked whole (core's rules, then the server's), or the answer refusing it. */
  const checkedInput = async (seller: SellerCaller, body: Record<string, unknown>, productId: number | null, storedPhotos: readonly string[]) => {
    const { languages, defaultLanguage } = await shopLanguages();
    const input = readProductInput(body, languages);
    if (input === null) return { refusal: badInput(seller) } as const;
    const problems = productProblems(input, { languages, defaultLanguage });
    const more = await serverProblems(ctx.db, input, { productId, uploadsDir: ctx.uploadsDir, storeId: seller.storeId, storedPhotos });
    if (more === 'foreign_variant') return { refusal: badInput(seller) } as const;
    if (problems.length > 0 || Object.keys(more).length > 0) return { refusal: formError(fieldMessages(seller, problems, more)) } as const;
    const writer: ProductWriter = { db: ctx.db, dialect: ctx.shop.dialect, storeId: seller.storeId, languages, defaultLanguage, lowStock };
    return { input, writer } as const;
  };

  /** A SKU another product took between the check and the write: said on the variant that has it. */
  const skuRace = async (seller: SellerCaller, body: Record<string, unknown>, productId: number | null) => {
    const { languages } = await shopLanguages();
    const input = readProductInput(body, languages)!;
    const again = await serverProblems(ctx.db, input, { productId, uploadsDir: ctx.uploadsDir, storeId: seller.storeId, storedPhotos: input.photos });
    const fields = again === 'foreign_variant' ? {} : Object.fromEntries(Object.entries(again).filter(([, code]) => code === 'sku_taken'));
    return formError(fieldMessages(seller, [], Object.keys(fields).length > 0 ? fields : { 'variants.0.sku': 'sku_taken' }));
  };

  app.post('/seller/products', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const body = bodyOf(request);
    const checked = await checkedInput(seller, body, null, []);
    if ('refusal' in checked) return checked.refusal;
    const result = await createProduct(checked.writer, checked.input);
    if (!result.ok && result.reason === 'sku_taken') return skuRace(seller, body, null);
    return answer(seller, result, () => 'product_created', reply);
  });

  app.post('/seller/products/:id', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const id = readRowId((request.params as { id?: unknown }).id);
    const own = id === null ? undefined : await ctx.db.selectFrom('products').select('id').where('id', '=', id).where('store_id', '=', seller.storeId).executeTakeFirst();
    if (id === null || !own) return notFound(reply, seller);
    const body = bodyOf(request);
    const version = readVersion(body.version);
    if (version === null) return badInput(seller);
    const stored = (await ctx.db.selectFrom('product_images').select('image').where('product_id', '=', id).execute()).map((row) => row.image);
    const checked = await checkedInput(seller, body, id, stored);
    if ('refusal' in checked) return checked.refusal;
    const result = await updateProduct(checked.writer, id, version, checked.input);
    if (!result.ok && result.reason === 'sku_taken') return skuRace(seller, body, id);
    return answer(seller, result, (saved) => (saved.publication === 'published' ? 'product_saved_live' : 'product_saved'), reply);
  });

  for (const [path, action] of [['publish', 'submit'], ['hide', 'hide']] as const) {
    app.post(`/seller/products/:id/${path}`, async (request, reply) => {
      const seller = await guard.seller(request, reply, true);
      if (!seller) return reply;
      const id = readRowId((request.params as { id?: unknown }).id);
      if (id === null) return notFound(reply, seller);
      const version = readVersion(bodyOf(request).version);
      const { languages, defaultLanguage } = await shopLanguages();
      const writer: ProductWriter = { db: ctx.db, dialect: ctx.shop.dialect, storeId: seller.storeId, languages, defaultLanguage, lowStock };
      // A missing version is a stale read: nothing is changed, whatever the product.
      const result = await changePublication(writer, id, version ?? 0, action);
      return answer(seller, result, (saved) => (saved.publication === 'published' ? 'product_published' : saved.publication === 'review' ? 'product_in_review' : 'product_hidden'), reply);
    });
  }

  photoRoutes(app, ctx, guard);
  stockRoutes(app, ctx, guard);
  flashSaleRoutes(app, ctx, guard);
  deliveryRoutes(app, ctx, guard);
  orderRoutes(app, ctx, guard);
  earningsRoutes(app, ctx, guard);
}
