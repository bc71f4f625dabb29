import type { CartLine } from './cart';

/**
 * The shopper's cart as the cart use cases read and write it (the CartStore): its lines, its count
 * and the address it ships to (each line's shipping place is matched to it, so the cart is priced
 * for it). The checkout's choices are core/checkout/checkout-state.port.ts, the order placed
 * core/orders/placed-order.port.ts.
 */
export interface CartState {
  /** The lines, ordered by id; empty until loaded. */
  readonly lines: readonly CartLine[];
  /** Whether `lines` hold the server's cart (loaded at least once); before that only `count` is known. */
  readonly linesLoaded: boolean;
  /** The header badge: sum of quantities, the user's `cart_count` until the cart is touched. */
  readonly count: number;
  /** The address the cart ships to (its lines' places are matched to it). */
  readonly addressId: number | null;

  /** The server's cart: lines replace the local ones and mark them loaded. */
  setCart(lines: CartLine[]): void;
  /** The lines after a local (optimistic) change. */
  setLines(lines: CartLine[]): void;
  setCount(count: number): void;
  setAddressId(addressId: number | null): void;
}
