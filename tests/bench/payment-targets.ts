/**
 * Issue 16 "Speed": an online order and its payment-done over HTTP against a running shop whose
 * Stripe keys point at the local Stripe sandbox: `order/action` with Stripe (the order transaction
 * plus the Checkout Session opened through the official library) then, once the sandbox marked the
 * session paid, `order/payment-done` (the session retrieved server-to-server, the payment recorded
 * once). One sample is the pair; per second and p99, on whichever database the shop runs.
 *
 * Also runnable alone, on SQLite and on PostgreSQL when TEST_PG_URL or the default test server is
 * there: `npx tsx tests/bench/payment-targets.ts`.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../backend/db/database';
import { startShop } from '../e2e/support/shop-server';
import { startStripeSandbox, type StripeSandbox } from '../support/payment-sandboxes/stripe-sandbox';
import { type CartRow, prepareBuyers, runCalls } from './cart-targets';

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status?: number; data?: Record<string, unknown> } | string> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  const envelope = JSON.parse(text) as { status?: number; data?: Record<string, unknown> };
  return response.ok && envelope.status === 200 ? envelope : `HTTP ${response.status}: ${text.slice(0, 300)}`;
}

/** `report` hears each row as soon as it is measured (the bench prints it then). */
export async function paymentTargets(shopUrl: string, databaseUrl: string, stripe: StripeSandbox, options: { orders?: number; report?: (row: CartRow) => void } = {}): Promise<CartRow[]> {
  const count = options.orders ?? 400;
  const { productId, inventoryId, buyers, close } = await prepareBuyers(databaseUrl, count);
  try {
    const opened = await openDatabase(databaseUrl);
    const { db } = opened;
    await db.insertInto('payment_methods').values({ method: 3, enabled: 1 }).onConflict((oc) => oc.column('method').doUpdateSet({ enabled: 1 })).execute();
    // Each guest has one line in the cart, written directly: the measured calls are the payment ones.
    for (const buyer of buyers) {
      const guest = await db.selectFrom('addresses').select('guest_user_id').where('id', '=', buyer.addressId).executeTakeFirstOrThrow();
      await db.insertInto('carts').values({ guest_user_id: guest.guest_user_id, product_id: productId, inventory_id: inventoryId, quantity: 1, selected: 1, shipping_type: 1 }).execute();
    }
    await opened.close();
    const api = `${shopUrl}/api/v1`;
    const payOnline = async (i: number): Promise<true | string> => {
      const buyer = buyers[i]!;
      const placed = await postJson(`${api}/order/action`, { user_token: buyer.token, order_method: 3, address_id: buyer.addressId },
        { 'idempotency-key': `bench-pay-${i}-${randomBytes(6).toString('hex')}` });
      if (typeof placed === 'string') return placed;
      const payment = placed.data?.payment as { step: { url: string } } | undefined;
      if (!payment) return 'order/action answered without a payment';
      const params = stripe.payDirectly(new URL(payment.step.url).pathname.split('/').at(-1)!);
      const done = await postJson(`${api}/order/payment-done`, { user_token: buyer.token, order_id: placed.data!.id, params });
      if (typeof done === 'string') return done;
      return done.data?.payment_done === 1 ? true : `payment-done answered ${JSON.stringify(done).slice(0, 200)}`;
    };
    const half = Math.floor(count / 2);
    const rows: CartRow[] = [];
    for (const [inFlight, from, to] of [[2, 0, half], [16, half, count]] as const) {
      if (to <= from) continue;
      const row = await runCalls('online order (Stripe) + payment-done', inFlight, to - from, (i) => payOnline(from + i));
      rows.push(row);
      options.report?.(row);
    }
    return rows;
  } finally {
    await close();
  }
}

/** The env that points a benchmarked shop at the sandbox, and lifts the order limits for one client. */
export function paymentBenchEnv(stripe: StripeSandbox): Record<string, string> {
  return { ...stripe.env, RATE_LIMITS: 'order.ip=1000000/600,guest_order.ip=1000000/3600,guest_recipient.ip=1000000/3600' };
}

async function standalone(): Promise<void> {
  const { scratchPostgres } = await import('../support/databases');
  const stripe = await startStripeSandbox();
  const databases: { name: string; url?: string; drop?: () => Promise<void> }[] = [{ name: 'sqlite' }];
  try {
    const pg = await scratchPostgres();
    databases.push({ name: 'postgres', url: pg.url, drop: pg.drop });
  } catch {
    console.log('PostgreSQL is not reachable: SQLite only.');
  }
  console.log('| database | call | in flight | pairs | pairs/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const database of databases) {
    const shop = await startShop({ SEED_PRODUCTS: '200', ...paymentBenchEnv(stripe), ...(database.url ? { DATABASE_URL: database.url } : {}) });
    try {
      for (const row of await paymentTargets(shop.url, shop.databaseUrl, stripe, { orders: Number(process.env.BENCH_PAYMENTS ?? 400) })) {
        console.log(`| ${database.name} | ${row.name} | ${row.concurrency} | ${row.count} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
      }
    } finally {
      await shop.stop();
      await database.drop?.();
    }
  }
  await stripe.close();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  standalone().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
