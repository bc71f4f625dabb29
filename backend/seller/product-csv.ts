import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { spreadsheetSafe } from '../../core/admin/content';
import { csvColumns, IMPORT_LIMITS, productKeyOf, readValuesText, requiredColumns, valuesText } from '../../core/seller/seller-csv';
import { priceCentsOf, type ProductInput, productProblems, skuKey, type VariantInput } from '../../core/seller/seller-product';
import { PUBLIC } from '../db/constants';
import type { DB } from '../db/schema';
import { usableBy } from '../admin/delivery-rules';
import { isUnsafeText } from '../http/unsafe-text';
import { readVersion } from './seller-input';
import { serverProblems } from './product-checks';
import { loadSellerProduct } from './seller-product-read';
import { amountText } from './seller-products-list';
import { readRowId } from '../http/ids';

/** The shop's languages, the default one first in the file. */
export interface CsvShop {
  languages: readonly string[];
  defaultLanguage: string;
}

/**
 * `GET seller/products/export.csv`: every product of the store, one row per variant (decision
 * 0031): ids and version, the handle (the product's slug), SKU, the title in each of the shop's
 * languages, the default language's description (as stored, sanitized), category, sub-category
 * and brand by slug, price and offer, the variant's options as `attribute:value;...` by slugs, its
 * price (a variant without options pays the product's price), stock, the low-stock threshold and
 * the publication. Every cell a spreadsheet would read as a formula is neutralised as decision
 * 0025 says (`spreadsheetSafe`); a byte order mark first (spreadsheets then read Arabic and Hindi
 * as UTF-8) and CRLF line ends.
 */
export async function productsCsv(db: Kysely<DB>, storeId: number, shop: CsvShop): Promise<{ csv: string; rows: number }> {
  const ofStore = db.selectFrom('products').select('id').where('store_id', '=', storeId);
  const [products, translations, variants, values] = await Promise.all([
    db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('sub_categories as sc', 'sc.id', 'p.sub_category_id').leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.id', 'p.slug', 'p.version', 'p.title', 'p.description', 'c.slug as category', 'sc.slug as sub_category', 'b.slug as brand',
        'p.selling', 'p.offered', 'p.low_stock', 'p.publication', 'p.shipping_rule_id', 'p.tax_rule_id'])
      .where('p.store_id', '=', storeId).orderBy('p.id').execute(),
    db.selectFrom('product_translations').select(['product_id', 'lang', 'title']).where('product_id', 'in', ofStore).execute(),
    db.selectFrom('inventories').select(['id', 'product_id', 'sku', 'price', 'quantity']).where('product_id', 'in', ofStore).orderBy('id').execute(),
    db.selectFrom('inventory_attributes as ia').innerJoin('inventories as i', 'i.id', 'ia.inventory_id')
      .innerJoin('attribute_values as v', 'v.id', 'ia.attribute_value_id').innerJoin('attributes as a', 'a.id', 'v.attribute_id')
      .select(['ia.inventory_id', 'a.slug as attribute', 'v.slug as value']).where('i.product_id', 'in', ofStore)
      .orderBy('a.sort_order').orderBy('a.id').execute(),
  ]);
  const columns = csvColumns(shop.languages, shop.defaultLanguage);
  const titles = new Map(translations.map((t) => [`${t.product_id}:${t.lang}`, t.title ?? '']));
  const variantsOf = new Map<number, typeof variants>();
  for (const variant of variants) variantsOf.set(variant.product_id, [...(variantsOf.get(variant.product_id) ?? []), variant]);
  const lines: string[][] = [];
  for (const product of products) {
    for (const variant of variantsOf.get(product.id) ?? []) {
      const own = values.filter((v) => v.inventory_id === variant.id);
      const cells: Record<string, string> = {
        product_id: String(product.id), variant_id: String(variant.id), version: String(product.version), handle: product.slug, sku: variant.sku,
        [`description_${shop.defaultLanguage}`]: product.description ?? '',
        category: product.category, sub_category: product.sub_category ?? '', brand: product.brand ?? '',
        // Shipping and tax rules have no slug: the file names them by id, as the back office lists them.
        shipping_rule: product.shipping_rule_id === null ? '' : String(product.shipping_rule_id), tax_rule: product.tax_rule_id === null ? '' : String(product.tax_rule_id),
        price: amountText(product.selling), offer_price: amountText(product.offered, true), values: valuesText(own),
        variant_price: amountText(own.length > 0 && variant.price > 0 ? variant.price : product.selling), stock: String(variant.quantity),
        low_stock: product.low_stock > 0 ? String(product.low_stock) : '', publication: product.publication,
      };
      for (const language of shop.languages) cells[`title_${language}`] = language === shop.defaultLanguage ? product.title : titles.get(`${product.id}:${language}`) ?? '';
      lines.push(columns.map((column) => spreadsheetSafe(cells[column] ?? '')));
    }
  }
  return { csv: `\uFEFF${stringify([columns, ...lines], { record_delimiter: 'windows' })}`, rows: lines.length };
}

