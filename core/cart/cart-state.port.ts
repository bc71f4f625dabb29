import type { CartLine } from './cart';
import type { PlacedOrder, PlacedOrderDetails } from '../checkout/checkout-gateway.port';
import type { PaymentMethod } from '../payments/payment-methods';

/** A voucher the server accepted for this cart: its code and discount in cents. */
export interface AppliedVoucher {
  code: string;
  discountCents: number;
}

/** What looking up an order found: the order, or null when it is unknown or not the caller's. */
export interface PlacedOrderLookup {
  id: number;
  order: PlacedOrderDetails | null;
}

/** The shopper's cart and checkout choices as the cart use cases read and write them (the CartStore). */
export interface CartState {
  /** The lines, ordered by id; empty until loaded. */
  readonly lines: readonly CartLine[];
  /** Whether `lines` hold the server's cart (loaded at least once); before that only `count` is known. */
  readonly linesLoaded: boolean;
  /** The header badge: sum of quantities, the user's `cart_count` until the cart is touched. */
  readonly count: number;
  readonly voucher: AppliedVoucher | null;
  /** The address the cart ships to (its lines' places are matched to it). */
  readonly addressId: number | null;
  readonly deliveryInstruction: string;
  /** Payment methods the shop accepts, null until loaded. */
  readonly paymentMethods: readonly PaymentMethod[] | null;
  readonly paymentMethod: number | null;
  /** The order placed last in this tab (the order-placed page). */
  readonly lastOrder: PlacedOrder | null;
  /** The order the order-placed page looked up last (stored amounts, method), null before any. */
  readonly placedOrder: PlacedOrderLookup | null;

  /** The server's cart: lines replace the local ones and mark them loaded. */
  setCart(lines: CartLine[]): void;
  /** The lines after a local (optimistic) change. */
  setLines(lines: CartLine[]): void;
  setCount(count: number): void;
  setVoucher(voucher: AppliedVoucher | null): void;
  setAddressId(addressId: number | null): void;
  setDeliveryInstruction(text: string): void;
  setPaymentMethods(methods: PaymentMethod[]): void;
  setPaymentMethod(method: number | null): void;
  setLastOrder(order: PlacedOrder | null): void;
  setPlacedOrder(lookup: PlacedOrderLookup | null): void;
}
