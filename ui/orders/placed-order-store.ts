import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PlacedOrder, PlacedOrderLookup, PlacedOrderState } from '../../core/orders/placed-order.port';
import type { Hydratable } from '../app/hydratable';

interface PlacedOrderSnapshot {
  lastOrder: PlacedOrder | null;
  placedOrder: PlacedOrderLookup | null;
}

/** The order placed last in this tab and the order the order-placed page looked up (stored amounts, method). */
@injectable()
export class PlacedOrderStore implements PlacedOrderState, Hydratable {
  lastOrder: PlacedOrder | null = null;
  placedOrder: PlacedOrderLookup | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setLastOrder(order: PlacedOrder | null): void {
    this.lastOrder = order;
  }

  setPlacedOrder(lookup: PlacedOrderLookup | null): void {
    this.placedOrder = lookup;
  }

  snapshot(): unknown {
    if (!this.lastOrder && !this.placedOrder) return null;
    const snapshot: PlacedOrderSnapshot = { lastOrder: this.lastOrder, placedOrder: this.placedOrder };
    return snapshot;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as Partial<PlacedOrderSnapshot> | null;
    if (!s || typeof s !== 'object') return;
    this.lastOrder = s.lastOrder ?? null;
    this.placedOrder = s.placedOrder ?? null;
  }
}
