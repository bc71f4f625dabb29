import type { CartActionInput, CartData, CartLine, ShippingChoice } from './cart';
import type { CartCaller } from './cart-caller';

/**
 * The caller's cart on api/v1 (`cart/*`, docs/cart-api.md). Every call is scoped to the caller's
 * own lines (bearer user, else guest `user_token`) and throws RequestError when the server refuses
 * (status 201 with the message in the caller's language, 403) or is down.
 */
export interface CartGateway {
  /**
   * `cart/by-user`: every line, ordered by id, and the count (sum of quantities). With an address,
   * each line's `shipping_place` is the place that serves that address (null when none does).
   */
  load(caller: CartCaller, addressId?: number | null): Promise<CartData>;
  /**
   * `cart/action`: changes the line of this product variant by `input.quantity` (may be negative;
   * a new line when there is none). Answers the line as saved when the server sends it, else null.
   */
  add(caller: CartCaller, input: CartActionInput): Promise<CartLine | null>;
  /**
   * `cart/buy-now`: sets the line of this variant to exactly `input.quantity` and makes it the
   * caller's only selected line. Answers the line as saved when the server sends it, else null.
   */
  buyNow(caller: CartCaller, input: CartActionInput): Promise<CartLine | null>;
  /** `cart/delete`: removes the caller's line with this id. */
  remove(caller: CartCaller, lineId: number): Promise<void>;
  /**
   * `cart/change`: selects the `checked` line ids and unselects the `unchecked` ones. `isBundle`
   * (any line has a bundle deal) tells the server the cart's offers must be recomputed.
   */
  changeSelection(caller: CartCaller, checked: readonly number[], unchecked: readonly number[], isBundle: boolean): Promise<void>;
  /**
   * `cart/update-shipping`: the place and type (delivery or pickup) chosen per line id, for the
   * address they ship to. Answers the whole cart with places matched to that address.
   */
  updateShipping(caller: CartCaller, choices: Readonly<Record<number, ShippingChoice>>, addressId: number): Promise<CartData>;
}
