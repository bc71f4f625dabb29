import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { OrderSummary, OrderView } from '../../core/orders/order-contract';
import type { OrderListQuery, OrdersState } from '../../core/orders/orders-gateway.port';
import type { TrackedOrder } from '../../core/orders/order-contract';
import type { Paginator } from '../../core/shared/paginator';
import type { Hydratable } from '../app/hydratable';

/** The orders screens' state: the list page shown, the open order and the tracking page's answer. */
@injectable()
export class OrdersViewModel implements OrdersState, Hydratable {
  query: OrderListQuery | null = null;
  list: Paginator<OrderSummary> | null = null;
  detail: OrderView | null = null;
  tracked: TrackedOrder | null = null;
  /** The payment methods the list's filter offers: the shop's (payment-gateway), null before they are read. */
  offeredMethods: number[] | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setList(query: OrderListQuery, page: Paginator<OrderSummary>): void {
    this.query = query;
    this.list = page;
  }

  setOfferedMethods(methods: number[]): void {
    this.offeredMethods = methods;
  }

  setDetail(order: OrderView): void {
    this.detail = order;
  }

  setTracked(order: TrackedOrder | null): void {
    this.tracked = order;
  }

  snapshot(): unknown {
    return { query: this.query, list: this.list, detail: this.detail, tracked: this.tracked, offeredMethods: this.offeredMethods };
  }

  restore(snapshot: unknown): void {
    const s = (snapshot ?? {}) as Partial<Pick<OrdersViewModel, 'query' | 'list' | 'detail' | 'tracked' | 'offeredMethods'>>;
    this.query = s.query ?? null;
    this.list = s.list ?? null;
    this.detail = s.detail ?? null;
    this.tracked = s.tracked ?? null;
    this.offeredMethods = Array.isArray(s.offeredMethods) ? s.offeredMethods : null;
  }
}
