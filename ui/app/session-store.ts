import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { SessionState } from '../../core/auth/session-state.port';
import type { UserProfile } from '../../core/auth/user';
import type { Hydratable } from './hydratable';

/**
 * The shopper's session. Its credential is never written into the page: in the browser `token` is
 * the session's CSRF token (the session itself is an HttpOnly cookie), during a server render the
 * session token from the request's cookie. The user profile travels with the page.
 */
@injectable()
export class SessionStore implements SessionState, Hydratable {
  token: string | null = null;
  user: UserProfile | null = null;
  /** The server ended the session during this visit (idle, revoked, unknown): the shopper is told once (SessionEndedNotice). */
  ended = false;

  constructor() {
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.token !== null && this.user?.is_logged_in === true;
  }

  /** The header badge until the cart store owns it: the user's `cart_count`. */
  get cartCount(): number {
    return this.user?.cart_count ?? 0;
  }

  setToken(token: string | null): void {
    this.token = token;
  }

  setUser(user: UserProfile | null): void {
    this.user = user;
  }

  clear(): void {
    this.token = null;
    this.user = null;
  }

  end(): void {
    this.clear();
    this.ended = true;
  }

  /** The notice was shown. */
  acknowledgeEnd(): void {
    this.ended = false;
  }

  snapshot(): unknown {
    return this.ended ? { user: this.user, ended: true } : { user: this.user };
  }

  restore(snapshot: unknown): void {
    const state = snapshot as { user?: UserProfile | null; ended?: boolean } | undefined;
    this.user = state?.user ?? null;
    this.ended = state?.ended === true;
  }
}
