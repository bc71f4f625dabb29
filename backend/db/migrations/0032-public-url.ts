import type { Kysely } from 'kysely';

// The shop's public address, recorded by the running shop when it starts (backend/common/public-url.ts),
// so that `npm run admin`, a separate process often run without PUBLIC_URL, links its mails to the
// same address as the shop. `public_url_configured` says it came from PUBLIC_URL (1) rather than
// being the address a shop without PUBLIC_URL listens on (0): a configured one is never replaced by
// a listening one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('public_url', 'text').execute();
  await db.schema.alterTable('settings').addColumn('public_url_configured', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('public_url_configured').execute();
  await db.schema.alterTable('settings').dropColumn('public_url').execute();
}
