import type { TFunction } from 'i18next';
import { SELLER_LIMITS } from '../../core/seller/seller-product';
import { STORE_LIMITS } from '../../core/seller/seller-workspace';

/** Which form a field belongs to: a store's description has other limits than a product's. */
export type SellerForm = 'product' | 'store';

/**
 * The kind of a field as core names it (`title.en`, `variants.1.sku`), for its messages: the
 * language or the variant's place is said by the message's values, not its key.
 */
export function fieldKind(field: string, form: SellerForm): string {
  const [head, , tail] = field.split('.');
  if (head === 'variants' && tail) return tail === 'price' ? 'variant_price' : tail;
  if (head === 'description' && form === 'store') return 'store_description';
  return head ?? field;
}

/** The numbers each kind of field is held to, for its messages ("at most 191 characters"). */
const LIMITS: Readonly<Record<string, Record<string, number>>> = {
  title: { max: SELLER_LIMITS.titleMax },
  description: { max: SELLER_LIMITS.descriptionMax },
  sku: { max: SELLER_LIMITS.skuMax },
  warranty: { max: SELLER_LIMITS.warrantyMax },
  lowStock: { max: SELLER_LIMITS.maxLowStock },
  stock: { max: SELLER_LIMITS.maxStock },
  variants: { max: SELLER_LIMITS.maxVariants },
  photos: { max: SELLER_LIMITS.maxPhotos },
  price: { max: SELLER_LIMITS.maxPriceCents / 100 },
  offerPrice: { max: SELLER_LIMITS.maxPriceCents / 100 },
  variant_price: { max: SELLER_LIMITS.maxPriceCents / 100 },
  name: { min: STORE_LIMITS.nameMin, max: STORE_LIMITS.nameMax },
  store_description: { max: STORE_LIMITS.descriptionMax },
  address: { max: STORE_LIMITS.addressMax },
};

/**
 * A problem of core's rules in the seller's language, worded for its field: `seller.problem.{kind}.{code}`
 * when the field has its own words, else the code's general words. `language` names the language of a
 * text field (`title.fr`: "French").
 */
export function problemText(t: TFunction, problem: { field: string; code: string }, where: { form: SellerForm; locale: string; languageName?: string }): string {
  const kind = fieldKind(problem.field, where.form);
  const numbers = new Intl.NumberFormat(`${where.locale}-u-nu-latn`);
  const limits = Object.fromEntries(Object.entries(LIMITS[kind] ?? {}).map(([name, value]) => [name, numbers.format(value)]));
  return String(t([`seller.problem.${kind}.${problem.code}`, `seller.problem.any.${problem.code}`], { ...limits, language: where.languageName ?? '' }));
}
