import { useEffect, useState } from 'react';
import { CartCallers } from '../../core/cart/cart-caller';
import { LoadCart } from '../../core/cart/load-cart';
import { RequestError } from '../../core/shared/request-error';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { CartStore } from './cart-store';
import { ToastStore } from '../layout/overlays/toast-store';

/** Whether anyone owns a cart yet: a signed-in shopper, or a guest who has added something. */
export function hasCartOwner(callers: Pick<CartCallers, 'read'>, language: string): boolean {
  const caller = callers.read(language);
  return caller.token !== null || caller.userToken !== null;
}

/**
 * Whether the cart's lines can be shown. The server loads them for a signed-in shopper and for a
 * guest whose `user_token` cookie came with the request. Only a guest whose token the server did
 * not see (kept in local storage before the cookie existed) gets placeholders (and hydration
 * matches them); once mounted, the browser loads that guest's lines (`reload`: the page's own
 * load, the cart's by default), or shows the empty cart of a visitor who has none.
 */
export function useCartReady(reload?: (language: string) => Promise<void>): boolean {
  const cart = useService(CartStore);
  const callers = useService(CartCallers);
  const load = useService(LoadCart);
  const toast = useService(ToastStore);
  const { code: language } = useLanguage();
  const [mounted, setMounted] = useState(false);
  const owner = mounted && hasCartOwner(callers, language);
  useEffect(() => {
    setMounted(true);
    if (cart.linesLoaded || !hasCartOwner(callers, language)) return;
    (reload ? reload(language) : load.execute(language)).catch((error: unknown) => toast.error(error instanceof RequestError ? error.firstMessage : String(error)));
    // Once per page: a later change of the cart is the use cases' to keep in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return cart.linesLoaded || (mounted && !owner);
}
