import { RequestError } from '../shared/request-error';

/**
 * Why a cart or checkout action did not happen. `refused` carries the server's own words (already
 * in the shopper's language); every other code is a rule checked before sending, which the UI
 * translates (the English text is in `message`).
 */
export type CartProblem =
  | 'minimum_one'
  | 'maximum_exceeded'
  | 'unknown_line'
  | 'empty_voucher'
  | 'no_selection'
  | 'no_address'
  | 'no_payment_method'
  | 'refused';

/** An expected failure: shown as an error toast, never thrown. */
export interface CartFailure {
  ok: false;
  code: CartProblem;
  message: string;
}

export type CartOutcome = { ok: true } | CartFailure;

/** The English text of each rule; `refused` uses the server's message instead. */
export const CART_PROBLEM_TEXT: Readonly<Record<Exclude<CartProblem, 'refused'>, string>> = {
  minimum_one: 'Must have minimum 1 item.',
  maximum_exceeded: 'Maximum quantity exceeds.',
  unknown_line: 'This item is no longer in your cart.',
  empty_voucher: 'Please enter a voucher code.',
  no_selection: "You don't have any product selected. Please a select a product first.",
  no_address: 'Please add an address first.',
  no_payment_method: 'Currently no payment method is available',
};

export function failure(code: Exclude<CartProblem, 'refused'>): CartFailure {
  return { ok: false, code, message: CART_PROBLEM_TEXT[code] };
}

/** A server refusal (or an unreachable API) as a value; anything else is a bug and is rethrown. */
export function refusal(error: unknown): CartFailure {
  if (error instanceof RequestError) return { ok: false, code: 'refused', message: error.firstMessage };
  throw error;
}
