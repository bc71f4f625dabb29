/**
 * Add-to-cart and place-order over HTTP against a running shop (issue 5 "Speed": requests per second
 * and p99 on both databases, reported). Guests are prepared directly in the shop's database so the
 * measured calls are the real ones: `cart/action` adding a unit, and `order/action` placing a
 * one-line cash-on-delivery order, the whole transaction (repricing, stock, order rows, mail file).
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../backend/auth/tokens';
import { openDatabase } from '../../backend/db/database';

export interface CartRow { name: string; concurrency: number; count: number; rps: number; p50: number; p99: number; errors: number }

export interface Buyer { token: string; addressId: number }

/** A product whose variant has stock for any run and a shipping rule that serves everywhere. */
export async function prepareBuyers(databaseUrl: string, buyers: number): Promise<{ productId: number; inventoryId: number; buyers: Buyer[]; close(): Promise<void> }> {
  const { db, close } = await openDatabase(databaseUrl);
  const inventory = await db.selectFrom('inventories as i').innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id']).where('p.status', '=', 1).orderBy('i.id').executeTakeFirstOrThrow();
  const rule = await db.insertInto('shipping_rules').values({ title: 'Bench worldwide', single_price: 0, status: 1 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('shipping_places').values({ shipping_rule_id: rule.id, country: 'ALL', state: 'ALL', price: 499, pickup_price: 0, day_needed: 3 }).execute();
  await db.updateTable('products').set({ shipping_rule_id: rule.id, in_stock: 1 }).where('id', '=', inventory.product_id).execute();
  await db.updateTable('inventories').set({ quantity: 1_000_000_000 }).where('id', '=', inventory.id).execute();
  // Cash on delivery on, also in a database seeded before payment methods were.
  await db.insertInto('payment_methods').values({ method: 2, enabled: 1 })
    .onConflict((oc) => oc.column('method').doUpdateSet({ enabled: 1 })).execute();

  const prepared: Buyer[] = [];
  for (let i = 0; i < buyers; i++) {
    const token = randomBytes(24).toString('base64url');
    const guest = await db.insertInto('guest_users').values({ token_hash: hashToken(token) }).returning('id').executeTakeFirstOrThrow();
    const address = await db.insertInto('addresses').values({
      guest_user_id: guest.id, name: 'Bench Buyer', email: `bench${i}@example.com`, phone: '+90 555 000 0000', country: 'TR', state: '34',
      city: 'Istanbul', zip: '34000', address_1: '1 Bench Street', address_2: null,
    }).returning('id').executeTakeFirstOrThrow();
    prepared.push({ token, addressId: address.id });
  }
  return { productId: inventory.product_id, inventoryId: inventory.id, buyers: prepared, close };
}

/** Runs `count` calls with `concurrency` in flight, each built by `call(i)`, and summarises them. */
export async function runCalls(name: string, concurrency: number, count: number, call: (i: number) => Promise<true | string>): Promise<CartRow> {
  const samples: number[] = [];
  let errors = 0;
  let next = 0;
  let firstError: unknown = null;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      const at = performance.now();
      const outcome = await call(i).catch((error: unknown) => error);
      if (outcome !== true) {
        errors++;
        firstError ??= outcome;
      }
      samples.push(performance.now() - at);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  if (firstError !== null) console.error(`${name}: ${errors} failed, the first with`, firstError);
  samples.sort((a, b) => a - b);
  const pick = (q: number) => (samples.length === 0 ? Number.NaN : Number(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1)));
  return { name, concurrency, count: samples.length, rps: samples.length / seconds, p50: pick(0.5), p99: pick(0.99), errors };
}

/** True when the call succeeded, else what the server said (for the bench's error line). */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<true | string> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  const envelope = JSON.parse(text) as { status?: number };
  return response.ok && envelope.status === 200 ? true : `HTTP ${response.status}: ${text.slice(0, 300)}`;
}

/** `report` hears each row as soon as it is measured (the bench prints it then). */
export async function cartTargets(shopUrl: string, databaseUrl: string, options: { orders?: number; adds?: number; report?: (row: CartRow) => void } = {}): Promise<CartRow[]> {
  const orders = options.orders ?? 1500;
  const adds = options.adds ?? 3000;
  const { productId, inventoryId, buyers, close } = await prepareBuyers(databaseUrl, orders);
  try {
    const api = `${shopUrl}/api/v1`;
    const add = (i: number) => post(`${api}/cart/action`, { user_token: buyers[i % buyers.length]!.token, product_id: productId, inventory_id: inventoryId, quantity: 1 });
    // Warm up, unmeasured: every buyer gets its one line (the order phase buys it).
    await runCalls('warm-up', 4, buyers.length, add);
    const rows: CartRow[] = [];
    const measured = (row: CartRow) => {
      rows.push(row);
      options.report?.(row);
    };
    measured(await runCalls('cart/action (add a unit)', 2, adds, add));
    measured(await runCalls('cart/action (add a unit)', 16, adds, add));
    const place = (i: number) => post(`${api}/order/action`,
      { user_token: buyers[i]!.token, order_method: 2, address_id: buyers[i]!.addressId, time_zone: 'Europe/Istanbul' },
      { 'idempotency-key': `bench-${i}-${randomBytes(6).toString('hex')}` });
    const half = Math.floor(buyers.length / 2);
    if (half > 0) measured(await runCalls('order/action (one line, cash on delivery)', 2, half, place));
    measured(await runCalls('order/action (one line, cash on delivery)', 16, buyers.length - half, (i) => place(half + i)));
    return rows;
  } finally {
    await close();
  }
}
