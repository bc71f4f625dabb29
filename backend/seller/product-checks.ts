import type { Kysely } from 'kysely';
import { priceCentsOf, type ProductInput, skuKey } from '../../core/seller/seller-product';
import { PRODUCT_PHOTO } from '../../core/seller/store-profile';
import { PUBLIC } from '../db/constants';
import type { DB } from '../db/schema';
import { usableBy } from '../admin/delivery-rules';
import { photoExists } from './store-profile-writes';
import { saleFloors } from './sale-floor';

/** What the server refuses beyond core's rules, by field: a code of SELLER_MESSAGES. */
export type ServerProblems = Record<string, 'invalid_choice' | 'values_mismatch' | 'sku_taken' | 'below_flash'>;

export interface CheckScope {
  /** The product being changed, or null for a new one. */
  productId: number | null;
  uploadsDir: string;
  /** The seller's store: its own shipping rules are choices beside the shop's. */
  storeId: number;
  /** The product's photos as stored: kept ones need not be uploads of this session. */
  storedPhotos: readonly string[];
}

/**
 * What only the database can say of a product that passed core's `productProblems`: the category
 * and sub-category (of that category), the brand and every attribute value exist and are offered;
 * a variant's values are of different attributes, and every variant uses the same attributes; each
 * photo was uploaded (or is already the product's); and no SKU is another product's, compared
 * without case as core compares them (`skuKey`). A variant id that is not this product's is
 * `'foreign_variant'`: the form was not made from this product, and nothing is read further.
 */
export async function serverProblems(db: Kysely<DB>, input: ProductInput, scope: CheckScope): Promise<ServerProblems | 'foreign_variant'> {
  const problems: ServerProblems = {};
  const sentIds = input.variants.map((v) => v.id).filter((id): id is number => id !== null);
  if (sentIds.length > 0) {
    if (scope.productId === null) return 'foreign_variant';
    const own = await db.selectFrom('inventories').select('id').where('product_id', '=', scope.productId).where('id', 'in', sentIds).execute();
    if (own.length !== new Set(sentIds).size) return 'foreign_variant';
  }
  if (input.categoryId !== null) {
    const category = await db.selectFrom('categories').select('id').where('id', '=', input.categoryId).where('status', '=', PUBLIC).executeTakeFirst();
    if (!category) problems.categoryId = 'invalid_choice';
  }
  if (input.subCategoryId !== null) {
    const sub = await db.selectFrom('sub_categories').select('category_id').where('id', '=', input.subCategoryId).where('status', '=', PUBLIC).executeTakeFirst();
    if (!sub || sub.category_id !== input.categoryId) problems.subCategoryId = 'invalid_choice';
  }
  if (input.brandId !== null) {
    const brand = await db.selectFrom('brands').select('id').where('id', '=', input.brandId).where('status', '=', PUBLIC).executeTakeFirst();
    if (!brand) problems.brandId = 'invalid_choice';
  }
  // A shipping rule is the shop's or the store's own (migration 0043); tax rules and bundle deals are the shop's.
  if (input.shippingRuleId !== null) {
    const rule = await db.selectFrom('shipping_rules').select('id').where('id', '=', input.shippingRuleId).where('status', '=', PUBLIC).where(usableBy(scope.storeId)).executeTakeFirst();
    if (!rule) problems.shippingRuleId = 'invalid_choice';
  }
  for (const [field, table, id] of [['taxRuleId', 'tax_rules', input.taxRuleId], ['bundleDealId', 'bundle_deals', input.bundleDealId]] as const) {
    if (id === null) continue;
    const rule = await db.selectFrom(table).select('id').where('id', '=', id).where('status', '=', PUBLIC).executeTakeFirst();
    if (!rule) problems[field] = 'invalid_choice';
  }
  // A product in a flash sale not yet ended keeps its everyday price (the offer, else the price) above the sale's (decision 0032).
  if (scope.productId !== null) {
    const floor = (await saleFloors(db, [scope.productId], new Date())).get(scope.productId);
    const everyday = priceCentsOf(input.offerPrice) ?? priceCentsOf(input.price);
    if (floor !== undefined && everyday !== null && everyday <= floor) problems[input.offerPrice.trim() === '' ? 'price' : 'offerPrice'] = 'below_flash';
  }
  const valueIds = [...new Set(input.variants.flatMap((v) => v.values))];
  const attributeOf = new Map((valueIds.length === 0 ? [] : await db.selectFrom('attribute_values').select(['id', 'attribute_id']).where('id', 'in', valueIds).execute())
    .map((row) => [row.id, row.attribute_id]));
  let attributesOfFirst: string | null = null;
  input.variants.forEach((variant, i) => {
    if (variant.values.some((value) => !attributeOf.has(value))) {
      problems[`variants.${i}.values`] = 'invalid_choice';
      return;
    }
    const attributes = variant.values.map((value) => attributeOf.get(value)!);
    const key = [...attributes].sort((a, b) => a - b).join(',');
    attributesOfFirst ??= key;
    if (new Set(attributes).size !== attributes.length || key !== attributesOfFirst) problems[`variants.${i}.values`] = 'values_mismatch';
  });
  for (const photo of input.photos) {
    if (scope.storedPhotos.includes(photo)) continue;
    if (!PRODUCT_PHOTO.test(photo) || !(await photoExists(scope.uploadsDir, photo))) {
      problems.photos = 'invalid_choice';
      break;
    }
  }
  const keys = input.variants.map((v) => skuKey(v.sku));
  let taken = db.selectFrom('inventories').select('sku').where((eb) => eb(eb.fn('lower', ['sku']), 'in', keys));
  if (scope.productId !== null) taken = taken.where('product_id', '<>', scope.productId);
  const takenKeys = new Set((keys.length === 0 ? [] : await taken.execute()).map((row) => skuKey(row.sku)));
  keys.forEach((key, i) => {
    if (takenKeys.has(key)) problems[`variants.${i}.sku`] = 'sku_taken';
  });
  return problems;
}
