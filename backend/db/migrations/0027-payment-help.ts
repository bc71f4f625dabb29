import type { Kysely } from 'kysely';
import { type ContentTables, type Localized, refreshStalePages } from './content-tables';
import content from './0027-payment-help.json';

// Content, not schema: a demo database seeded before issue 16 gets the FAQ answer on paying that
// holds whether or not the shop has online providers (0019 refreshed it once before, to "cash on
// delivery or bank transfer, no card yet"). Numbered 0027 to stay clear of 0025 and 0026, which
// other work holds. On a fresh or already refreshed database it changes nothing. The FAQ it writes
// is frozen beside it (0027-payment-help.json).
export async function up(db: Kysely<unknown>): Promise<void> {
  await refreshPaymentHelp(db);
}

// The old answer denied a way of paying the shop may take: nothing to restore.
export async function down(): Promise<void> {}

/**
 * "How can I pay?" said paying online by card was not available yet, untrue once an operator sets
 * a provider's keys. The new answer holds with or without online providers (the methods shown at
 * checkout, cash on delivery, bank transfer). Rewritten only while the demo's old sentence is there.
 */
export async function refreshPaymentHelp<D>(database: Kysely<D>): Promise<void> {
  const db = database as unknown as Kysely<ContentTables>;
  const pages: Record<string, { title: Localized; body: Localized }> = content.pages;
  await refreshStalePages(db, { 'faq': 'Paying online by card is not available yet' }, pages);
}
