// Fixtures and readers for the checkout journeys: products with known shipping rules, a voucher,
// the stored order, and the shop's money format, all straight from the shop's own database.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DB } from '../../../backend/db/schema';
import { formatPrice, type PriceFormat } from '../../../core/shared/money';
import { fromCents } from '../../../core/shared/cents';
import type { ShopServer } from './shop-server';
import { waitUntil } from '../../support/wait-until';
import { gotoSettled } from './page-waits';

export interface JourneyProduct {
  id: number;
  slug: string;
  /** The variant the journey buys (the product's only one when it has no options). */
  inventoryId: number;
  /** Attribute value titles to click on the product page, in the journey's language ([] for none). */
  choose: { group: string; value: string }[];
  title: string;
}

interface ProductAnswer {
  id: number;
  slug: string;
  title: string;
  attribute: { id: number; title: string }[];
  inventory: { id: number; quantity: number; inventory_attributes: { attribute_value: { title: string; attribute: { title: string } } }[] }[];
}

/** Visible products, first those with options (two or more variants), then those without. */
async function candidates(db: Kysely<DB>, withOptions: boolean): Promise<number[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('inventories as i', 'i.product_id', 'p.id')
    .select('p.id')
    .where('p.status', '=', 1)
    .groupBy('p.id')
    .having((eb) => eb.fn.countAll(), withOptions ? '>=' : '=', withOptions ? 2 : 1)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Gives a product a known shape for a journey: `stock` units on every variant, no bundle, tax and
 * shipping rule as given, in stock; answers what the product page shows in `language`.
 */
async function shape(db: Kysely<DB>, shop: ShopServer, productId: number, language: string, rule: { ruleId: number; taxRuleId: number | null; stock: number }): Promise<JourneyProduct | null> {
  await db.updateTable('products').set({ shipping_rule_id: rule.ruleId, tax_rule_id: rule.taxRuleId, bundle_deal_id: null, in_stock: 1 }).where('id', '=', productId).execute();
  await db.updateTable('inventories').set({ quantity: rule.stock }).where('product_id', '=', productId).execute();
  const response = await fetch(`${shop.url}/api/v1/product/${productId}`, { headers: { Language: language } });
  const body = (await response.json()) as { status: number; data: ProductAnswer };
  if (body.status !== 200) return null;
  const product = body.data;
  const item = product.inventory.find((i) => i.inventory_attributes.length === product.attribute.length && i.quantity === rule.stock);
  if (!item) return null;
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    inventoryId: item.id,
    choose: item.inventory_attributes.map((entry) => ({ group: entry.attribute_value.attribute.title, value: entry.attribute_value.title })),
  };
}

/**
 * Turns the shop's free delivery off (the demo seeds $50) and waits until the shop says so, so a
 * journey pays its shipping rules as written; tests/e2e/free-delivery.test.ts journeys with it on.
 */
export async function freeDeliveryOff(db: Kysely<DB>, shop: ShopServer): Promise<void> {
  await db.updateTable('settings').set({ free_delivery_over: null }).execute();
  // The common read model and the page cache hold it a few seconds (a hook cannot expect.poll).
  const said = async () => {
    const common = (await (await fetch(`${shop.url}/api/v1/common`)).json()) as { data: { setting: { free_delivery_over: unknown } } };
    return common.data.setting.free_delivery_over === null && !(await (await fetch(`${shop.url}/`)).text()).includes('top-banner-free-delivery');
  };
  await waitUntil(said, 'the shop to stop offering free delivery after it was turned off', { withinMs: 15_000, everyMs: 100 });
}

export interface JourneyFixture {
  /** Product with options, shipped by delivery (its rule has a delivery place for TR/34 only). */
  delivered: JourneyProduct;
  /** Product whose rule's TR/34 place has a pickup point. */
  picked: JourneyProduct;
  voucher: string;
}

let serial = 0;

/**
 * Two products for one journey (the `slot`-th pair, so journeys never share one) with their own
 * shipping rules for Istanbul (TR/34), a 7.5 % tax on the delivered one, 10 units per variant, and
 * a 10 % voucher nobody else uses.
 */
