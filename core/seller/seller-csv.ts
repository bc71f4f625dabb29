/**
 * The store's products as a CSV file (issue 32, deliverable 4; decision 0031): one row per
 * variant, the product's own columns repeated on each of its rows. `GET seller/products/export.csv`
 * writes it, `POST seller/products/import` reads it back, checks it whole (core's
 * `productProblems`, then the server's checks) and writes all of it or nothing.
 */

export const IMPORT_LIMITS = {
  /** Largest file taken, in bytes. */
  maxBytes: 2 * 1024 * 1024,
  /** Most variant rows (not counting the header). */
  maxRows: 2_000,
  /** Most problems listed in a refusal (the message says how many there were in all). */
  maxListed: 500,
} as const;

/**
 * The file's columns, in order. `product_id` names an existing product of the store (empty: a
 * new one, its rows grouped by `handle`, or by the default language's title when that is empty
 * too); `variant_id` an existing variant of it (empty: a new variant); `version` the product's
 * version when exported (a product changed since is refused). `values` are the variant's options
 * as `attribute:value;attribute:value` by slugs; `publication` is written, never read.
 */
export function csvColumns(languages: readonly string[], defaultLanguage: string): string[] {
  const ordered = [defaultLanguage, ...languages.filter((language) => language !== defaultLanguage)];
  return [
    'product_id', 'variant_id', 'version', 'handle', 'sku', ...ordered.map((language) => `title_${language}`), `description_${defaultLanguage}`,
    'category', 'sub_category', 'brand', 'shipping_rule', 'tax_rule', 'price', 'offer_price', 'values', 'variant_price', 'stock', 'low_stock', 'publication',
  ];
}

/** The columns a file must have (the others are optional: an absent one keeps what is stored, or the default of a new product). */
export function requiredColumns(defaultLanguage: string): string[] {
  return ['sku', `title_${defaultLanguage}`, 'category', 'price', 'stock'];
}

/** An option of a variant by slugs: `colour` and `red`. */
export interface ValuePair {
  attribute: string;
  value: string;
}

/** A variant's options as the file writes them: `colour:red;size:m`. */
export function valuesText(pairs: readonly ValuePair[]): string {
  return pairs.map((pair) => `${pair.attribute}:${pair.value}`).join(';');
}

/** A slug of an attribute or a value: no separator of the `values` cell in it. */
const SLUG = /^[^:;\s][^:;]*$/;

/**
 * The options a `values` cell names, or null when it is not `attribute:value` pairs separated by
 * `;` (spaces around each part ignored, an empty cell is no option, a trailing `;` allowed).
 */
export function readValuesText(text: string): ValuePair[] | null {
  if (text.trim() === '') return [];
  const parts = text.split(';').map((part) => part.trim());
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  const pairs: ValuePair[] = [];
  for (const part of parts) {
    const colon = part.indexOf(':');
    if (colon < 0) return null;
    const attribute = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (!SLUG.test(attribute) || !SLUG.test(value)) return null;
    pairs.push({ attribute, value });
  }
  return pairs;
}

/**
 * Which product a row belongs to: an existing one by its id, else a new one by its handle, else
 * by its default title (without case or surrounding spaces); null when the row names none.
 */
export function productKeyOf(row: { productId: string; handle: string; title: string }): string | null {
  if (row.productId.trim() !== '') return `id:${row.productId.trim()}`;
  if (row.handle.trim() !== '') return `handle:${row.handle.trim().toLowerCase()}`;
  if (row.title.trim() !== '') return `title:${row.title.trim().toLowerCase()}`;
  return null;
}

/** One refused cell of an import: its line in the file (the header is line 1), its column ('' for the row or file) and why. */
export interface ImportLineProblem {
  line: number;
  column: string;
  message: string;
}

/** The answer of an import that was written. */
export interface ImportSummary {
  created: number;
  updated: number;
  /** Products of the file that were already exactly so (not written, their version kept). */
  unchanged: number;
  message: string;
}
