import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CartState } from '../../core/cart/cart-state.port';
import { ChosenAddress } from '../../core/cart/chosen-address';
import { type CartLine, hasBundle, isSelected, selectedQuantity } from '../../core/cart/cart';
import { type PricedCart, priceSelectedLines } from '../../core/cart/cart-pricing';
import { freeDeliveryThreshold } from '../../core/common/free-delivery-setting';
import { CommonStore } from '../app/common-store';
import type { Hydratable } from '../app/hydratable';
import { CartBadge } from '../app/cart-badge';

interface CartSnapshot {
  lines: CartLine[];
  linesLoaded: boolean;
  count: number;
  addressId: number | null;
  now: number;
}

/**
 * The shopper's cart (cart, shipping and checkout pages): its lines, the address it ships to and
 * its totals, computed here with the one pricing truth (core/cart/cart-pricing), the same
 * functions the server charges with, less the discount the checkout applied (its voucher, set by
 * ui/checkout/checkout-store.ts). The count lives in the shop-wide CartBadge so the header follows
 * it without loading this feature. The checkout's choices are the CheckoutStore's, the order
 * placed the PlacedOrderStore's (ui/orders).
 */
@injectable()
export class CartStore implements CartState, Hydratable {
  lines: CartLine[] = [];
  linesLoaded = false;
  /** The shipping address chosen on this device (kept across reloads by ChosenAddress). */
  addressId: number | null;
  /** What the checkout takes off the goods (its applied voucher), in cents: 0 without one. */
  discountCents = 0;
  /** The clock prices are read at (flash prices end on time); travels with the page so both renders agree. */
  now: number = Date.now();

  constructor(
    @inject(CartBadge) private readonly badge: CartBadge,
    @inject(ChosenAddress) private readonly chosenAddress: Pick<ChosenAddress, 'read' | 'remember'>,
    /** The shop's settings (the free-delivery threshold); none in tests that price without one. */
    @inject(CommonStore) @optional() private readonly common: Pick<CommonStore, 'data'> | null = null,
  ) {
    this.addressId = chosenAddress.read();
    makeAutoObservable<this, 'badge' | 'chosenAddress' | 'common'>(this, { badge: false, chosenAddress: false, common: false });
  }

  /** The shop's free-delivery threshold in cents (null: none), as `common` says it: the same the server charges by. */
  get freeDeliveryOverCents(): number | null {
    return freeDeliveryThreshold(this.common?.data?.setting.free_delivery_over);
  }

  get count(): number {
    return this.badge.count;
  }

  get selectedLines(): CartLine[] {
    return this.lines.filter(isSelected);
  }

  /** Units the selected lines hold: what an order of them takes off the count. */
  get selectedQuantity(): number {
    return selectedQuantity(this.lines);
  }

  /** Whether every line is selected (the "select all" box); false for an empty cart. */
  get allSelected(): boolean {
    return this.lines.length > 0 && this.lines.every(isSelected);
  }

  get hasBundle(): boolean {
    return hasBundle(this.lines);
  }

  /** The selected lines priced at `now`, less the applied voucher, with the shop's free delivery: every amount in cents. */
  get priced(): PricedCart {
    return priceSelectedLines(this.lines, this.now, this.discountCents, this.freeDeliveryOverCents);
  }

  setCart(lines: CartLine[]): void {
    this.lines = lines;
    this.linesLoaded = true;
  }

  setLines(lines: CartLine[]): void {
    this.lines = lines;
  }

  setCount(count: number): void {
    this.badge.set(count);
  }

  /** The applied voucher's discount (the CheckoutStore's), in cents. */
  setDiscount(cents: number): void {
    this.discountCents = cents;
  }

  setAddressId(addressId: number | null): void {
    this.addressId = addressId;
    this.chosenAddress.remember(addressId);
  }

  /** Moves the pricing clock (a page ticker, or the moment a flash sale ends). */
  setNow(now: number): void {
    this.now = now;
  }

  snapshot(): unknown {
    if (!this.linesLoaded) return null;
    const snapshot: CartSnapshot = {
      lines: this.lines,
      linesLoaded: this.linesLoaded,
      count: this.count,
      addressId: this.addressId,
      now: this.now,
    };
    return snapshot;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as Partial<CartSnapshot> | null;
    if (!s || typeof s !== 'object') return;
    this.lines = Array.isArray(s.lines) ? s.lines : [];
    this.linesLoaded = s.linesLoaded === true;
    // Only a cart the server loaded says more than the session's cart_count.
    if (this.linesLoaded && typeof s.count === 'number') this.badge.set(s.count);
    this.addressId = s.addressId ?? null;
    if (typeof s.now === 'number') this.now = s.now;
  }
}
