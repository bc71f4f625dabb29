import type { Kysely } from 'kysely';
import type { SellerProduct } from '../../core/seller/seller-workspace';
import { DEFAULT_IMAGE } from '../db/constants';
import type { DB } from '../db/schema';
import { amountText } from './seller-products-list';

/**
 * `GET seller/products/{id}`: one of the store's products as the form edits it, or null when the
 * store has no such product (another store's product is answered exactly as a missing one). Texts
 * per language (the default language's from the product row, the others from its translations,
 * '' where a language has none); variants in their order with their values. A variant that pays
 * the product's price (no values, or a stored price of 0: decision 0001) reads the product's price.
 */
export async function loadSellerProduct(db: Kysely<DB>, storeId: number, id: number, languages: readonly string[], defaultLanguage: string): Promise<SellerProduct | null> {
  const product = await db.selectFrom('products')
    .select(['id', 'slug', 'version', 'publication', 'review_reason', 'approved_at', 'title', 'description', 'category_id', 'sub_category_id', 'brand_id',
      'shipping_rule_id', 'tax_rule_id', 'bundle_deal_id',
      'selling', 'offered', 'refundable', 'mind_change_returns', 'warranty', 'low_stock', 'image'])
    .where('id', '=', id).where('store_id', '=', storeId).executeTakeFirst();
  if (!product) return null;
  const [translations, images, variants, values] = await Promise.all([
    db.selectFrom('product_translations').select(['lang', 'title', 'description']).where('product_id', '=', id).execute(),
    db.selectFrom('product_images').select(['image', 'attribute_value_id']).where('product_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('inventories').select(['id', 'sku', 'price', 'quantity']).where('product_id', '=', id).orderBy('id').execute(),
    db.selectFrom('inventory_attributes as ia').innerJoin('inventories as i', 'i.id', 'ia.inventory_id')
      .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id').innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select(['ia.inventory_id', 'ia.attribute_value_id']).where('i.product_id', '=', id).orderBy('a.sort_order').orderBy('a.id').execute(),
  ]);
  const texts: SellerProduct['input']['texts'] = {};
  for (const language of languages) {
    const own = translations.find((t) => t.lang === language);
    texts[language] = language === defaultLanguage
      ? { title: product.title, description: product.description ?? '' }
      : { title: own?.title ?? '', description: own?.description ?? '' };
  }
  const photos = images.map((row) => row.image);
  return {
    id: product.id, slug: product.slug, version: product.version, publication: product.publication,
    reviewReason: product.publication === 'returned' ? product.review_reason : null, approvedBefore: product.approved_at !== null,
    input: {
      texts, categoryId: product.category_id, subCategoryId: product.sub_category_id, brandId: product.brand_id,
      shippingRuleId: product.shipping_rule_id, taxRuleId: product.tax_rule_id, bundleDealId: product.bundle_deal_id,
      price: amountText(product.selling), offerPrice: amountText(product.offered, true),
      variants: variants.map((variant) => {
        const own = values.filter((v) => v.inventory_id === variant.id).map((v) => v.attribute_value_id);
        return { id: variant.id, sku: variant.sku, price: amountText(own.length > 0 && variant.price > 0 ? variant.price : product.selling), stock: String(variant.quantity), values: own };
      }),
      photos: photos.length > 0 || product.image === DEFAULT_IMAGE ? photos : [product.image],
      photoValues: Object.fromEntries(images.filter((row) => row.attribute_value_id !== null).map((row) => [row.image, row.attribute_value_id!])),
      refundable: product.refundable === 1, mindChangeReturns: product.mind_change_returns === 1, warranty: product.warranty ?? '', lowStock: product.low_stock > 0 ? String(product.low_stock) : '',
    },
  };
}
