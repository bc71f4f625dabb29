import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { ORDER_DESK_PAGE_SIZE, type OrderDeskPage, type OrderDeskQuery, type OrderDeskSort } from '../../core/admin/order-desk';
import { orderStateOf } from '../../core/orders/order-status';
import { normalizeTrackingCode } from '../../core/orders/tracking-code';
import { paymentStateOf } from '../../core/payments/payment-methods';
import type { DB } from '../db/schema';
import { paymentMethodName, priceFormatOf } from './order-desk-detail';

const SORT_COLUMNS: Readonly<Record<OrderDeskSort, 'id' | 'total_amount' | 'status'>> = { placed: 'id', total: 'total_amount', status: 'status' };

/** `%text%` for LIKE, the wildcards the member typed taken literally. */
const contains = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of orders for the order desk, filtered, searched and sorted on the server (both
 * databases): status, paid or unpaid, cancelled, refund due, payment method, a bank transfer to
 * verify; the search matches the order code, the customer's name, e-mail or phone. Orders still
 * waiting for a guest's link are not orders yet and are left out.
 */
export async function listDeskOrders(db: Kysely<DB>, query: OrderDeskQuery, language: string): Promise<OrderDeskPage> {
  const size = query.size ?? ORDER_DESK_PAGE_SIZE;
  const page = query.page ?? 1;
  const toVerify = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>) =>
    eb.exists(eb.selectFrom('bank_transfers as bt').select('bt.id').whereRef('bt.order_id', '=', 'o.id').where('bt.verified_at', 'is', null));
  let filtered = db.selectFrom('orders as o').where('o.awaiting_confirmation', '=', 0);
  if (query.status !== undefined) filtered = filtered.where('o.status', '=', query.status);
  if (query.paid) filtered = filtered.where('o.payment_done', '=', query.paid === 'paid' ? 1 : 0);
  if (query.cancelled) filtered = filtered.where('o.cancelled', '=', 1);
  if (query.refundDue) filtered = filtered.where('o.refund_due', '=', 1);
  if (query.method !== undefined) filtered = filtered.where('o.order_method', '=', query.method);
  if (query.transferToVerify) filtered = filtered.where('o.payment_done', '=', 0).where('o.cancelled', '=', 0).where(toVerify);
  if (query.q) {
    const like = contains(query.q);
    const code = normalizeTrackingCode(query.q);
    filtered = filtered.where((eb) => eb.or([
      ...(code ? [eb('o.tracking_code', '=', code)] : []),
      eb(sql`lower(o.tracking_code)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(o.name)`, 'like', sql`${like} escape '\\'`),
      eb(sql`lower(o.email)`, 'like', sql`${like} escape '\\'`),
      eb(sql`coalesce(o.phone, '')`, 'like', sql`${like} escape '\\'`),
    ]));
  }
  const column = SORT_COLUMNS[query.sort ?? 'placed'];
  const dir = query.dir ?? 'desc';
  const [count, rows, format] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    filtered.select((eb) => [
      'o.tracking_code', 'o.created_at', 'o.name', 'o.email', 'o.phone', 'o.total_amount', 'o.order_method', 'o.status', 'o.cancelled', 'o.refunded', 'o.payment_done', 'o.refund_due',
      toVerify(eb).as('to_verify'),
    ])
      // The newest first within equal values, so a page is the same page however often it is asked.
      .orderBy(`o.${column}`, dir).orderBy('o.id', 'desc')
      .limit(size).offset((page - 1) * size).execute(),
    priceFormatOf(db),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map((row) => {
      const state = orderStateOf(row);
      return {
        code: row.tracking_code,
        placedAt: row.created_at,
        customer: { name: row.name, email: row.email, phone: row.phone },
        totalCents: Number(row.total_amount),
        method: row.order_method,
        methodName: paymentMethodName(row.order_method, language),
        paymentState: paymentStateOf(state),
        status: state.status,
        cancelled: state.cancelled,
        transferToVerify: Boolean(Number(row.to_verify)) && !state.paid && !state.cancelled,
      };
    }),
    total,
    page,
    lastPage: Math.max(1, Math.ceil(total / size)),
    size,
    format,
  };
}
