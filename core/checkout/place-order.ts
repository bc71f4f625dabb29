import type { RandomSource } from '../auth/random-source.port';
import { base64url } from '../auth/base64url';
import { isSelected } from '../cart/cart';
import type { CartWriters } from '../cart/cart-caller';
import type { CartChanges } from '../cart/cart-changes';
import type { CartGateway } from '../cart/cart-gateway.port';
import { type CartFailure, failure, refusal } from '../cart/cart-outcome';
import type { CartState } from '../cart/cart-state.port';
import { loadedView, withoutSelected } from '../cart/cart-view';
import type { CheckoutGateway, PlaceOrderInput } from './checkout-gateway.port';
import type { CheckoutState } from './checkout-state.port';
import type { PlacedOrder, PlacedOrderState } from '../orders/placed-order.port';
import { isDefiniteRefusal } from '../shared/request-error';

export type PlaceOrderOutcome = { ok: true; order: PlacedOrder } | CartFailure;

/** 128 bits: an idempotency key no other checkout attempt will ever share. */
const KEY_BYTES = 16;

/**
 * Confirms the order of the selected lines. One checkout attempt has one idempotency key: a double
 * click joins the request already on its way, and a retry after an unknown outcome (API down,
 * connection lost) sends the same key, so the server answers the first order instead of placing a
 * second. A clear refusal (stock, voucher, address) ends the attempt; the next try gets a new key.
 * After the order the selected lines leave the cart and the count falls by their quantity.
 */
export class PlaceOrder {
  private attemptKey: string | null = null;
  private inFlight: Promise<PlaceOrderOutcome> | null = null;

  constructor(
    private readonly orders: Pick<CheckoutGateway, 'placeOrder'>,
    private readonly carts: Pick<CartGateway, 'load'>,
    private readonly cart: Pick<CartState, 'lines' | 'linesLoaded' | 'addressId'>,
    private readonly checkout: Pick<CheckoutState, 'voucher' | 'deliveryInstruction' | 'paymentMethod' | 'setVoucher' | 'setDeliveryInstruction'>,
    private readonly placed: Pick<PlacedOrderState, 'setLastOrder'>,
    private readonly changes: Pick<CartChanges, 'submit'>,
    private readonly callers: CartWriters,
    private readonly random: RandomSource,
  ) {}

  /** `timeZone`: the shopper's IANA zone (the UI reads it from Intl). */
  execute(language: string, timeZone: string): Promise<PlaceOrderOutcome> {
    this.inFlight ??= this.place(language, timeZone).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async place(language: string, timeZone: string): Promise<PlaceOrderOutcome> {
    const { cart, checkout } = this;
    if (cart.linesLoaded && !cart.lines.some(isSelected)) return failure('no_selection');
    const addressId = cart.addressId;
    if (addressId === null) return failure('no_address');
    if (checkout.paymentMethod === null) return failure('no_payment_method');
    const input: PlaceOrderInput = {
      order_method: checkout.paymentMethod,
      time_zone: timeZone,
      address_id: addressId,
      ...(checkout.voucher ? { voucher: checkout.voucher.code } : {}),
      ...(checkout.deliveryInstruction.trim() ? { delivery_instruction: checkout.deliveryInstruction.trim() } : {}),
    };
    const key = (this.attemptKey ??= base64url(this.random.bytes(KEY_BYTES)));
    try {
      const order = await this.changes.submit({
        show: (view) => view,
        send: async () => {
          const caller = this.callers.write(language);
          const placed = await this.callers.written(caller, this.orders.placeOrder(caller, input, key));
          if (cart.linesLoaded) return { value: placed, confirm: withoutSelected };
          // Lines never loaded here: what the order took is known only to the server.
          const data = await this.carts.load(caller, addressId).catch(() => null);
          return { value: placed, confirm: (view) => (data ? loadedView(data.cart) : view) };
        },
      });
      this.attemptKey = null;
      checkout.setVoucher(null);
      checkout.setDeliveryInstruction('');
      this.placed.setLastOrder(order);
      return { ok: true, order };
    } catch (error) {
      // The server answered no: this attempt is over. No answer at all: the order may exist, keep the key.
      if (isDefiniteRefusal(error)) this.attemptKey = null;
      return refusal(error);
    }
  }
}
