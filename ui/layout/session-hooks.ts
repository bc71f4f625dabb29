import { useService } from '../app/services';
import { CartBadge } from '../app/cart-badge';
import { SessionStore } from '../app/session-store';

/*
 * The header and footer ask these two questions of the shopper's session. The count comes from the
 * shop-wide CartBadge: the cart store's count once the cart feature keeps it, else the user's
 * cart_count; the cart feature itself is never imported here (home first-load budget).
 */

/** Whether a shopper is signed in. */
export function useIsLoggedIn(): boolean {
  return useService(SessionStore).isLoggedIn;
}

/** Whether the signed-in user is a seller (the account menu links to the seller workspace). */
export function useIsSeller(): boolean {
  const session = useService(SessionStore);
  return session.isLoggedIn && session.user?.role === 'seller';
}

/** How many items are in the cart (the header badge). */
export function useCartCount(): number {
  return useService(CartBadge).count;
}
