import { type Kysely, sql } from 'kysely';

// A shipping place's pickup_point is the name of the pickup location shown to the shopper
// ("Point Relais – Paris 11e"), null where there is no pickup, rather than a 0/1 flag.
// Add-copy-drop-rename works on both databases (SQLite cannot change a column's type in place).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipping_places').addColumn('pickup_point_name', 'text').execute();
  await sql`update shipping_places set pickup_point_name = case when pickup_point = 1 then coalesce(pickup_address_line_1, 'Pickup point') end`.execute(db);
  await db.schema.alterTable('shipping_places').dropColumn('pickup_point').execute();
  await db.schema.alterTable('shipping_places').renameColumn('pickup_point_name', 'pickup_point').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipping_places').addColumn('pickup_point_flag', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update shipping_places set pickup_point_flag = case when pickup_point is null then 0 else 1 end`.execute(db);
  await db.schema.alterTable('shipping_places').dropColumn('pickup_point').execute();
  await db.schema.alterTable('shipping_places').renameColumn('pickup_point_flag', 'pickup_point').execute();
}
