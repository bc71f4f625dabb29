import type { Kysely } from 'kysely';
import { ddl, dropTables, plainTable, required } from './migration-kit';

// Past an account's ceiling of failed sign-ins, every attempt (right password or wrong, known
// address or not) is answered alike with a challenge (issue 34, backend/auth/sign-in-challenges.ts):
// the same one for an account and client until it expires, so the answers are byte for byte the same
// and say nothing about the password. `key` is a digest of the account and the client address.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await plainTable(d, 'sign_in_challenges')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', required)
    .addColumn('expires_at', 'text', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['sign_in_challenges']);
}
