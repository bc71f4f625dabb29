import { isOrderStatus } from '../orders/order-status';
import { isPaymentMethodId } from '../payments/payment-methods';
import { ORDER_DESK_MAX_PAGE_SIZE, ORDER_DESK_PAGE_SIZE, ORDER_DESK_SORTS, type OrderDeskQuery, type OrderDeskSort } from './order-desk';

/** The deepest page a list is asked for (beyond it, the first). */
const MAX_PAGE = 100_000;

const text = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');
const flag = (value: unknown) => ['1', 'true', 'yes'].includes(text(value).toLowerCase());

/**
 * The order desk's query from a query string, the server's request and the console's address
 * alike (`/admin/orders?status=1` from the dashboard opens the list so filtered): anything unknown
 * or out of range is left out (never an error, never a raw column name).
 */
export function readOrderDeskQuery(query: unknown): OrderDeskQuery {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const page = /^\d{1,9}$/.test(text(q.page)) ? Number(text(q.page)) : 1;
  const size = Number(text(q.size));
  const status = Number(text(q.status));
  const method = Number(text(q.method));
  const sort = text(q.sort);
  const paid = text(q.paid);
  return {
    page: page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    size: Number.isSafeInteger(size) && size >= 1 ? Math.min(size, ORDER_DESK_MAX_PAGE_SIZE) : ORDER_DESK_PAGE_SIZE,
    sort: (ORDER_DESK_SORTS as readonly string[]).includes(sort) ? (sort as OrderDeskSort) : 'placed',
    dir: text(q.dir) === 'asc' ? 'asc' : 'desc',
    status: isOrderStatus(status) ? status : undefined,
    paid: paid === 'paid' || paid === 'unpaid' ? paid : undefined,
    cancelled: flag(q.cancelled) || undefined,
    refundDue: flag(q.refund_due) || undefined,
    method: text(q.method) !== '' && isPaymentMethodId(method) ? method : undefined,
    transferToVerify: flag(q.transfer) || undefined,
    q: text(q.q).slice(0, 100) || undefined,
  };
}

/** The query string's parameters of a query (what `readOrderDeskQuery` reads back), only those set. */
export function orderDeskParams(query: OrderDeskQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.page && query.page > 1) params.page = query.page;
  if (query.size && query.size !== ORDER_DESK_PAGE_SIZE) params.size = query.size;
  if (query.sort && query.sort !== 'placed') params.sort = query.sort;
  if (query.dir && query.dir !== 'desc') params.dir = query.dir;
  if (query.status) params.status = query.status;
  if (query.paid) params.paid = query.paid;
  if (query.cancelled) params.cancelled = 1;
  if (query.refundDue) params.refund_due = 1;
  if (query.method) params.method = query.method;
  if (query.transferToVerify) params.transfer = 1;
  if (query.q) params.q = query.q;
  return params;
}

/** The console's address of the order list so filtered (`/admin/orders?status=1`). */
export function orderDeskPath(query: OrderDeskQuery): string {
  const search = new URLSearchParams(Object.entries(orderDeskParams(query)).map(([key, value]) => [key, String(value)])).toString();
  return search ? `/admin/orders?${search}` : '/admin/orders';
}
