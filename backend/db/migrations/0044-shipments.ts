import { type Kysely, sql } from 'kysely';
import { ddl, dropTables, entityTable, index, int, optional, owner, withTimestamps } from './migration-kit';

// A marketplace order ships in parts (issue 33, decision 0034): one shipment per store in an order,
// moved by its seller (core/orders/shipment.ts), the order's status read from its shipments.
// - carriers: the delivery companies a seller ships with, each with the address of its tracking
//   page (`{tracking}` stands for the number), so a shipment's tracking link is built, not typed.
// - shipments: unique per (order, store), so a retried or racing placement never makes two; its
//   status on the order's scale, cancelled, the carrier and tracking number once shipped, and a
//   version every change matches and raises.
// Every order placed so far gets its shipments now, one per store of its lines, at the order's
// status (and cancelled with it), so the rule reads every order alike.
const CARRIERS: readonly [string, string | null][] = [
  ['DHL Express', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={tracking}'],
  ['UPS', 'https://www.ups.com/track?tracknum={tracking}'],
  ['FedEx', 'https://www.fedex.com/fedextrack/?trknbr={tracking}'],
  ['La Poste / Colissimo', 'https://www.laposte.fr/outils/suivre-vos-envois?code={tracking}'],
  ['Aramex', 'https://www.aramex.com/track/results?ShipmentNumber={tracking}'],
  ['Yurtiçi Kargo', 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={tracking}'],
  ['PTT Kargo', 'https://gonderitakip.ptt.gov.tr/Track/Verify?q={tracking}'],
  ['India Post', null],
  ['Other carrier', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await entityTable(d, 'carriers')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tracking_url', 'text')
    .addColumn('sort_order', 'integer', int(0))
    .execute();
  for (const [i, [name, url]] of CARRIERS.entries()) {
    await sql`insert into carriers (name, tracking_url, sort_order) values (${name}, ${url}, ${i + 1})`.execute(db);
  }

  await withTimestamps(d, entityTable(d, 'shipments')
    .addColumn('order_id', 'integer', owner('orders.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('status', 'integer', int(1))
    .addColumn('cancelled', 'integer', int(0))
    .addColumn('carrier_id', 'integer', optional('carriers.id'))
    .addColumn('tracking_number', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('version', 'integer', int(1))).execute();
  await index(d, 'shipments', ['order_id', 'store_id'], { unique: true });
  await index(d, 'shipments', ['store_id', 'id']);

  await sql`
    insert into shipments (order_id, store_id, status, cancelled, created_at, updated_at)
    select o.id, lines.store_id, o.status, o.cancelled, o.created_at, o.updated_at
    from orders o
    join (select distinct op.order_id, coalesce(op.store_id, p.store_id) as store_id
          from ordered_products op join products p on p.id = op.product_id) lines on lines.order_id = o.id
    where lines.store_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['shipments', 'carriers']);
}
