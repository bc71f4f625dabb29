import { type Kysely, sql } from 'kysely';

// The newsletter becomes double opt-in: a subscription keeps the shopper's language (its mails are
// written in it), the SHA-256 of its confirmation token and when that was sent (the link expires),
// when it was confirmed (only then does the address count), its unsubscribe token and when it was
// unsubscribed (the row stays, so the welcome voucher is never given twice), and the voucher it got.
// Addresses are unique regardless of case on both databases: existing ones are lower-cased (the
// oldest of a case-only duplicate kept) and a unique index on lower(email) holds it from now on.
// A voucher made for one subscriber is `personal`: usable at checkout like any public voucher, but
// never listed on product pages or in other shoppers' vouchers.
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (column: string, type: 'text' | 'integer') => db.schema.alterTable('newsletter_subscriptions').addColumn(column, type).execute();
  await add('language', 'text');
  await add('confirm_token_hash', 'text');
  await add('confirm_sent_at', 'text');
  await add('confirmed_at', 'text');
  await add('unsubscribe_token', 'text');
  await add('unsubscribed_at', 'text');
  await db.schema.alterTable('newsletter_subscriptions').addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id').onDelete('set null')).execute();
  await db.schema.alterTable('vouchers').addColumn('personal', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await sql`delete from newsletter_subscriptions where id not in (select min(id) from newsletter_subscriptions group by lower(email))`.execute(db);
  await sql`update newsletter_subscriptions set email = lower(email) where email <> lower(email)`.execute(db);
  // Subscriptions from before double opt-in were never confirmed: they stay unconfirmed.
  await sql`create unique index newsletter_subscriptions_email_lower on newsletter_subscriptions (lower(email))`.execute(db);
  await sql`create unique index newsletter_subscriptions_confirm_token on newsletter_subscriptions (confirm_token_hash)`.execute(db);
  await sql`create unique index newsletter_subscriptions_unsubscribe_token on newsletter_subscriptions (unsubscribe_token)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['newsletter_subscriptions_email_lower', 'newsletter_subscriptions_confirm_token', 'newsletter_subscriptions_unsubscribe_token']) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  }
  await db.schema.alterTable('vouchers').dropColumn('personal').execute();
  for (const column of ['voucher_id', 'unsubscribed_at', 'unsubscribe_token', 'confirmed_at', 'confirm_sent_at', 'confirm_token_hash', 'language']) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
  }
}
