import type { AddressFormFields } from '../../../core/account/account-fields';
import type { Generated } from 'kysely';
import type { CreatedAt, Id, IntWithDefault, TextWithDefault, Timestamp } from './columns';

export interface UsersTable {
  id: Id;
  name: string;
  /** Stored lower-cased so uniqueness is case-insensitive on both databases. */
  email: string;
  phone: string | null;
  password_hash: string;
  /** The storefront role; a back-office role is in back_office_members (core/admin/roles.ts). */
  role: TextWithDefault<'customer' | 'seller'>;
  verified_at: Timestamp | null;
  /** Preferred language code. */
  language: Generated<string>;
  image: string | null;
  /** When the shop blocked this customer (no sign-in, sessions ended); null when not blocked (migration 0037). */
  blocked_at: Timestamp | null;
  /** Why, as the member who blocked them wrote it (shown in the back office only). */
  blocked_reason: string | null;
  /** Raised by every back-office change of the row, so a change from a stale page is refused (migration 0037). */
  version: IntWithDefault;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A shopper without an account; identified by a random token of which only a hash is stored. */
export interface GuestUsersTable {
  id: Id;
  token_hash: string;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
}

export interface VerificationCodesTable {
  id: Id;
  user_id: number;
  /** What the code proves: 'verify_email', 'reset_password', ... */
  purpose: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: IntWithDefault;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A sign-in token; only its hash is stored so a database leak yields no usable tokens. */
export interface SessionsTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** When the session was last used (idle timeout); null only before migration 0023 filled it. */
  last_seen_at: Timestamp | null;
}

/**
 * Where a parcel goes: an address-book entry, and the snapshot an order keeps of it. The columns
 * are exactly the address form's fields (one definition for the form, the API and the table).
 */
export type AddressFields = AddressFormFields;

export interface AddressesTable extends AddressFields {
  id: Id;
  user_id: number | null;
  guest_user_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WishlistsTable {
  id: Id;
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}

export interface CompareListsTable {
  id: Id;
  user_id: number;
  product_id: number;
  created_at: CreatedAt;
}

/** A guest's compare list; moves to the account when the guest signs in. */
export interface GuestCompareListsTable {
  id: Id;
  guest_user_id: number;
  product_id: number;
  created_at: CreatedAt;
}

/**
 * Fixed-window request counters kept in the database, so limits hold across server processes.
 * `key` is `{action}:{scope}:{value}`, e.g. `signin:ip:203.0.113.9` or `signin:account:a@b.co`.
 */
export interface AuthThrottlesTable {
  key: string;
  hits: number;
  window_started_at: Timestamp;
}

/** The challenge an account and client pair is answered with past the account's ceiling (a digest of both as key). */
export interface SignInChallengesTable {
  key: string;
  challenge: string;
  expires_at: Timestamp;
}

/** A social sign-in in flight: the state (hashed), PKCE verifier and nonce checked on the way back. */
export interface OauthStatesTable {
  id: Id;
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  /** A path on this site to return to after signing in. */
  return_to: string | null;
  language: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** The provider's subject (`sub`) an account signs in with. */
export interface SocialIdentitiesTable {
  id: Id;
  user_id: number;
  provider: string;
  subject: string;
  created_at: CreatedAt;
}
