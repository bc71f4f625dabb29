import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** One option of a variant as the seller reads it: the attribute's and the value's titles in a language. */
export interface VariantOption {
  inventory_id: number;
  attribute: string;
  value: string;
}

/**
 * The options of these variants, titled in `lang` (each falling back to its default title), in
 * the attributes' order: what the stock table and the flash-sale screen print beside a variant.
 */
export async function variantOptions(db: Kysely<DB>, inventoryIds: readonly number[], lang: string): Promise<VariantOption[]> {
  if (inventoryIds.length === 0) return [];
  return db.selectFrom('inventory_attributes as ia')
    .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id').innerJoin('attributes as a', 'a.id', 'v.attribute_id')
    .leftJoin('attribute_translations as at', (join) => join.onRef('at.attribute_id', '=', 'a.id').on('at.lang', '=', lang))
    .leftJoin('attribute_value_translations as vt', (join) => join.onRef('vt.attribute_value_id', '=', 'v.id').on('vt.lang', '=', lang))
    .select((eb) => ['ia.inventory_id', eb.fn.coalesce('at.title', 'a.title').as('attribute'), eb.fn.coalesce('vt.title', 'v.title').as('value')])
    .where('ia.inventory_id', 'in', [...inventoryIds]).orderBy('a.sort_order').orderBy('a.id').execute();
}
