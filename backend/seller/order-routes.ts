import type { FastifyInstance } from 'fastify';
import { SHIPMENT_ACTIONS, type ShipmentAction } from '../../core/orders/shipment';
import { type ShipmentChange, shipmentChangeProblems } from '../../core/seller/seller-orders';
import type { ApiContext } from '../api/api-context';
import { writeTransaction } from '../db/write-transaction';
import { businessError, failure, formError, ok } from '../http/envelope';
import { readRowId } from '../http/ids';
import { readPage } from '../http/paging';
import { bodyOf } from '../http/request-body';
import { sendOrderChangeMail } from '../orders/order-notices';
import { paperworkFileName } from '../../core/admin/order-paperwork';
import { renderPackingSlip } from '../admin/order-paperwork';
import { loadOrderPaperwork } from '../admin/order-paperwork-loader';
import type { SellerGuard } from './seller-guard';
import { readVersion } from './seller-input';
import { loadSellerOrders, stepShipment } from './seller-orders';
import { cancelSellerPart } from '../payments/cancel-part';

/** A shipment step from untrusted input, or null when a field is of the wrong type. */
function readChange(body: Record<string, unknown>): ShipmentChange | null {
  const action = typeof body.action === 'string' && (SHIPMENT_ACTIONS as readonly string[]).includes(body.action) ? body.action as ShipmentAction : null;
  const version = readVersion(body.version);
  const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' && value.length <= 1000 ? value : null);
  const trackingNumber = text(body.tracking_number);
  const reason = text(body.reason);
  const carrierId = body.carrier_id === undefined || body.carrier_id === null ? null : readRowId(body.carrier_id);
  // `cancel`: the lines to cancel, ids of the store's lines in this parcel (none: all still in it).
  const lines = body.lines === undefined || body.lines === null ? [] : Array.isArray(body.lines) && body.lines.length <= 200 ? body.lines.map(readRowId) : null;
  if (action === null || version === null || trackingNumber === null || reason === null || lines === null || lines.some((id) => id === null)) return null;
  if (body.carrier_id !== undefined && body.carrier_id !== null && carrierId === null) return null;
  return { action, version, carrierId, trackingNumber, reason, lines: lines as number[] };
}

/**
 * api/v1/seller's orders (issue 33, decision 0034; docs/seller-api.md): the store's shipments, and a
 * seller's step on one (confirm, pack, ship with carrier and tracking number, deliver) on the version
 * read, or cancel their part with a reason (backend/payments/cancel-part.ts: stock back, the order's
 * totals lowered, money given back). Another store's shipment answers as a missing one. When the step moves the order's status
 * (read from all its shipments), the shopper is mailed as when the shop moves it.
 */
export function orderRoutes(app: FastifyInstance, ctx: ApiContext, guard: SellerGuard): void {
  app.get('/seller/orders', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    return ok(await loadSellerOrders(ctx.db, seller.storeId, readPage((request.query as { page?: unknown }).page), seller.language));
  });

  // The store's packing slip of one shipment, in the seller's language: its lines only, the ship-to without phone or e-mail.
  app.get('/seller/shipments/:id/packing-slip.pdf', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const id = readRowId((request.params as { id?: unknown }).id);
    const own = id === null ? undefined : await ctx.db.selectFrom('shipments as s').innerJoin('orders as o', 'o.id', 's.order_id').select('o.tracking_code')
      .where('s.id', '=', id).where('s.store_id', '=', seller.storeId).executeTakeFirst();
    const paper = own ? await loadOrderPaperwork(ctx.db, own.tracking_code, seller.language, { storeId: seller.storeId }) : null;
    if (!paper) return reply.code(404).send(failure(404, guard.say(seller.language, 'shipment_not_found')));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${paperworkFileName('packing-slip', paper.order.code)}"`)
      .header('cache-control', 'no-store')
      .send(await renderPackingSlip(paper));
  });

  app.post('/seller/shipments/:id', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const say = (code: string, vars?: Record<string, string | number>) => guard.say(seller.language, code, vars);
    const id = readRowId((request.params as { id?: unknown }).id);
    // Another store's shipment is answered exactly as a missing one, whatever the body.
    const own = id === null ? undefined : await ctx.db.selectFrom('shipments').select('id').where('id', '=', id).where('store_id', '=', seller.storeId).executeTakeFirst();
    if (id === null || !own) return reply.code(404).send(failure(404, say('shipment_not_found')));
    const change = readChange(bodyOf(request));
    if (change === null) return businessError([say('bad_input')]);
    const problems = shipmentChangeProblems(change);
    if (problems.length > 0) return formError(Object.fromEntries(problems.map(({ field, code }) => [field, say(`shipment_${code}`)])));
    if (change.action === 'cancel') {
      const cancelled = await cancelSellerPart(
        { db: ctx.db, dialect: ctx.shop.dialect, mail: ctx.mail, mailer: ctx.accounts.mailer, publicUrl: ctx.accounts.publicUrl, payments: ctx.payments.providers, log: (error, message) => request.log.error({ err: error }, message) },
        { storeId: seller.storeId, shipmentId: id, version: change.version, reason: change.reason.trim(), lineIds: change.lines },
      );
      if (!cancelled.ok) return cancelled.reason === 'not_found' ? reply.code(404).send(failure(404, say('shipment_not_found'))) : businessError([say(`shipment_${cancelled.reason}`)]);
      return ok({ id, cancelled: 1, whole: cancelled.whole ? 1 : 0, refund: cancelled.refund }, say('shipment_done_cancel', { order: cancelled.orderCode }));
    }
    const result = await writeTransaction(ctx.db, ctx.shop.dialect, async (trx) => {
      const stepped = await stepShipment(trx, seller.storeId, id, change, new Date());
      if (stepped.ok && stepped.orderMoved) await sendOrderChangeMail(trx, ctx.mail.in(trx), ctx.accounts.publicUrl, stepped.orderId, 'status');
      return stepped;
    });
    if (!result.ok) {
      if (result.reason === 'not_found') return reply.code(404).send(failure(404, say('shipment_not_found')));
      if (result.reason === 'invalid_carrier') return formError({ carrierId: say('shipment_invalid_carrier') });
      return businessError([say(`shipment_${result.reason}`)]);
    }
    return ok({ id, status: result.status }, say(`shipment_done_${change.action}`, { order: result.orderCode }));
  });
}
