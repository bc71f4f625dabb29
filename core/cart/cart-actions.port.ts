import type { CartActionInput } from './cart';
import type { CartOutcome } from './cart-outcome';

/** A product to put in the cart, with the chosen variant's stock when the page knows it. */
export interface CartItemRequest extends CartActionInput {
  /** Units in stock of the variant; the quantity is checked against it before sending. */
  stock?: number;
}

/**
 * What the product page and tiles call once `FeatureLoader.load('cart')` resolved: they hold only
 * this token, so the cart's code stays in the cart feature's chunk.
 */
export interface CartActions {
  /** Adds `quantity` units (the badge rises at once; rolled back if the server refuses). */
  addToCart(item: CartItemRequest, language: string): Promise<CartOutcome>;
  /** Makes this variant, at this quantity, the cart's only selected line (then go to /shipping). */
  buyNow(item: CartItemRequest, language: string): Promise<CartOutcome>;
}