/** A cell as the shop wrote it: the apostrophe the export put before a formula-like value (decision 0025) is taken off again. */
export function cellValue(value: string): string {
  return value.startsWith('\'') && spreadsheetSafe(value.slice(1)) !== value.slice(1) ? value.slice(1) : value;
}

/** One problem of an import, before it is worded: the line (1 is the header), the column ('' for the row), a code of SELLER_MESSAGES. */
export interface ImportProblem {
  line: number;
  column: string;
  code: string;
  vars?: Record<string, string | number>;
}

/** A product of the file ready to write. */
export type PlannedProduct =
  | { line: number; kind: 'create'; input: ProductInput }
  | { line: number; kind: 'update'; id: number; version: number; input: ProductInput };

export type ImportPlan = { ok: true; products: PlannedProduct[]; unchanged: number } | { ok: false; problems: ImportProblem[] };

interface FileRow {
  line: number;
  cells: Record<string, string>;
}

/** The file's rows with the line each starts on, or the problem that stops reading it. */
function readRows(bytes: Buffer): { header: string[]; rows: FileRow[] } | ImportProblem {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { line: 1, column: '', code: 'csv_not_text' };
  }
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 200_000 }) as unknown as typeof records;
  } catch (error) {
    return { line: Number((error as { lines?: unknown }).lines) || 1, column: '', code: 'csv_unreadable' };
  }
  // The line a record starts on: after the previous record's end (csv-parse's `info.bytes`, in
  // UTF-8 bytes of the text, whose byte order mark the decoder took off), past the empty lines it skipped.
  const raw = Buffer.from(text);
  let offset = 0;
  let line = 1;
  const startLine = (end: number) => {
    let at = offset;
    while (at < raw.length && (raw[at] === 0x0a || raw[at] === 0x0d)) at++;
    for (let i = offset; i < at; i++) if (raw[i] === 0x0a) line++;
    const start = line;
    for (let i = at; i < end; i++) if (raw[i] === 0x0a) line++;
    offset = end;
    return start;
  };
  const [first, ...rest] = records;
  if (!first) return { line: 1, column: '', code: 'csv_empty' };
  startLine(first.info.bytes);
  const header = first.record.map((name) => name.trim().toLowerCase());
  const rows: FileRow[] = [];
  for (const { record, info } of rest) {
    const rowLine = startLine(info.bytes);
    if (record.every((cell) => cell.trim() === '')) continue;
    if (record.length > header.length) return { line: rowLine, column: '', code: 'csv_columns' };
    rows.push({ line: rowLine, cells: Object.fromEntries(header.map((name, i) => [name, cellValue(record[i] ?? '')])) });
  }
  return { header, rows };
}

/** The photos' option values a file's variants still have: a photo of a colour the file dropped shows the whole product. */
function keptPhotoValues(photoValues: Record<string, number>, variants: readonly VariantInput[]): Record<string, number> {
  const used = new Set(variants.flatMap((variant) => variant.values));
  return Object.fromEntries(Object.entries(photoValues).filter(([, value]) => used.has(value)));
}

