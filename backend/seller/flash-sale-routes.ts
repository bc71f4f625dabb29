import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FlashEntrySaved } from '../../core/seller/flash-entry';
import type { ApiContext } from '../api/api-context';
import { centsToAmount } from '../db/money';
import { businessError, failure, formError, ok } from '../http/envelope';
import { readRowId } from '../http/ids';
import { bodyOf } from '../http/request-body';
import { type FlashWriteResult, type FlashWriter, loadSellerFlashSales, removeFlashEntry, saveFlashEntry } from './flash-entries';
import { problemText } from './problem-text';
import type { SellerCaller, SellerGuard } from './seller-guard';
import { readVersion } from './seller-input';

/** A sale price as sent: a string or a number (as typed), else null (not complete). */
function priceText(value: unknown): string | null {
  if (typeof value === 'string') return value.length <= 40 ? value : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * api/v1/seller's flash-sale calls (issue 32, deliverable 6; decision 0032; docs/seller-api.md):
 * the public sales not yet ended with the store's entries, and joining, re-pricing or leaving an
 * upcoming one. One sale price per product, every variant reduced in the same ratio (decision 0001).
 * Same gate as every seller call; another store's product answers as a missing one.
 */
export function flashSaleRoutes(app: FastifyInstance, ctx: ApiContext, guard: SellerGuard): void {
  const writerOf = (seller: SellerCaller): FlashWriter => ({ db: ctx.db, dialect: ctx.shop.dialect, storeId: seller.storeId });
  const ids = (params: unknown) => {
    const p = (params ?? {}) as { saleId?: unknown; productId?: unknown };
    return { saleId: readRowId(p.saleId), productId: readRowId(p.productId) };
  };

  const answer = (seller: SellerCaller, result: FlashWriteResult, key: 'flash_entry_saved' | 'flash_entry_removed', reply: FastifyReply) => {
    const say = (code: string, vars?: Record<string, string | number>) => guard.say(seller.language, code, vars);
    if (result.ok) {
      ctx.changes.changed({ scope: 'products', ids: [result.productId], tiles: true });
      const saved: FlashEntrySaved = { productId: result.productId, version: result.version, message: say(key, { title: result.title }) };
      return ok(saved, saved.message);
    }
    if (result.reason === 'product_not_found' || result.reason === 'flash_sale_not_found') return reply.code(404).send(failure(404, say(result.reason)));
    if (result.reason !== 'problems') return businessError([say(result.reason)]);
    const fields: Record<string, string> = {};
    const everyday = centsToAmount(result.everyday).toFixed(2);
    for (const { field, code } of result.problems) fields[field] ??= code === 'invalid_price' ? problemText(seller.language, field, code) : say(`flash_${code}`, { everyday });
    return formError(fields);
  };

  app.get('/seller/flash-sales', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    return ok(await loadSellerFlashSales(ctx.db, seller.storeId, seller.language, new Date()));
  });

  app.post('/seller/flash-sales/:saleId/entries', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const { saleId } = ids(request.params);
    const body = bodyOf(request);
    const productId = readRowId(body.product_id);
    const version = readVersion(body.version);
    const price = priceText(body.price);
    if (saleId === null) return reply.code(404).send(failure(404, guard.say(seller.language, 'flash_sale_not_found')));
    if (productId === null || version === null || price === null) return businessError([guard.say(seller.language, 'bad_input')]);
    return answer(seller, await saveFlashEntry(writerOf(seller), saleId, productId, version, price), 'flash_entry_saved', reply);
  });

  app.post('/seller/flash-sales/:saleId/entries/:productId/remove', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const { saleId, productId } = ids(request.params);
    if (productId === null) return reply.code(404).send(failure(404, guard.say(seller.language, 'product_not_found')));
    if (saleId === null) return reply.code(404).send(failure(404, guard.say(seller.language, 'flash_sale_not_found')));
    const version = readVersion(bodyOf(request).version);
    // A missing version is a stale read: nothing is changed, whatever the product.
    return answer(seller, await removeFlashEntry(writerOf(seller), saleId, productId, version ?? 0), 'flash_entry_removed', reply);
  });
}
