/*
 * Who a visitor is, as api/v1 describes it. These shapes are the contract between the storefront's
 * HTTP adapters and our backend (see docs/accounts-api.md for each call).
 */
import type { AddressFormFields } from './account-fields';

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

/** An address-book entry. */
export interface Address extends AddressFormFields {
  id: number;
}

/** Laravel-style paginator used by every paged list of api/v1. */
export interface Paginator<T> {
  current_page: number;
  data: T[];
  from: number | null;
  to: number | null;
  total: number;
  last_page: number;
  per_page: number;
}

/** A voucher the caller can use, with how many times the caller already used it. */
export interface UserVoucher {
  id: number;
  title: string;
  code: string;
  /** 1 flat, 2 percent. */
  type: 1 | 2;
  /** Decimal amount (type 1) or percent (type 2). */
  price: number;
  capped_price: number | null;
  min_spend: number;
  start_time: string;
  end_time: string;
  usage_limit: number | null;
  limit_per_customer: number | null;
  /** Orders of this caller that used it. */
  used: number;
}

/** A store the caller follows. */
export interface FollowedStore {
  id: number;
  slug: string;
  name: string;
  logo: string;
  rating: number;
  review_count: number;
  followed_at: string;
}

/** `countries-phones`: every country, its calling code, and (when asked for one) its states. */
export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** In the request's language. */
  name: string;
  /** Without '+', e.g. "93". */
  phone_code: string;
}

export interface CountryState {
  /** ISO 3166-2 subdivision code without the country prefix, e.g. "BDS". */
  code: string;
  name: string;
}

/** The spec's default location. */
export const DEFAULT_LOCATION = { countryCode: 'AF', region: 'BDS' } as const;

/** Social sign-in providers of the spec: a social network and a web-search company. */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Auth constants shared by the browser and the server. */
export const AUTH = {
  /** Cookie that carries the bearer token so server rendering knows the user (spec: prefix frontend_). */
  cookieName: 'frontend_token',
  cookieMaxAgeSeconds: 31_622_400,
  passwordMinLength: 6,
  /** Upper bound (not in the spec): long enough for passphrases, short enough to bound hashing work. */
  passwordMaxLength: 128,
  codeLength: 6,
  codeLifetimeMinutes: 15,
  codeMaxAttempts: 5,
  /** Guest `user_token`: bytes of cryptographic randomness (128 bits or more). */
  guestTokenBytes: 16,
} as const;