/** What the file may name, by slug: public categories, their public sub-categories, public brands, attribute values; by id, the public shipping rules the store may use and tax rules. */
async function slugChoices(db: Kysely<DB>, storeId: number) {
  const [categories, subs, brands, values, shippingRules, taxRules] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug']).where('status', '=', PUBLIC).execute(),
    db.selectFrom('sub_categories').select(['id', 'slug', 'category_id']).where('status', '=', PUBLIC).execute(),
    db.selectFrom('brands').select(['id', 'slug']).where('status', '=', PUBLIC).execute(),
    db.selectFrom('attribute_values as v').innerJoin('attributes as a', 'a.id', 'v.attribute_id').select(['v.id', 'v.slug', 'a.slug as attribute']).execute(),
    db.selectFrom('shipping_rules').select('id').where('status', '=', PUBLIC).where(usableBy(storeId)).execute(),
    db.selectFrom('tax_rules').select('id').where('status', '=', PUBLIC).execute(),
  ]);
  return {
    category: new Map(categories.map((row) => [row.slug.toLowerCase(), row.id])),
    sub: new Map(subs.map((row) => [`${row.category_id}:${row.slug.toLowerCase()}`, row.id])),
    brand: new Map(brands.map((row) => [row.slug.toLowerCase(), row.id])),
    value: new Map(values.map((row) => [`${row.attribute.toLowerCase()}:${row.slug.toLowerCase()}`, row.id])),
    shippingRules: new Set(shippingRules.map((row) => row.id)),
    taxRules: new Set(taxRules.map((row) => row.id)),
  };
}

/** A product's input in a comparable form: what would be written, so an unchanged product is not written at all. */
function comparable(input: ProductInput, shop: CsvShop): string {
  const cents = (amount: string) => (amount.trim() === '' ? 0 : priceCentsOf(amount) ?? amount);
  return JSON.stringify({
    texts: shop.languages.map((language) => [input.texts[language]?.title.trim() ?? '', input.texts[language]?.description.trim() ?? '']),
    categoryId: input.categoryId, subCategoryId: input.subCategoryId, brandId: input.brandId,
    shippingRuleId: input.shippingRuleId, taxRuleId: input.taxRuleId, bundleDealId: input.bundleDealId,
    price: cents(input.price), offerPrice: cents(input.offerPrice),
    variants: input.variants.map((v) => [v.id, v.sku.trim(), v.values.length > 0 ? cents(v.price) : 0, Number(v.stock.trim()), [...v.values].sort((a, b) => a - b)]),
    photos: input.photos, refundable: input.refundable, mindChangeReturns: input.mindChangeReturns, warranty: input.warranty.trim(), lowStock: Number(input.lowStock.trim() || 0),
  });
}

/**
 * `POST seller/products/import`, before anything is written: the file read (UTF-8, at most
 * `IMPORT_LIMITS.maxRows` rows), its rows grouped into products (an existing one of the store by
 * `product_id`, a new one by `handle` or its default title), each turned into the ProductInput the
 * form would send (what the file has no column for is kept as stored, or a new product's default)
 * and checked whole: core's `productProblems`, then the server's checks of the form
 * (`serverProblems`: choices exist, values fit, SKUs not another product's), SKUs unique across the
 * file, a product's own columns alike on each of its rows, the version exported still the
 * product's. Every problem is listed by line and column; a product exactly as stored is left alone.
 */
