import { type Kysely, sql } from 'kysely';
import { appendOnly, ddl, dropAppendOnly, entityTable, index, int, owner, plainTable, required, stamp } from './migration-kit';

// The back office (issue 31): accounts that are 'staff' or an 'operator' sign in with a password
// and a second factor.
// - back_office_members: an account's back-office role, beside its storefront role (users.role,
//   customer or seller, which api/v1 profiles keep saying): one row per member.
// - back_office_factors: one row per account with a TOTP app (RFC 6238): the secret being set up
//   until a first code confirms it, then the confirmed secret and the last time step used, so a
//   code is never accepted twice.
// - back_office_recovery_codes: SHA-256 of each one-time recovery code.
// - back_office_challenges: the step between the password and the second factor, found by the
//   SHA-256 of a random token given to the client that typed the password; a mailed code's hash.
// - back_office_sessions: the back office's own sessions (30 idle minutes, 12 hours in all).
// - audit_log: every back-office change, who and when, before and after, append-only: triggers
//   refuse UPDATE and DELETE on both databases.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await plainTable(d, 'back_office_members')
    .addColumn('user_id', 'integer', (c) => owner('users.id')(c).primaryKey())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('staff', 'operator')`))
    .addColumn('created_at', 'text', stamp(d))
    .addColumn('updated_at', 'text', stamp(d))
    .execute();
  await plainTable(d, 'back_office_factors')
    .addColumn('user_id', 'integer', (c) => owner('users.id')(c).primaryKey())
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_confirmed_at', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('created_at', 'text', stamp(d))
    .addColumn('updated_at', 'text', stamp(d))
    .execute();

  await entityTable(d, 'back_office_recovery_codes')
    .addColumn('user_id', 'integer', owner('users.id'))
    .addColumn('code_hash', 'text', required)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', stamp(d))
    .execute();
  await index(d, 'back_office_recovery_codes', ['code_hash'], { unique: true });
  await index(d, 'back_office_recovery_codes', ['user_id']);

  await entityTable(d, 'back_office_challenges')
    .addColumn('token_hash', 'text', required)
    .addColumn('user_id', 'integer', owner('users.id'))
    .addColumn('factor', 'text', (c) => c.notNull().check(sql`factor in ('totp', 'mail')`))
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', int(0))
    .addColumn('expires_at', 'text', required)
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', stamp(d))
    .execute();
  await index(d, 'back_office_challenges', ['token_hash'], { unique: true });
  await index(d, 'back_office_challenges', ['user_id']);

  await entityTable(d, 'back_office_sessions')
    .addColumn('token_hash', 'text', required)
    .addColumn('user_id', 'integer', owner('users.id'))
    .addColumn('factor', 'text', (c) => c.notNull().check(sql`factor in ('totp', 'mail', 'recovery')`))
    .addColumn('created_at', 'text', stamp(d))
    .addColumn('last_seen_at', 'text', stamp(d))
    .addColumn('expires_at', 'text', required)
    .addColumn('revoked_at', 'text')
    .execute();
  await index(d, 'back_office_sessions', ['token_hash'], { unique: true });
  await index(d, 'back_office_sessions', ['user_id']);

  await entityTable(d, 'audit_log')
    // No foreign key: an entry outlives its actor's account unchanged (the address is kept beside it).
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text', required)
    .addColumn('action', 'text', required)
    .addColumn('subject', 'text', required)
    .addColumn('subject_id', 'text')
    .addColumn('before_data', 'text')
    .addColumn('after_data', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', stamp(d))
    .execute();
  await index(d, 'audit_log', ['created_at']);
  await index(d, 'audit_log', ['actor_id', 'created_at']);
  await index(d, 'audit_log', ['subject', 'subject_id']);
  await appendOnly(ddl(db), 'audit_log');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnly(ddl(db), 'audit_log');
  for (const table of ['audit_log', 'back_office_sessions', 'back_office_challenges', 'back_office_recovery_codes', 'back_office_factors', 'back_office_members']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
