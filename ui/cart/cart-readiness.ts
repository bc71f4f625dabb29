import { inject, injectable } from 'inversify';
import { CartCallers } from '../../core/cart/cart-caller';
import { RequestError } from '../../core/shared/request-error';
import { ToastStore } from '../layout/overlays/toast-store';
import { CartStore } from './cart-store';

/** Whether anyone owns a cart yet: a signed-in shopper, or a guest who has added something. */
export function hasCartOwner(callers: Pick<CartCallers, 'read'>, language: string): boolean {
  const caller = callers.read(language);
  return caller.token !== null || caller.userToken !== null;
}

/**
 * Whether a checkout step (cart, shipping, payment) can show the cart's lines. The server loads
 * them for a signed-in shopper and for a guest whose `user_token` cookie came with the request.
 * Only a guest whose token the server did not see (kept in local storage before the cookie
 * existed) gets placeholders (and hydration matches them); once mounted, the browser loads that
 * guest's lines with the step's own load, or shows the empty cart of a visitor who has none.
 */
@injectable()
export class CartReadiness {
  constructor(
    @inject(CartStore) private readonly cart: Pick<CartStore, 'linesLoaded'>,
    @inject(CartCallers) private readonly callers: Pick<CartCallers, 'read'>,
    @inject(ToastStore) private readonly toast: Pick<ToastStore, 'error'>,
  ) {}

  /** `mounted` is false in the server's render and in the hydrating one, which must match it. */
  ready(language: string, mounted: boolean): boolean {
    return this.cart.linesLoaded || (mounted && !hasCartOwner(this.callers, language));
  }

  /** Once mounted: the lines the server could not load, by `load` (the step's route load). */
  loadMissing(language: string, load: () => Promise<void>): void {
    if (this.cart.linesLoaded || !hasCartOwner(this.callers, language)) return;
    load().catch((error: unknown) => this.toast.error(error instanceof RequestError ? error.firstMessage : String(error)));
  }
}
