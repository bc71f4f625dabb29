import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { refreshOfferContent } from '../../seed/offer-content-refresh';

// Free delivery as a rule (issue 28): `settings.free_delivery_over`, the threshold in cents of the
// shop's currency (null: off), which cart, checkout and order/action price by
// (core/cart/free-delivery.ts). Then the demo content of an existing database stops promising what
// no rule grants (backend/seed/offer-content-refresh.ts); on a fresh database it finds nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('free_delivery_over', 'integer').execute();
  await refreshOfferContent(db as Kysely<DB>);
}

// The old texts were untrue: they are not put back. The threshold goes with its column.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('free_delivery_over').execute();
}
