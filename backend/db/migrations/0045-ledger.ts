import { type Kysely, sql } from 'kysely';
import { appendOnly, ddl, dropAppendOnly, dropTables, entityTable, index, int, oneOf, plainTable, stamp, withTimestamps } from './migration-kit';

// The marketplace's honest ledger (issue 33, decision 0035; core/ledger/ledger.ts):
// - marketplace_terms: one row, the shop's commission rate (basis points, 1000 = 10 %) and the
//   return window in days after delivery before a sale's money is due to its seller.
// - commission_rates: the operator's overrides per category and per store (a store's deal wins).
// - ordered_products.commission_bps: the rate each line was sold at, recorded at the sale, so a
//   later change of rates never rewrites what was agreed. Lines sold before the ledger carry 0.
// - shipments.seller_notified_at: when the store's seller was mailed the new order (once).
// - payouts: a seller's request for their available money, paid or refused by the operator with
//   a reference; a version every decision matches and raises.
// - ledger_entries: signed integer cents per account (a store's, or the shop's when store_id is
//   null), from an order's payment and refund or from a payout. Append-only: triggers refuse any
//   update or delete on both databases, so a balance is only ever the sum of what was written.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await withTimestamps(d, plainTable(d, 'marketplace_terms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('commission_bps', 'integer', int(1000))
    .addColumn('return_window_days', 'integer', int(14))
    .addColumn('version', 'integer', int(1))).execute();
  await sql`insert into marketplace_terms (id) values (1)`.execute(db);

  await withTimestamps(d, oneOf(entityTable(d, 'commission_rates')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('scope_id', 'integer', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', int(1)), 'scope', ['category', 'store'], 'commission_rates')).execute();
  await index(d, 'commission_rates', ['scope', 'scope_id'], { unique: true });

  await db.schema.alterTable('ordered_products').addColumn('commission_bps', 'integer', int(0)).execute();
  // When the store's seller was told of the order (their new-order mail): the claim that mails it once.
  await db.schema.alterTable('shipments').addColumn('seller_notified_at', 'text').execute();

  await withTimestamps(d, oneOf(entityTable(d, 'payouts')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
    .addColumn('reference', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('version', 'integer', int(1)), 'status', ['requested', 'paid', 'refused'], 'payouts')).execute();
  await index(d, 'payouts', ['store_id', 'id']);
  await index(d, 'payouts', ['status', 'id']);

  await oneOf(entityTable(d, 'ledger_entries')
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('payout_id', 'integer', (c) => c.references('payouts.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', stamp(d)),
  'kind', ['sale', 'commission', 'shop_share', 'refund', 'commission_reversal', 'payout', 'payout_return'], 'ledger_entries').execute();
  await index(d, 'ledger_entries', ['store_id', 'id']);
  await index(d, 'ledger_entries', ['order_id']);

  await appendOnly(d, 'ledger_entries');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnly(ddl(db), 'ledger_entries');
  await dropTables(db, ['ledger_entries', 'payouts', 'commission_rates', 'marketplace_terms']);
  await db.schema.alterTable('ordered_products').dropColumn('commission_bps').execute();
  await db.schema.alterTable('shipments').dropColumn('seller_notified_at').execute();
}
