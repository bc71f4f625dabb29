/*
 * The header and footer ask these two questions of the shopper's session. There is no user or cart
 * store yet, so everybody is a guest with an empty cart. When `UserStore` and `CartStore` land,
 * only these bodies change (e.g. `return useService(UserStore).isLoggedIn`); call sites stay put.
 * They are hooks, not constants, so that swap can subscribe to MobX without touching callers.
 */

/** Whether a shopper is signed in. */
export function useIsLoggedIn(): boolean {
  return false;
}

/** How many items are in the cart (the header badge). */
export function useCartCount(): number {
  return 0;
}
