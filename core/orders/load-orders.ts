import type { SessionState } from '../auth/session-state.port';
import { isPaymentMethodId } from '../payments/payment-methods';
import type { OrderListFilter, OrderListQuery, OrdersGateway, OrdersState } from './orders-gateway.port';

const FILTERS: readonly OrderListFilter[] = ['all', 'cancelled', 'paid', 'unpaid'];

/** The list query a URL asks for (`?page=2&filter=paid&method=7`), anything unknown falling back to the first page of all orders. */
export function orderListQuery(search: URLSearchParams): OrderListQuery {
  const page = Number(search.get('page'));
  const filter = search.get('filter') as OrderListFilter | null;
  const method = Number(search.get('method'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: filter && FILTERS.includes(filter) ? filter : 'all',
    method: isPaymentMethodId(method) ? method : null,
  };
}

/**
 * Loads a page of the signed-in shopper's orders, and the payment methods its filter offers: only
 * those the shop offers now (`payment-gateway`: enabled, and an online one only with its provider's
 * keys set), never a provider the shop does not take. Without that answer the filter offers none.
 */
export class LoadOrders {
  constructor(
    private readonly gateway: Pick<OrdersGateway, 'list' | 'offeredMethods'>,
    private readonly state: Pick<OrdersState, 'setList' | 'setOfferedMethods'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(query: OrderListQuery, language: string): Promise<void> {
    const [page, methods] = await Promise.all([
      this.gateway.list(this.session.token, query, language),
      this.gateway.offeredMethods(language).catch(() => []),
    ]);
    this.state.setOfferedMethods(methods);
    this.state.setList(query, page);
  }
}