export async function journeyFixture(db: Kysely<DB>, shop: ShopServer, slot: number, language: string): Promise<JourneyFixture> {
  const stamp = Date.now().toString(36).toUpperCase();
  const tax = await db.insertInto('tax_rules').values({ title: `E2E VAT ${slot}`, type: 2, price: 750, status: 1 }).returning('id').executeTakeFirstOrThrow();
  const deliveryRule = await db.insertInto('shipping_rules').values({ title: `E2E delivery ${slot}`, single_price: 0, status: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('shipping_places').values({ shipping_rule_id: deliveryRule.id, country: 'TR', state: '34', price: 350, pickup_price: 0, day_needed: 2, pickup_point: null }).execute();
  const pickupRule = await db.insertInto('shipping_rules').values({ title: `E2E pickup ${slot}`, single_price: 0, status: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('shipping_places').values({
    shipping_rule_id: pickupRule.id, country: 'TR', state: '34', price: 590, pickup_price: 125, day_needed: 3,
    pickup_point: 'E2E Teslim Noktası', pickup_address_line_1: 'Moda Cad. 1', pickup_city: 'Kadıköy',
  }).execute();

  const pick = async (withOptions: boolean, ruleId: number, taxRuleId: number | null): Promise<JourneyProduct> => {
    const ids = await candidates(db, withOptions);
    // Spread the journeys over the list so two of them never shape the same product.
    for (const id of ids.slice(slot * 7)) {
      const found = await shape(db, shop, id, language, { ruleId, taxRuleId, stock: 10 });
      if (found && found.title.length > 0) return found;
    }
    throw new Error(`no product ${withOptions ? 'with' : 'without'} options for slot ${slot}`);
  };
  const delivered = await pick(true, deliveryRule.id, tax.id);
  const picked = await pick(false, pickupRule.id, null);

  const voucher = `E2E${slot}${stamp}${serial++}`;
  const now = Date.now();
  await db.insertInto('vouchers').values({
    code: voucher, title: 'E2E 10 %', type: 2, price: 1000, capped_price: null, min_spend: 0, usage_limit: null, limit_per_customer: null,
    start_time: new Date(now - 86_400_000).toISOString(), end_time: new Date(now + 30 * 86_400_000).toISOString(), status: 1,
  }).execute();
  return { delivered, picked, voucher };
}

export interface StoredOrder {
  id: number;
  tracking_code: string;
  order_method: number;
  subtotal: number;
  shipping_price: number;
  tax: number;
  bundle_offer: number;
  voucher_price: number;
  total_amount: number;
  voucher_id: number | null;
  user_id: number | null;
  guest_user_id: number | null;
  email: string;
}

export async function storedOrder(db: Kysely<DB>, trackingCode: string): Promise<StoredOrder> {
  return db.selectFrom('orders')
    .select(['id', 'tracking_code', 'order_method', 'subtotal', 'shipping_price', 'tax', 'bundle_offer', 'voucher_price', 'total_amount', 'voucher_id', 'user_id', 'guest_user_id', 'email'])
    .where('tracking_code', '=', trackingCode)
    .executeTakeFirstOrThrow();
}

export async function orderedLines(db: Kysely<DB>, orderId: number) {
  return db.selectFrom('ordered_products').select(['product_id', 'inventory_id', 'quantity', 'shipping_type', 'shipping_price']).where('order_id', '=', orderId).orderBy('id').execute();
}

export async function stockOf(db: Kysely<DB>, inventoryId: number): Promise<number> {
  const row = await db.selectFrom('inventories').select('quantity').where('id', '=', inventoryId).executeTakeFirstOrThrow();
  return row.quantity;
}

export async function countOrders(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('orders').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The shop's money format as the storefront reads it (api/v1/common in that language). */
export async function moneyFormat(shop: ShopServer, language: string): Promise<(cents: number) => string> {
  const response = await fetch(`${shop.url}/api/v1/common`, { headers: { Language: language } });
  const body = (await response.json()) as { data: { setting: PriceFormat } };
  const format = body.data.setting;
  return (cents: number) => formatPrice(fromCents(cents), format);
}

/** What the order summary box shows, by its test ids (absent rows are null). */
export async function summaryOf(page: Page): Promise<Record<'subtotal' | 'bundle' | 'shipping' | 'tax' | 'voucher' | 'total', string | null>> {
  const box = page.getByTestId('order-summary');
  await box.waitFor();
  const read = async (id: string) => ((await box.getByTestId(`summary-${id}`).count()) ? (await box.getByTestId(`summary-${id}`).textContent())?.trim() ?? '' : null);
  return {
    subtotal: await read('subtotal'), bundle: await read('bundle'), shipping: await read('shipping'),
    tax: await read('tax'), voucher: await read('voucher'), total: await read('total'),
  };
}

// ---------------------------------------------------------------------------------------------
// Browser steps of a checkout journey, in any language: the texts come from the catalogues.

type Catalogue = Record<string, unknown>;

function catalogue(language: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(join(process.cwd(), 'ui', 'i18n', 'locales', language, `${namespace}.json`), 'utf8')) as Catalogue;
}

/** A text of the shop in `language` ("cart:page.proceed"), with {{placeholders}} filled in. */
export function textOf(language: string, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = catalogue(language, namespace);
  for (const part of path.split('.')) node = (node as Catalogue)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}

export const localized = (language: string, path: string) => `${language === 'en' ? '' : `/${language}`}${path}`;

/** The number on the header's cart badge; null unless the link is named by its visible word ("Cart 3 items"). */
export async function badgeCount(page: Page, language: string): Promise<number | null> {
  const link = page.locator('header a[href$="/cart"]').first();
  const name = (await link.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
  if (!name.includes(textOf(language, 'layout:cart.label'))) return null;
  const badge = await link.getByTestId('cart-badge').textContent();
  return badge === null ? null : Number(badge);
}

/** The cart badge's number in a page's server HTML (undefined without one). */
export function badgeInHtml(html: string): number | undefined {
  const found = /data-testid="cart-badge">(\d+)</.exec(html);
  return found ? Number(found[1]) : undefined;
}

/** Opens the product page, picks the variant's options and adds one to the cart (the toast says so). */
export async function addToCart(page: Page, shop: ShopServer, language: string, product: JourneyProduct): Promise<void> {
  await gotoSettled(page, `${shop.url}${localized(language, `/${product.slug}/product/${product.id}`)}`);
  for (const { group, value } of product.choose) {
    const fieldset = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: group }) });
    await fieldset.getByRole('button', { name: value, exact: true }).click();
  }
  await page.getByRole('button', { name: textOf(language, 'product:detail.add_to_cart'), exact: true }).click();
  await page.getByRole('status').getByText(textOf(language, 'cart:productAdded')).first().waitFor();
}

const ADDRESS_FIELDS = ['name', 'email', 'phone', 'city', 'zip', 'address_1'] as const;

/** The shipping step's inline "add address" with an Istanbul (TR/34) address; the step then uses it. */
export async function addAddressInline(page: Page, language: string, values: Record<(typeof ADDRESS_FIELDS)[number], string>): Promise<void> {
  await page.getByRole('button', { name: textOf(language, 'cart:shipping.add_address') }).click();
  const dialog = page.getByRole('dialog');
  for (const field of ADDRESS_FIELDS) await dialog.getByLabel(textOf(language, `account:fields.${field}`), { exact: true }).fill(values[field]);
  await dialog.getByLabel(textOf(language, 'account:fields.country'), { exact: true }).selectOption('TR');
  const state = dialog.getByLabel(textOf(language, 'account:fields.state'), { exact: true });
  await expect.poll(() => state.locator('option[value="34"]').count()).toBe(1);
  await state.selectOption('34');
  await dialog.getByRole('button', { name: textOf(language, 'account:addresses.save') }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('radio', { name: textOf(language, 'cart:shipping.deliver_here', { name: values.name }) }).isChecked()).toBe(true);
}

/** The ordered product's row on the shipping step. */
export const shippingRow = (page: Page, product: JourneyProduct) => page.getByTestId('shipping-product').filter({ hasText: product.title });

/** Chooses delivery or pickup for a product and waits for the step to settle. */
export async function chooseShipping(page: Page, language: string, product: JourneyProduct, kind: 'delivery' | 'pickup'): Promise<void> {
  const radio = shippingRow(page, product).getByRole('radio', { name: new RegExp(`^${escapeRegExp(textOf(language, `cart:shipping.${kind}`))}`) });
  // Controlled by the cart: it turns on when the server has saved the choice, not at the click.
  if (!(await radio.isChecked())) await radio.click();
  // The server saves the choice and the cart comes back: past poll's 1 s default on a loaded machine.
  await expect.poll(() => radio.isChecked(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Screenshots for a person to look at: the window, or the page's own content (without header and
 * footer), written under E2E_SHOTS when it names a folder (`E2E_SHOTS=/tmp/e2e-shots npm run
 * test:e2e`), else not taken: nobody looks at them in CI, and a run took some 150 of them. The key
 * pages are compared with baselines by tests/e2e/visual.test.ts.
 */
export async function shot(page: Page, name: string, content = false): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  if (content) await page.locator('main').first().screenshot({ path });
  else await page.screenshot({ path });
}
export const SHOTS = process.env.E2E_SHOTS || undefined;
