import type { Kysely } from 'kysely';

/** The columns this migration reads and writes, as they were when it was written. */
interface PriceTables {
  inventories: { id: number; product_id: number; price: number };
  inventory_attributes: { inventory_id: number };
  products: { id: number; selling: number };
}

// Content, not schema (issue 28, decision 0001). The demo seed priced each variant at the
// product's *current* price (its offer when it had one) plus 0-4 dollars, while the offer and the
// flash sale are now one reduction applied to every variant's own everyday price. So variants are
// re-based on the product's everyday (selling) price, keeping the steps between them: the
// cheapest variant costs exactly `selling` and the others their old step above it. Product 1043
// (selling 67.99, offer 58.75, colours 59.75-61.75) gets colours 67.99-69.99, which the offer's
// -13% charges from 58.75: the price its tile shows. Idempotent: once the cheapest variant
// equals selling, the shift is 0. Variants without attributes or without a price of their own
// (0: the product's price) are left as they are.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every migration runs in its own transaction (migrate.ts).
  const trx = db as Kysely<PriceTables>;
  const rows = await trx.selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .where('i.price', '>', 0)
    .where((eb) => eb.exists(eb.selectFrom('inventory_attributes as ia').select('ia.inventory_id').whereRef('ia.inventory_id', '=', 'i.id')))
    .select(['i.id', 'i.product_id', 'i.price', 'p.selling'])
    .execute();
  const cheapest = new Map<number, { selling: number; min: number }>();
  for (const row of rows) {
    const price = Number(row.price);
    const seen = cheapest.get(row.product_id);
    if (!seen || price < seen.min) cheapest.set(row.product_id, { selling: Number(row.selling), min: price });
  }
  // One statement per shift: products whose variants move by the same amount are updated together.
  const byShift = new Map<number, number[]>();
  for (const [productId, { selling, min }] of cheapest) {
    const shift = selling - min;
    if (shift === 0 || selling <= 0) continue;
    const ids = byShift.get(shift) ?? [];
    ids.push(productId);
    byShift.set(shift, ids);
  }
  for (const [shift, productIds] of byShift) {
    for (let at = 0; at < productIds.length; at += 500) {
      await trx.updateTable('inventories')
        .set((eb) => ({ price: eb('price', '+', shift) }))
        .where('product_id', 'in', productIds.slice(at, at + 500))
        .where('price', '>', 0)
        .where((eb) => eb.exists(eb.selectFrom('inventory_attributes as ia').select('ia.inventory_id').whereRef('ia.inventory_id', '=', 'inventories.id')))
        .execute();
    }
  }
}

// The old prices advertised what no variant sold at: nothing to restore.
export async function down(): Promise<void> {}
