import { type Kysely, sql } from 'kysely';

// Online payments (issue 16): one `payments` row per attempt to pay an order through a provider.
// `reference` is the attempt's own id sent to the provider (unique), `provider_ref` what the
// provider opened for it (checkout session, order; unique per provider since 0006), `payment_id`
// the provider's id of the money itself, unique per provider so that a replayed return, a double
// callback or a webhook racing the return can never record one payment twice. `expires_at` ends the
// attempt's window (PAYMENT_WINDOW_MINUTES); `paid_at`, `refunded_at` and `refund_id` say what
// happened to the money. Unpaid online orders are found by an index for the abandoned-payment job.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['reference', 'payment_id', 'expires_at', 'paid_at', 'refunded_at', 'refund_id']) {
    await db.schema.alterTable('payments').addColumn(column, 'text').execute();
  }
  await sql`create unique index payments_reference on payments (reference)`.execute(db);
  await sql`create unique index payments_provider_payment_id on payments (provider, payment_id)`.execute(db);
  await sql`create index orders_unpaid on orders (payment_done, cancelled, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_unpaid`.execute(db);
  await sql`drop index if exists payments_provider_payment_id`.execute(db);
  await sql`drop index if exists payments_reference`.execute(db);
  for (const column of ['refund_id', 'refunded_at', 'paid_at', 'expires_at', 'payment_id', 'reference']) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
}
