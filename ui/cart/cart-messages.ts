import type { CartFailure, CartProblem } from '../../core/cart/cart-outcome';

/** The page's `t`: the view models word their messages with it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translation of each rule checked before sending; `refused` shows the server's own words. */
const KEYS: Readonly<Record<Exclude<CartProblem, 'refused'>, string>> = {
  minimum_one: 'product.quantity_problem.minimum_one',
  maximum_exceeded: 'product.quantity_problem.maximum_exceeded',
  unknown_line: 'cart.page.unknown_line',
  empty_voucher: 'cart.checkout.empty_voucher',
  no_selection: 'cart.shipping.nothing_selected',
  no_address: 'cart.shipping.no_address',
  no_payment_method: 'cart.checkout.no_method',
};

/** What the shopper reads for a failed cart action, in the page's language. */
export function failureText(t: Translate, failure: Pick<CartFailure, 'code' | 'message'>): string {
  if (failure.code === 'refused') return failure.message;
  return t(KEYS[failure.code], { defaultValue: failure.message });
}
