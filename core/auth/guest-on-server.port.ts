/**
 * Whether the page server may know which guest is visiting. A guest who has stored nothing on the
 * server (no cart line, no address) sees the same pages as any new visitor, which the server may
 * answer from its page cache; once the guest stores something under its `user_token`, every page
 * must render with it (the cart badge, /cart, /shipping, /checkout, /order-placed), so the token
 * travels with page requests from then on. Forgetting is the guest token's own `forget` (sign-out).
 */
export interface GuestOnServer {
  /**
   * The guest is about to store something on the server under `token`: its next page requests
   * carry the token (again, refreshing how long they do). Never throws.
   */
  remember(token: string): void;
}
