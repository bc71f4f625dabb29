import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { refreshHelpContent } from '../../seed/help-content-refresh';

// Content, not schema: a demo database seeded before issue 18 gets the FAQ and shipping texts that
// describe only what the shop does, loses the card and PayPal badges, and gains the footer's link
// to /sitemap. Content is otherwise written only on a first start (seedDatabase refuses a filled
// database), so without this an existing demo database would keep the old claims. Runs once, in
// the migration's transaction; on an empty database it changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await refreshHelpContent(db as Kysely<DB>);
}

// The old texts made claims the shop cannot keep: nothing to restore.
export async function down(): Promise<void> {}
