// Shared setup of the order API tests: a seeded shop whose mail is recorded (or sent over real SMTP),
// and fixtures written straight to the database: products with known prices, stock, tax, bundle
// and shipping rules, vouchers, addresses and cart lines.
import type { Kysely } from 'kysely';
import type { DB } from '../../backend/db/schema';
import { refreshListedPrices } from '../../backend/product/listed-price';
import type { MailMessage, MailSink, Mailer } from '../../backend/mail/mailer';
import { type ApiShop, useApiShop } from '../support/api-shop';
import type { TestDatabase } from '../support/databases';

export interface OrderShop extends ApiShop {
  /** Mail the recording mailer received (when no mailer was given). */
  mails: MailMessage[];
}

export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failing = false;
  /** Sends refused while failing. */
  failures = 0;
  async send(message: MailMessage): Promise<void> {
    if (this.failing) {
      this.failures++;
      throw new Error('mail server down');
    }
    this.sent.push(message);
  }
}

/** A sink that sends a change's mail at once, inside its transaction (for calling a desk function directly). */
export function sentAtOnce(mailer: Mailer): MailSink {
  return { in: () => mailer };
}

/** Like useApiShop, with the mailer under the test's control (recorded unless `mailer()` gives one). */
export function useOrderShop(database: TestDatabase, mailer?: () => Mailer): OrderShop & { recorder: RecordingMailer } {
  const recorder = new RecordingMailer();
  const shop = useApiShop(database, { products: 40, seed: 7 }, () => ({ accounts: { mailer: mailer ? mailer() : recorder, publicUrl: 'http://shop.test' } }));
  return Object.assign(shop, { recorder, mails: recorder.sent });
}

let unique = 0;
const tag = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

/** A shipping rule with one place serving `country`/`state` ('ALL' for everywhere). */
export async function shippingRule(db: Kysely<DB>, o: { priceCents: number; pickupCents?: number; singlePrice?: boolean; country?: string; state?: string }) {
  const rule = await db.insertInto('shipping_rules').values({ title: `Rule ${tag()}`, single_price: o.singlePrice ? 1 : 0, status: 1 }).returning('id').executeTakeFirstOrThrow();
  const place = await db.insertInto('shipping_places').values({
    shipping_rule_id: rule.id, country: o.country ?? 'ALL', state: o.state ?? 'ALL', price: o.priceCents, pickup_price: o.pickupCents ?? 0, day_needed: 3,
    pickup_point: null, pickup_address_line_1: null, pickup_address_line_2: null, pickup_city: null, pickup_state: null, pickup_zip: null,
    pickup_country: null, pickup_phone: null,
  }).returning('id').executeTakeFirstOrThrow();
  return { ruleId: rule.id, placeId: place.id };
}

