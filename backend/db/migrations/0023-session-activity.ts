import { type Kysely, sql } from 'kysely';

// Sessions get an idle timeout (issue 21, ASVS 3.3): `last_seen_at` is when the session was last
// used (a session unused for AUTH.sessionIdleSeconds is over), set to its creation for the ones
// already there. The 30-day absolute limit is read from `created_at`, which every row has.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