export async function planImport(db: Kysely<DB>, storeId: number, bytes: Buffer, shop: CsvShop, uploadsDir: string): Promise<ImportPlan> {
  const read = readRows(bytes);
  if ('code' in read) return { ok: false, problems: [read] };
  const { header, rows } = read;
  const problems: ImportProblem[] = [];
  const add = (line: number, column: string, code: string, vars?: Record<string, string | number>) => {
    if (!problems.some((p) => p.line === line && p.column === column)) problems.push({ line, column, code, ...(vars ? { vars } : {}) });
  };
  const missing = requiredColumns(shop.defaultLanguage).filter((column) => !header.includes(column));
  if (missing.length > 0) return { ok: false, problems: missing.map((column) => ({ line: 1, column, code: 'csv_missing_column', vars: { column } })) };
  if (rows.length === 0) return { ok: false, problems: [{ line: 1, column: '', code: 'csv_empty' }] };
  if (rows.length > IMPORT_LIMITS.maxRows) return { ok: false, problems: [{ line: rows[IMPORT_LIMITS.maxRows]!.line, column: '', code: 'csv_too_many_rows', vars: { max: IMPORT_LIMITS.maxRows } }] };
  for (const row of rows) {
    for (const [column, value] of Object.entries(row.cells)) if (isUnsafeText(value)) add(row.line, column, 'csv_not_text');
  }
  const has = (column: string) => header.includes(column);
  const titleColumn = `title_${shop.defaultLanguage}`;

  const groups = new Map<string, FileRow[]>();
  for (const row of rows) {
    const key = productKeyOf({ productId: row.cells.product_id ?? '', handle: row.cells.handle ?? '', title: row.cells[titleColumn] ?? '' });
    if (key === null) {
      add(row.line, titleColumn, 'required');
      continue;
    }
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const sentIds = [...groups.keys()].filter((key) => key.startsWith('id:')).map((key) => readRowId(key.slice(3))).filter((id): id is number => id !== null);
  const owned = new Set(sentIds.length === 0 ? [] : (await db.selectFrom('products').select('id').where('store_id', '=', storeId).where('id', 'in', sentIds).execute()).map((row) => row.id));
  const choices = await slugChoices(db, storeId);
  const skuLines = new Map<string, number>();
  const planned: PlannedProduct[] = [];
  let unchanged = 0;

  for (const [key, group] of groups) {
    const first = group[0]!;
    let id: number | null = null;
    if (key.startsWith('id:')) {
      id = readRowId(key.slice(3));
      if (id === null || !owned.has(id)) {
        add(first.line, 'product_id', 'product_not_found');
        continue;
      }
    }
    const current = id === null ? null : await loadSellerProduct(db, storeId, id, shop.languages, shop.defaultLanguage);
    /** A product's own column: from its first row; a later row may leave it empty or repeat it. */
    const own = (column: string) => {
      const value = first.cells[column] ?? '';
      for (const row of group.slice(1)) {
        const other = row.cells[column] ?? '';
        if (other !== '' && other.trim() !== value.trim()) add(row.line, column, 'csv_differs', { line: first.line });
      }
      return value;
    };
    const texts: ProductInput['texts'] = {};
    for (const language of shop.languages) {
      const stored = current?.input.texts[language] ?? { title: '', description: '' };
      const description = language === shop.defaultLanguage && has(`description_${language}`) ? own(`description_${language}`) : stored.description;
      texts[language] = { title: has(`title_${language}`) ? own(`title_${language}`) : stored.title, description };
    }
    const slugOf = (column: string) => own(column).trim().toLowerCase();
    const categorySlug = slugOf('category');
    const categoryId = categorySlug === '' ? null : choices.category.get(categorySlug) ?? null;
    if (categorySlug !== '' && categoryId === null) add(first.line, 'category', 'invalid_choice');
    const choose = (column: 'sub_category' | 'brand', stored: number | null | undefined): number | null => {
      if (!has(column)) return stored ?? null;
      const slug = slugOf(column);
      if (slug === '') return null;
      const found = column === 'brand' ? choices.brand.get(slug) : choices.sub.get(`${categoryId}:${slug}`);
      if (found === undefined) add(first.line, column, 'invalid_choice');
      return found ?? null;
    };
    const subCategoryId = choose('sub_category', current?.input.subCategoryId);
    /** A rule by its id (public ones only); an absent column keeps what is stored. */
    const rule = (column: 'shipping_rule' | 'tax_rule', ids: ReadonlySet<number>, stored: number | null | undefined): number | null => {
      if (!has(column)) return stored ?? null;
      const text = own(column).trim();
      if (text === '') return null;
      const id = readRowId(text);
      if (id === null || !ids.has(id)) add(first.line, column, 'invalid_choice');
      return id !== null && ids.has(id) ? id : null;
    };
    const shippingRuleId = rule('shipping_rule', choices.shippingRules, current?.input.shippingRuleId);
    const taxRuleId = rule('tax_rule', choices.taxRules, current?.input.taxRuleId);
    const brandId = choose('brand', current?.input.brandId);
    const price = own('price');
    const variants: VariantInput[] = group.map((row) => {
      const cell = (column: string) => row.cells[column] ?? '';
      let variantId: number | null = null;
      if (cell('variant_id').trim() !== '') {
        variantId = readRowId(cell('variant_id').trim());
        if (variantId === null || !current?.input.variants.some((v) => v.id === variantId)) {
          add(row.line, 'variant_id', 'variant_not_found');
          variantId = null;
        }
      }
      const storedVariant = current?.input.variants.find((v) => v.id === variantId);
      let values = storedVariant?.values ?? [];
      let unknownValues = false;
      if (has('values')) {
        const pairs = readValuesText(cell('values'));
        const ids = pairs?.map((pair) => choices.value.get(`${pair.attribute.toLowerCase()}:${pair.value.toLowerCase()}`));
        unknownValues = !ids || ids.some((v) => v === undefined);
        if (unknownValues) add(row.line, 'values', 'invalid_choice');
        values = (ids ?? []).filter((v): v is number => v !== undefined);
      }
      let variantPrice = has('variant_price') ? cell('variant_price') : storedVariant?.price ?? '';
      if (values.length === 0 && !unknownValues) {
        // A variant without options pays the product's price (decision 0001): its own cell may only repeat it.
        if (variantPrice.trim() !== '' && priceCentsOf(variantPrice) !== priceCentsOf(price)) add(row.line, 'variant_price', 'csv_plain_price');
        variantPrice = price;
      }
      const sku = cell('sku');
      const earlier = skuLines.get(skuKey(sku));
      if (sku.trim() !== '' && earlier !== undefined && group.every((other) => other.line !== earlier)) add(row.line, 'sku', 'csv_sku_twice', { line: earlier });
      if (sku.trim() !== '' && earlier === undefined) skuLines.set(skuKey(sku), row.line);
      return { id: variantId, sku, price: variantPrice, stock: cell('stock'), values };
    });
    const input: ProductInput = {
      texts, categoryId, subCategoryId, brandId, shippingRuleId, taxRuleId, bundleDealId: current?.input.bundleDealId ?? null, price,
      offerPrice: has('offer_price') ? own('offer_price') : current?.input.offerPrice ?? '',
      variants, photos: current?.input.photos ?? [], photoValues: keptPhotoValues(current?.input.photoValues ?? {}, variants), refundable: current?.input.refundable ?? true, mindChangeReturns: current?.input.mindChangeReturns ?? false, warranty: current?.input.warranty ?? '',
      lowStock: has('low_stock') ? own('low_stock') : current?.input.lowStock ?? '',
    };
    // Where each field of the form is in the file.
    const at = (field: string): [number, string] => {
      const [head, index, part] = field.split('.');
      if (head === 'variants' && index !== undefined) {
        const row = group[Number(index)] ?? first;
        const column = part === 'price' ? (variants[Number(index)]!.values.length > 0 ? 'variant_price' : 'price') : part ?? '';
        return [row.line, column];
      }
      if (head === 'title' || head === 'description') return [first.line, has(`${head}_${index}`) ? `${head}_${index}` : ''];
      const columns: Record<string, string> = { categoryId: 'category', subCategoryId: 'sub_category', brandId: 'brand', shippingRuleId: 'shipping_rule', taxRuleId: 'tax_rule', price: 'price', offerPrice: 'offer_price', lowStock: 'low_stock' };
      return [first.line, columns[field] ?? ''];
    };
    for (const problem of productProblems(input, shop)) add(...at(problem.field), problem.code);
    const more = await serverProblems(db, input, { productId: id, uploadsDir, storeId, storedPhotos: current?.input.photos ?? [] });
    if (more !== 'foreign_variant') for (const [field, code] of Object.entries(more)) add(...at(field), code);
    if (current === null) {
      planned.push({ line: first.line, kind: 'create', input });
    } else if (comparable(input, shop) === comparable(current.input, shop)) {
      unchanged++;
    } else {
      const sent = has('version') && own('version').trim() !== '' ? readVersion(own('version').trim()) : current.version;
      if (sent !== current.version) add(first.line, 'version', 'csv_stale');
      planned.push({ line: first.line, kind: 'update', id: current.id, version: current.version, input });
    }
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column)) };
  return { ok: true, products: planned, unchanged };
}
