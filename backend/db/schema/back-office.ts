import type { CreatedAt, Id, IntWithDefault, Timestamp } from './columns';

/** An account's back-office role (migration 0035), beside its storefront role (users.role). */
export interface BackOfficeMembersTable {
  user_id: number;
  role: 'staff' | 'operator';
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A back-office account's TOTP app (migration 0035): pending until a first code confirms it. */
export interface BackOfficeFactorsTable {
  user_id: number;
  /** The secret (base32) shown for setting up, until a code from the app confirms it. */
  totp_pending_secret: string | null;
  /** The confirmed secret (base32); null while none is set up. */
  totp_secret: string | null;
  totp_confirmed_at: Timestamp | null;
  /** The last time step a code was accepted for: a code is never accepted twice. */
  totp_last_step: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One recovery code, by its SHA-256; it works once. */
export interface BackOfficeRecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** The step between a right password and the second factor, found by its token's SHA-256. */
export interface BackOfficeChallengesTable {
  id: Id;
  token_hash: string;
  user_id: number;
  factor: 'totp' | 'mail';
  /** The mailed code's hash (factor 'mail'); null for a TOTP challenge. */
  code_hash: string | null;
  attempts: IntWithDefault;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A back-office session; only its token's hash is kept. */
export interface BackOfficeSessionsTable {
  id: Id;
  token_hash: string;
  user_id: number;
  /** The second factor it was opened with. */
  factor: 'totp' | 'mail' | 'recovery';
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** Every back-office change, append-only (the database refuses UPDATE and DELETE). */
export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  /** The actor's address when it acted (kept if the account goes). */
  actor_email: string;
  /** What was done, a dotted name: 'staff.invite', 'setting.free_delivery', ... */
  action: string;
  /** What it was done to: 'user', 'order', 'setting', ... */
  subject: string;
  subject_id: string | null;
  /** JSON of what changed, before and after; null where there was nothing before (or after). */
  before_data: string | null;
  after_data: string | null;
  ip: string | null;
  created_at: CreatedAt;
}
