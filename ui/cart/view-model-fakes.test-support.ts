/* Stand-ins for the cart screens' view model tests: answers a test settles by hand, a toast that records, words that show their key. */
import type { CartLine, CartShippingPlace } from '../../core/cart/cart';
import type { CartCallers } from '../../core/cart/cart-caller';
import { SessionStore } from '../app/session-store';
import type { ToastStore } from '../layout/overlays/toast-store';
import { CartStore } from './cart-store';
import { CartBadge } from '../app/cart-badge';

/** A promise the test resolves or rejects when it wants the answer to arrive. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every answer already given reach its `then`. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A use case's `execute` that hands each call's answer to the test: `calls[i]` are its arguments, `answers[i]` its answer. */
export function pendingUseCase<A extends unknown[], T>() {
  const calls: A[] = [];
  const answers: Deferred<T>[] = [];
  return {
    calls,
    answers,
    execute(...args: A): Promise<T> {
      calls.push(args);
      const answer = deferred<T>();
      answers.push(answer);
      return answer.promise;
    },
  };
}

export class RecordingToast implements Pick<ToastStore, 'show' | 'error' | 'withdraw'> {
  readonly shown: (string | null)[] = [];
  readonly errors: string[] = [];
  readonly withdrawn: string[] = [];
  withdraw(message: string | null): void {
    if (message !== null) this.withdrawn.push(message);
  }
  show(message: string | null = null): void {
    this.shown.push(message);
  }
  error(message: string): void {
    this.errors.push(message);
  }
}

/** The key and its values, so a test sees which words were asked for. */
export const t = (key: string, options?: Record<string, unknown>): string => (options ? `${key} ${JSON.stringify(options)}` : key);

/** A cart store holding `lines`, loaded unless told, on a device with no chosen address yet. */
export function cartStore(lines: CartLine[] = [], loaded = true): CartStore {
  const cart = new CartStore(new CartBadge(new SessionStore()), { read: () => null, remember: () => undefined });
  if (loaded) cart.setCart(lines);
  else cart.setLines(lines);
  return cart;
}

/** A shopper known to the server (signed in) or a visitor with no token at all. */
export const callers = (owner: boolean): Pick<CartCallers, 'read'> => ({
  read: (language) => ({ token: owner ? 'tok' : null, userToken: null, language }),
});

/** A place that delivers (no pickup point) for 4.50 in three days. */
export const shippingPlace = (id: number): CartShippingPlace => ({
  id, shipping_rule_id: 3, country: 'AF', state: 'BDS', price: 4.5, pickup_price: 1, day_needed: 3,
  pickup_point: null, pickup_address_line_1: null, pickup_address_line_2: null, pickup_city: null, pickup_state: null, pickup_zip: null, pickup_country: null, pickup_phone: null,
  shipping_rule: { id: 3, title: 'Standard', single_price: 0 },
});
