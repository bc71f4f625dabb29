/*
 * Who a visitor is, as api/v1 describes it (`user/profile`, sign-in answers), and the constants of
 * signing in that the browser and the server share. See docs/accounts-api.md for each call.
 */
import { PASSWORD } from '../shared/password';

/** A signed-in user, or a guest (`is_logged_in: false`, `id: null`): the answer of `user/profile`. */
export interface UserProfile {
  id: number | null;
  name: string;
  email: string;
  phone: string | null;
  image: string | null;
  /** 'customer' or 'seller'. */
  role: 'customer' | 'seller' | null;
  /** Preferred language code; mail is written in it. */
  language: string;
  /** Sum of quantities in the caller's cart (user, or guest by `user_token`). */
  cart_count: number;
  is_logged_in: boolean;
  /** The seller's store while it is reviewed and after approval. */
  store: { slug: string; name: string; status: 'pending' | 'approved' } | null;
}

/** `user/signin`, `user/verify`, `seller/verify`, social callback: `data` is the user plus the token. */
export interface SignInData extends UserProfile {
  /** 256-bit random bearer token; the server keeps only its hash. */
  token: string;
}

/**
 * `user/signin` past the account's ceiling of failed sign-ins (envelope status 202): the right
 * password was given, and a code went to the address; `user/signin-code` takes it with the challenge.
 */
export interface SignInChallenge {
  code_required: true;
  email: string;
  challenge: string;
}

/** Social sign-in providers: a social network and a web-search company. */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Auth constants shared by the browser and the server. */
export const AUTH = {
  /**
   * The browser's session cookie (the storefront's cookies start with frontend_): the session token, set by the server
   * HttpOnly, SameSite=Lax, Secure on https, so no script can read it; the server render and the
   * api/v1 both take it (the api/v1 only with the CSRF token below on anything that changes data).
   */
  cookieName: 'frontend_token',
  /** The absolute limit of a session (ASVS 3.3): 30 days after signing in, however active. */
  cookieMaxAgeSeconds: 2_592_000,
  /** The idle timeout: a session not used for 7 days is over. */
  sessionIdleSeconds: 604_800,
  /**
   * The CSRF token of a cookie session: readable by the page's own scripts (not HttpOnly), derived
   * from the session token by the server, sent back in `csrfHeader`; another site can neither read
   * it nor set the header.
   */
  csrfCookieName: 'frontend_csrf',
  csrfHeader: 'X-CSRF-Token',
  /** Sent by the storefront on every call (`X-Session: cookie`): sign-in answers set the cookies and carry the CSRF token instead of the session token. */
  sessionModeHeader: 'X-Session',
  /** A password's length (core/shared/password.ts). */
  passwordMinLength: PASSWORD.minLength,
  passwordMaxLength: PASSWORD.maxLength,
  codeLength: 6,
  codeLifetimeMinutes: 15,
  codeMaxAttempts: 5,
  /** Codes (and account notices) mailed to one address an hour across every client; past it the answer is the same and nothing is mailed. */
  codeMailsPerHour: 20,
  /** Guest `user_token`: bytes of cryptographic randomness (128 bits or more). */
  guestTokenBytes: 16,
} as const;
