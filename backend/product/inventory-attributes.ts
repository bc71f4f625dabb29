import type { Kysely } from 'kysely';
import type { InventoryAttribute } from '../../core/product/product-detail';
import type { DB } from '../db/schema';

/** Attribute values of the given variants, translated, in attribute order (as the product page lists them). */
export async function loadInventoryAttributes(db: Kysely<DB>, inventoryIds: readonly number[], lang: string): Promise<Map<number, InventoryAttribute[]>> {
  if (inventoryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('inventory_attributes as ia')
    .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id')
    .innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .leftJoin('attribute_value_translations as vt', (join) => join.onRef('vt.attribute_value_id', '=', 'v.id').on('vt.lang', '=', lang))
    .leftJoin('attribute_translations as at', (join) => join.onRef('at.attribute_id', '=', 'a.id').on('at.lang', '=', lang))
    .select((eb) => [
      'ia.inventory_id', 'v.id as value_id', 'a.id as attribute_id',
      eb.fn.coalesce('vt.title', 'v.title').as('value_title'),
      eb.fn.coalesce('at.title', 'a.title').as('attribute_title'),
    ])
    .where('ia.inventory_id', 'in', inventoryIds)
    .orderBy('a.sort_order')
    .orderBy('a.id')
    .execute();
  const out = new Map<number, InventoryAttribute[]>();
  for (const row of rows) {
    const list = out.get(row.inventory_id) ?? [];
    list.push({
      attribute_value_id: row.value_id,
      attribute_value: { id: row.value_id, title: row.value_title, attribute: { id: row.attribute_id, title: row.attribute_title } },
    });
    out.set(row.inventory_id, list);
  }
  return out;
}
