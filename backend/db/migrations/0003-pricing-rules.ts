import { type Kysely } from 'kysely';
import {
  createTranslations, ddl, dropTables, entityTable, index, int, oneOf, owner, required, withStatus, withTimestamps,
} from './migration-kit';

// Rules a product points at for its price extras: tax, shipping (with the places it ships to) and
// bundle deals. They come before products, which reference them.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);

  await oneOf(
    withStatus(withTimestamps(d, entityTable(d, 'tax_rules')
      .addColumn('title', 'text', required)
      .addColumn('type', 'integer', required)
      .addColumn('price', 'integer', required), false), 'tax_rules'),
    'type', [1, 2], 'tax_rules',
  ).execute();

  await withStatus(withTimestamps(d, entityTable(d, 'shipping_rules')
    .addColumn('title', 'text', required)
    .addColumn('single_price', 'integer', int(0)), false), 'shipping_rules').execute();
  await createTranslations(d, { table: 'shipping_rules', key: 'shipping_rule_id' }, ['title']);

  await entityTable(d, 'shipping_places')
    .addColumn('shipping_rule_id', 'integer', owner('shipping_rules.id'))
    .addColumn('country', 'text', required)
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('price', 'integer', int(0))
    .addColumn('pickup_price', 'integer', int(0))
    .addColumn('day_needed', 'integer', int(0))
    .addColumn('pickup_point', 'integer', int(0))
    .addColumn('pickup_address_line_1', 'text')
    .addColumn('pickup_address_line_2', 'text')
    .addColumn('pickup_city', 'text')
    .addColumn('pickup_state', 'text')
    .addColumn('pickup_zip', 'text')
    .addColumn('pickup_country', 'text')
    .addColumn('pickup_phone', 'text')
    .execute();
  // Matching an address: rule + country + state, then rule + country + 'ALL'.
  await index(d, 'shipping_places', ['shipping_rule_id', 'country', 'state']);

  await withStatus(withTimestamps(d, entityTable(d, 'bundle_deals')
    .addColumn('title', 'text', required)
    .addColumn('buy', 'integer', required)
    .addColumn('free', 'integer', required), false), 'bundle_deals').execute();
  await createTranslations(d, { table: 'bundle_deals', key: 'bundle_deal_id' }, ['title']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['bundle_deal_translations', 'bundle_deals', 'shipping_places', 'shipping_rule_translations', 'shipping_rules', 'tax_rules']);
}
