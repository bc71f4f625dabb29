import { BULK_LIMITS, type BulkChange } from '../../core/seller/bulk-stock';
import { PUBLICATIONS, type ProductInput, type Publication, SELLER_LIMITS, type VariantInput } from '../../core/seller/seller-product';
import { type SellerProductQuery, STOCK_FILTERS, type StockFilter, type StoreProfileInput } from '../../core/seller/seller-workspace';
import { readPage } from '../http/paging';
import { readRowId } from '../http/ids';
import { recordOf } from '../http/request-body';

/**
 * api/v1/seller's bodies and queries read from untrusted JSON into core's types: a field of the
 * wrong type makes the whole body unreadable (null: "reload and try again"), never a fault; what
 * is read is then checked by core's rules (`productProblems`, `storeProblems`) and the server's.
 * Lists are bounded before anything is read off them, so a flood costs nothing.
 */

/** A text field: a string; a number is taken as its decimal spelling (amounts, stock). */
function textOf(value: unknown, numbers = false): string | null {
  if (typeof value === 'string') return value;
  if (numbers && typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** An optional row id: null, absent or '' is none; anything else must be an id. */
function optionalId(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  return readRowId(value) ?? undefined;
}

/** A row version as sent back: a whole number from 0 (a store's first version is 0, a product's 1). */
export function readVersion(value: unknown): number | null {
  return value === 0 || value === '0' ? 0 : readRowId(value);
}

function variantOf(value: unknown): VariantInput | null {
  const v = recordOf(value);
  const id = optionalId(v.id);
  const sku = textOf(v.sku);
  const price = textOf(v.price, true);
  const stock = textOf(v.stock, true);
  if (id === undefined || sku === null || price === null || stock === null || !Array.isArray(v.values) || v.values.length > 20) return null;
  const values = v.values.map((x) => readRowId(x));
  if (values.some((x) => x === null)) return null;
  return { id, sku, price, stock, values: values as number[] };
}

/**
 * A product as the form sends it (camelCase, core's ProductInput), with its texts narrowed to the
 * shop's languages; null when some field is missing or of the wrong type.
 */
export function readProductInput(body: unknown, languages: readonly string[]): ProductInput | null {
  const b = recordOf(body);
  const sentTexts = recordOf(b.texts);
  const texts: ProductInput['texts'] = {};
  for (const language of languages) {
    const entry = sentTexts[language];
    if (entry === undefined || entry === null) continue;
    const t = recordOf(entry);
    const title = t.title === undefined ? '' : textOf(t.title);
    const description = t.description === undefined || t.description === null ? '' : textOf(t.description);
    if (title === null || description === null) return null;
    texts[language] = { title, description };
  }
  const categoryId = optionalId(b.categoryId);
  const subCategoryId = optionalId(b.subCategoryId);
  const brandId = optionalId(b.brandId);
  const shippingRuleId = optionalId(b.shippingRuleId);
  const taxRuleId = optionalId(b.taxRuleId);
  const bundleDealId = optionalId(b.bundleDealId);
  const price = textOf(b.price, true);
  const offerPrice = b.offerPrice === undefined || b.offerPrice === null ? '' : textOf(b.offerPrice, true);
  const warranty = b.warranty === undefined || b.warranty === null ? '' : textOf(b.warranty);
  const lowStock = b.lowStock === undefined || b.lowStock === null ? '' : textOf(b.lowStock, true);
  if (categoryId === undefined || subCategoryId === undefined || brandId === undefined) return null;
  if (shippingRuleId === undefined || taxRuleId === undefined || bundleDealId === undefined) return null;
  if (price === null || offerPrice === null || warranty === null || lowStock === null) return null;
  // A few more than the rules take, so the rules (not this reader) say "too many".
  if (!Array.isArray(b.variants) || b.variants.length > SELLER_LIMITS.maxVariants + 10) return null;
  if (!Array.isArray(b.photos) || b.photos.length > SELLER_LIMITS.maxPhotos + 10 || !b.photos.every((p) => typeof p === 'string')) return null;
  const variants = b.variants.map(variantOf);
  if (variants.some((v) => v === null)) return null;
  const photoValues = photoValuesOf(b.photoValues);
  if (photoValues === null) return null;
  const refundable = b.refundable === undefined ? true : b.refundable === true || b.refundable === 1 ? true : b.refundable === false || b.refundable === 0 ? false : null;
  if (refundable === null) return null;
  const mindChangeReturns = b.mindChangeReturns === undefined ? false : b.mindChangeReturns === true || b.mindChangeReturns === 1 ? true : b.mindChangeReturns === false || b.mindChangeReturns === 0 ? false : null;
  if (mindChangeReturns === null) return null;
  return {
    texts, categoryId, subCategoryId, brandId, shippingRuleId, taxRuleId, bundleDealId, price, offerPrice,
    variants: variants as VariantInput[], photos: b.photos as string[], photoValues, refundable, mindChangeReturns, warranty, lowStock,
  };
}

/** Which option value each photo shows, by photo name: absent for none; null when not an object of names to ids. */
function photoValuesOf(value: unknown): Record<string, number> | null {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > SELLER_LIMITS.maxPhotos + 10) return null;
  const read: Record<string, number> = {};
  for (const [photo, id] of entries) {
    const valueId = readRowId(id);
    if (photo.length > 200 || valueId === null) return null;
    read[photo] = valueId;
  }
  return read;
}

/** A store profile as the form sends it; null when a field is of the wrong type. */
export function readStoreProfile(body: unknown, languages: readonly string[]): StoreProfileInput | null {
  const b = recordOf(body);
  const name = textOf(b.name);
  const text = (value: unknown) => (value === undefined || value === null ? '' : textOf(value));
  const phone = text(b.phone);
  const email = text(b.email);
  const address = text(b.address);
  const photo = (value: unknown) => (value === undefined || value === null || value === '' ? null : textOf(value) ?? undefined);
  const logo = photo(b.logo);
  const banner = photo(b.banner);
  if (name === null || phone === null || email === null || address === null || logo === undefined || banner === undefined) return null;
  const sent = recordOf(b.descriptions);
  const descriptions: Record<string, string> = {};
  for (const language of languages) {
    const value = text(sent[language]);
    if (value === null) return null;
    descriptions[language] = value;
  }
  return { name, descriptions, phone, email, address, logo, banner };
}

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T => (choices as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** `GET seller/products`' query: unknown values fall back to "all" (never an error on a read). */
export function readProductQuery(query: unknown): SellerProductQuery {
  const q = recordOf(query);
  return {
    q: typeof q.q === 'string' ? q.q.trim().slice(0, 100) : '',
    status: oneOf<Publication | 'all'>(['all', ...PUBLICATIONS], q.status, 'all'),
    stock: oneOf<StockFilter>(STOCK_FILTERS, q.stock, 'all'),
    categoryId: readRowId(q.category_id),
    page: readPage(q.page),
  };
}

/** `POST seller/variants/bulk`'s body: `{changes: [{product_id, version, variant_id, price, stock}]}`; null when a field is of the wrong type. */
export function readBulkChanges(body: unknown): BulkChange[] | null {
  const changes = recordOf(body).changes;
  // A few more than the rules take, so the rules (not this reader) say "too many".
  if (!Array.isArray(changes) || changes.length > BULK_LIMITS.maxRows + 10) return null;
  const read: BulkChange[] = [];
  for (const entry of changes) {
    const c = recordOf(entry);
    const productId = readRowId(c.product_id);
    const variantId = readRowId(c.variant_id);
    const version = readVersion(c.version);
    const price = textOf(c.price, true);
    const stock = textOf(c.stock, true);
    if (productId === null || variantId === null || version === null || price === null || stock === null) return null;
    read.push({ productId, variantId, version, price, stock });
  }
  return read;
}

/** `GET seller/variants`' query: the search text (at most 100 characters) and the page. */
export function readVariantQuery(query: unknown): { q: string; page: number } {
  const q = recordOf(query);
  return { q: typeof q.q === 'string' ? q.q.trim().slice(0, 100) : '', page: readPage(q.page) };
}
