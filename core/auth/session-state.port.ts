import type { UserProfile } from './user';

/** Who the shopper is in this tab (or this server render): the bearer token and the user it names. */
export interface SessionState {
  /** The bearer token, or null for a guest. */
  readonly token: string | null;
  /** The signed-in user, once fetched; null for a guest. */
  readonly user: UserProfile | null;
  readonly isLoggedIn: boolean;
  /** Signed in: keep the token (the user follows from `setUser`). */
  setToken(token: string | null): void;
  /** The profile from `user/profile` (or the sign-in answer). */
  setUser(user: UserProfile | null): void;
  /** Signed out: forget token and user. */
  clear(): void;
  /** The server ended the session (idle, revoked, unknown): forget token and user, and note it so the shopper is told once. */
  end(): void;
}
