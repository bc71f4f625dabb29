import { useService } from '../../app/services';
import { SessionStore } from '../../stores/session-store';

/*
 * The header and footer ask these two questions of the shopper's session. The cart issue swaps the
 * count's source to its CartStore; call sites stay put.
 */

/** Whether a shopper is signed in. */
export function useIsLoggedIn(): boolean {
  return useService(SessionStore).isLoggedIn;
}

/** How many items are in the cart (the header badge). */
export function useCartCount(): number {
  return useService(SessionStore).cartCount;
}
