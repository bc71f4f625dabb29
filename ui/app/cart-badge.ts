import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { UserProfile } from '../../core/auth/user';
import { SessionStore } from './session-store';

/**
 * The header badge's count, shop-wide and tiny so the header needs nothing of the cart feature
 * (which stays out of the home page's first load). The cart store writes the count it keeps; until
 * then, and again whenever the session's user changes (page load, sign-in, sign-out, the guest's
 * profile), the user's `cart_count` shows.
 */
@injectable()
export class CartBadge {
  private own: { count: number; basis: UserProfile | null } | null = null;

  constructor(@inject(SessionStore) private readonly session: SessionStore) {
    makeAutoObservable<this, 'session'>(this, { session: false });
  }

  /** The cart's own count while the session's user is the one it was counted for, else the user's cart_count. */
  get count(): number {
    if (this.own && this.own.basis === this.session.user) return this.own.count;
    return this.session.cartCount;
  }

  /** The cart store's count, for the session's current user. */
  set(count: number): void {
    this.own = { count: Math.max(0, Math.trunc(count) || 0), basis: this.session.user };
  }
}
