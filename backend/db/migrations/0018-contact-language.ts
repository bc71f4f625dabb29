import type { Kysely } from 'kysely';

// A contact message keeps the language it was written in, so whoever answers it (from the mail or
// `npm run admin -- messages`) knows which language to answer in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('language').execute();
}