export async function taxRule(db: Kysely<DB>, type: 1 | 2, price: number): Promise<number> {
  return (await db.insertInto('tax_rules').values({ title: `Tax ${tag()}`, type, price, status: 1 }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function bundleDeal(db: Kysely<DB>, buy: number, free: number): Promise<number> {
  return (await db.insertInto('bundle_deals').values({ title: `Bundle ${tag()}`, buy, free, status: 1 }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function voucher(db: Kysely<DB>, o: { type: 1 | 2; price: number; minSpend?: number; capped?: number | null; usageLimit?: number | null; perCustomer?: number | null; startsInDays?: number; endsInDays?: number; code?: string }) {
  const day = 86_400_000;
  const code = o.code ?? `T${tag().toUpperCase()}`;
  const row = await db.insertInto('vouchers').values({
    code, title: `Voucher ${code}`, type: o.type, price: o.price, capped_price: o.capped ?? null, min_spend: o.minSpend ?? 0,
    usage_limit: o.usageLimit ?? null, limit_per_customer: o.perCustomer ?? null,
    start_time: new Date(Date.now() + (o.startsInDays ?? -1) * day).toISOString(),
    end_time: new Date(Date.now() + (o.endsInDays ?? 10) * day).toISOString(), status: 1,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, code };
}

/** The products fixtures took, per database (a file's shops on SQLite and PostgreSQL each have their own). */
const takenIn = new WeakMap<Kysely<DB>, Set<number>>();

/**
 * A public product (not in any flash sale) set to a known price and rules, with one variant
 * priced by the product and `stock` units. Each call takes a product no other call took.
 */
export async function product(db: Kysely<DB>, o: { sellingCents: number; stock: number; shippingRuleId: number | null; taxRuleId?: number | null; bundleDealId?: number | null }) {
  const candidates = await db.selectFrom('products as p').innerJoin('inventories as i', 'i.product_id', 'p.id')
    .select(['p.id', 'i.id as inventory_id'])
    .where('p.status', '=', 1)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('flash_sale_products as f').select('f.product_id').whereRef('f.product_id', '=', 'p.id'))))
    .orderBy('p.id').orderBy('i.id').execute();
  const taken = takenIn.get(db) ?? new Set<number>();
  takenIn.set(db, taken);
  const pick = candidates.find((row) => !taken.has(row.id));
  if (!pick) throw new Error('no product left for a fixture');
  taken.add(pick.id);
  await db.updateTable('products').set({
    selling: o.sellingCents, offered: 0, shipping_rule_id: o.shippingRuleId, tax_rule_id: o.taxRuleId ?? null, bundle_deal_id: o.bundleDealId ?? null,
    in_stock: o.stock > 0 ? 1 : 0,
  }).where('id', '=', pick.id).execute();
  // Only this variant can be bought: the others hold no stock, so in_stock follows it alone.
  await db.updateTable('inventories').set({ quantity: 0 }).where('product_id', '=', pick.id).execute();
  await db.updateTable('inventories').set({ quantity: o.stock, price: 0 }).where('id', '=', pick.inventory_id).execute();
  // Prices written here, as every writer of prices does: the listed price follows them.
  await refreshListedPrices(db, [pick.id]);
  return { productId: pick.id, inventoryId: pick.inventory_id };
}

export async function address(db: Kysely<DB>, owner: { userId: number } | { guestId: number }, country = 'US', state = 'CA', who: { name?: string; email?: string } = {}): Promise<number> {
  const stamp = new Date().toISOString();
  return (await db.insertInto('addresses').values({
    user_id: 'userId' in owner ? owner.userId : null, guest_user_id: 'guestId' in owner ? owner.guestId : null,
    name: who.name ?? 'Ada Buyer', email: who.email ?? `buyer${tag()}@example.com`, phone: '+15550100', country, state, city: 'Springfield', zip: '90001',
    address_1: '1 Main St', address_2: null, created_at: stamp, updated_at: stamp,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function cartLine(db: Kysely<DB>, owner: { userId: number } | { guestId: number }, item: { productId: number; inventoryId: number }, quantity: number, selected = 1) {
  return (await db.insertInto('carts').values({
    user_id: 'userId' in owner ? owner.userId : null, guest_user_id: 'guestId' in owner ? owner.guestId : null,
    product_id: item.productId, inventory_id: item.inventoryId, quantity, selected, shipping_type: 1,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface PlacedOrder { name: string; email: string; currency: string; amount: number; id: number; order: string; awaiting_confirmation: boolean; confirm_by: string | null }

export function placeOrderCall(shop: OrderShop, token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return shop.call<PlacedOrder | { form: string[] }>({ method: 'POST', url: '/api/v1/order/action', payload, headers: { ...bearer(token), ...headers } });
}

export async function stockOf(db: Kysely<DB>, inventoryId: number): Promise<number> {
  return (await db.selectFrom('inventories').select('quantity').where('id', '=', inventoryId).executeTakeFirstOrThrow()).quantity;
}

/** A seller's new-order mail (each store's seller is mailed of an order of theirs): it links to their orders. */
export const isSellerOrderMail = (mail: { text: string }) => /\/seller\/orders\b/.test(mail.text);

/** The shop's mails to the shopper about an order, found by its code in the subject (its sellers' mails left out). */
export function shopperMails<M extends { subject: string; text: string }>(mails: readonly M[], code: string): M[] {
  return mails.filter((mail) => mail.subject.includes(code) && !isSellerOrderMail(mail));
}
