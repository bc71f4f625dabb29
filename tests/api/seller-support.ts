// Shared setup of the seller workspace's API tests (issue 32): sellers written straight to the
// database with a live storefront session, a product form as the workspace sends it, and calls.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ProductInput } from '../../core/seller/seller-product';
import type { ProductSaved } from '../../core/seller/seller-workspace';
import { shippingRule } from './orders-support';
import { issueSession } from '../../backend/auth/sessions';
import type { ApiShop } from '../support/api-shop';

export type Envelope<T = unknown> = { status: number; message: string; data: T };
export type Standing = 'approved' | 'waiting' | 'refused';

/** A seller's account and store, with a live bearer token. */
export interface TestSeller {
  userId: number;
  storeId: number;
  slug: string;
  email: string;
  token: string;
}

export async function sellerAccount(shop: ApiShop, o: { language?: string; standing?: Standing } = {}): Promise<TestSeller> {
  const tag = randomBytes(4).toString('hex');
  const now = new Date().toISOString();
  const email = `seller-${tag}@example.test`;
  const user = await shop.db.insertInto('users').values({ name: `Seller ${tag}`, email, password_hash: '!test', role: 'seller', verified_at: now, language: o.language ?? 'en' })
    .returning('id').executeTakeFirstOrThrow();
  const standing = o.standing ?? 'approved';
  const slug = `shop-${tag}`;
  const store = await shop.db.insertInto('stores').values({
    user_id: user.id, slug, name: `Shop ${tag}`, logo: `store/${slug}.svg`, status: standing === 'approved' ? 'approved' : 'pending',
    approved_at: standing === 'approved' ? now : null, refused_at: standing === 'refused' ? now : null, refusal_reason: standing === 'refused' ? 'Blurry photos' : null,
  }).returning('id').executeTakeFirstOrThrow();
  return { userId: user.id, storeId: store.id, slug, email, token: await issueSession(shop.db, user.id) };
}

/** One api/v1 call, as the workspace makes it (bearer token, Language header). */
export async function sellerCall<T>(shop: ApiShop, method: 'GET' | 'POST', url: string, o: { token?: string; payload?: object; language?: string } = {}) {
  const headers: Record<string, string> = { Language: o.language ?? 'en', ...(o.token ? { Authorization: `Bearer ${o.token}` } : {}) };
  const response = await shop.app.inject({ method, url: `/api/v1/${url}`, headers, ...(o.payload ? { payload: o.payload } : {}) });
  return { http: response.statusCode, body: response.json() as Envelope<T> };
}

/** What a form may choose: a category with a sub-category, and two values of one attribute. */
export async function formChoices(shop: ApiShop) {
  const sub = await shop.db.selectFrom('sub_categories as s').innerJoin('categories as c', 'c.id', 's.category_id')
    .select(['s.id', 's.category_id']).where('s.status', '=', 1).where('c.status', '=', 1).orderBy('s.id').executeTakeFirstOrThrow();
  const values = await shop.db.selectFrom('attribute_values').select(['id', 'attribute_id']).orderBy('attribute_id').orderBy('id').execute();
  const attribute = values.find((v) => values.filter((w) => w.attribute_id === v.attribute_id).length >= 2)!.attribute_id;
  const [red, blue] = values.filter((v) => v.attribute_id === attribute);
  const rule = await shop.db.selectFrom('shipping_rules').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  return { categoryId: sub.category_id, subCategoryId: sub.id, red: red!.id, blue: blue!.id, shippingRuleId: rule.id };
}

/** A product of two variants (red in stock, blue sold out), titled in the five languages with one made-up word search can find. */
export function productForm(choices: Awaited<ReturnType<typeof formChoices>>, word: string, overrides: Partial<ProductInput> = {}): ProductInput {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  return {
    texts: {
      en: { title: `${word} desk lamp`, description: '<p>Bright <b>light</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
      fr: { title: `Lampe de bureau ${word}`, description: 'Lumière vive' },
      ar: { title: `مصباح مكتب ${word}`, description: '' },
      tr: { title: `${word} masa lambası`, description: '' },
      hi: { title: `${word} डेस्क लैंप`, description: '' },
    },
    categoryId: choices.categoryId, subCategoryId: choices.subCategoryId, brandId: null, shippingRuleId: choices.shippingRuleId, taxRuleId: null, bundleDealId: null,
    price: '40.00', offerPrice: '',
    variants: [
      { id: null, sku: `${tag}-RED`, price: '40.00', stock: '5', values: [choices.red] },
      { id: null, sku: `${tag}-BLUE`, price: '45.50', stock: '0', values: [choices.blue] },
    ],
    photos: [], photoValues: {}, refundable: true, mindChangeReturns: true, warranty: 'Two years', lowStock: '2',
    ...overrides,
  };
}

/** A picture made by sharp (a real PNG or JPEG, or a GIF that is not taken). */
export const picture = (format: 'png' | 'jpeg' | 'gif', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 220, g: 90, b: 30 } } }).toFormat(format).toBuffer();

/** A multipart body as the workspace's FormData sends it: `kind`, then each file as `photos`. */
export async function photoUpload(kind: string, files: { bytes: Buffer; name: string; type: string }[]) {
  const form = new FormData();
  form.append('kind', kind);
  for (const file of files) form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Sets the operator's setting: sellers' products wait for a review before they are public. */
export async function setProductReview(shop: ApiShop, on: boolean): Promise<void> {
  await shop.db.updateTable('settings').set({ product_review: on ? 1 : 0 }).where('id', '=', 1).execute();
}

/** A multipart body with one file, as the workspace's import form sends it. */
export async function fileUpload(bytes: Buffer | string, name = 'products.csv', type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/**
 * A product the seller created and published through api/v1 (red in stock, blue sold out),
 * shipped by a new free rule: its id and the red variant's.
 */
export async function publishedProduct(shop: ApiShop, seller: TestSeller, word: string): Promise<{ productId: number; inventoryId: number }> {
  await setProductReview(shop, false);
  const created = (await sellerCall<ProductSaved>(shop, 'POST', 'seller/products', { token: seller.token, payload: productForm(await formChoices(shop), word) })).body.data;
  await sellerCall(shop, 'POST', `seller/products/${created.id}/publish`, { token: seller.token, payload: { version: created.version } });
  const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
  await shop.db.updateTable('products').set({ shipping_rule_id: ruleId }).where('id', '=', created.id).execute();
  const red = await shop.db.selectFrom('inventories').select('id').where('product_id', '=', created.id).where('quantity', '>', 0).executeTakeFirstOrThrow();
  return { productId: created.id, inventoryId: red.id };
}
