/**
 * Issue 20's figures, on PostgreSQL with real processes behind the HAProxy of deploy/:
 *
 * `npm run bench -- --cluster`: product page (page cache off: every request rendered) and
 * `order/action` throughput and p99 with 1 and then 2 processes behind the balancer, and how long a
 * write through one process takes to show in a read through another, with the notice and without
 * (a reader started with CACHE_NOTICES=off sees it when its 5 s cache expires).
 *
 * `npm run bench -- --fault`: 3 processes under a bounded order load; one is killed with SIGKILL a
 * third of the way through and started again at two thirds. Counts acknowledged orders missing from
 * the database (must be 0), orders per idempotency key above one (0), and order mails received
 * by a real SMTP server per acknowledged order.
 *
 * BENCH_PG_URL (else TEST_PG_URL, else the test server) is where a scratch database is created and
 * dropped; BENCH_SECONDS, BENCH_PRODUCTS, BENCH_ORDERS, BENCH_FAULT_ORDERS size the runs.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { issueSession } from '../../backend/auth/sessions';
import { openDatabase } from '../../backend/db/database';
import { address, cartLine, product, shippingRule } from '../api/orders-support';
import { type Balancer, buildOnce, type ShopProcess, startBalancer, startShopProcess } from '../support/cluster';
import { scratchPostgres } from '../support/databases';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { catalogueTargets } from './catalogue-targets';
import { type CartRow, post, prepareBuyers, runCalls } from './cart-targets';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '1000';
const CONNECTIONS = 32;
/** Orders may come from one address by the thousand here (the bench is the only client). */
const LIMITS = { RATE_LIMITS: 'order.ip=1000000/600,order.account=1000000/600,guest_order.ip=1000000/3600,guest_order.account=1000000/3600,guest_recipient.ip=1000000/3600' };
const pgUrl = () => process.env.BENCH_PG_URL || process.env.TEST_PG_URL || undefined;

interface PageRow { processes: number; rps: number; p50: number; p99: number; errors: number }

async function pageLoad(url: string, processes: number): Promise<PageRow> {
  await autocannon({ url, connections: 8, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { processes, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function orderLoad(base: string, databaseUrl: string, count: number, label: string): Promise<CartRow> {
  const { buyers, productId, inventoryId, close } = await prepareBuyers(databaseUrl, count);
  try {
    const api = `${base}/api/v1`;
    await runCalls('warm-up', 4, buyers.length, (i) => post(`${api}/cart/action`, { user_token: buyers[i]!.token, product_id: productId, inventory_id: inventoryId, quantity: 1 }));
    return await runCalls(label, 16, buyers.length, (i) => post(`${api}/order/action`,
      { user_token: buyers[i]!.token, order_method: 2, address_id: buyers[i]!.addressId, time_zone: 'Europe/Istanbul' },
      { 'idempotency-key': `bench-${i}-${randomBytes(6).toString('hex')}` }));
  } finally {
    await close();
  }
}

interface Delay { notice: number[]; expiry: number[] }

/**
 * A shopper edits their review through `writer` again and again; `withNotice` and `withoutNotice`
 * are read all the while (every 20 ms, as shoppers would keep their caches warm) until each shows
 * the new rating.
 */
async function propagation(databaseUrl: string, writer: ShopProcess, withNotice: ShopProcess, withoutNotice: ShopProcess, rounds: number): Promise<Delay> {
  const shop = await openDatabase(databaseUrl);
  try {
    const { db } = shop;
    const { ruleId } = await shippingRule(db, { priceCents: 0 });
    const item = await product(db, { sellingCents: 1500, stock: 100, shippingRuleId: ruleId });
    const user = await db.insertInto('users').values({ name: 'Bench Reviewer', email: `reviewer${Date.now()}@example.com`, password_hash: '!bench', verified_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const token = await issueSession(db, user.id);
    await cartLine(db, { userId: user.id }, item, 1);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, language: 'en' };
    const order = await (await fetch(`${writer.url}/api/v1/order/action`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomBytes(8).toString('hex') }, body: JSON.stringify({ order_method: 2, address_id: await address(db, { userId: user.id }) }) })).json() as { data: { id: number } };
    await db.updateTable('orders').set({ status: 5 }).where('id', '=', order.data.id).execute();
    const ratingAt = async (base: string) => ((await (await fetch(`${base}/api/v1/product/${item.productId}`)).json()) as { data: { rating: number } }).data.rating;
    const seen = async (base: string, stars: number, since: number) => {
      while ((await ratingAt(base)) !== stars) await new Promise((resolve) => setTimeout(resolve, 20));
      return performance.now() - since;
    };
    const delays: Delay = { notice: [], expiry: [] };
    for (let round = 0; round < rounds; round++) {
      const stars = round % 2 === 0 ? 5 : 2;
      // A random moment in the readers' cache lifetimes.
      await Promise.all([ratingAt(withNotice.url), ratingAt(withoutNotice.url)]);
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 4_000));
      await fetch(`${writer.url}/api/v1/rating-review/action`, { method: 'POST', headers, body: JSON.stringify({ product_id: item.productId, order_id: order.data.id, stars }) });
      const since = performance.now();
      const [notice, expiry] = await Promise.all([seen(withNotice.url, stars, since), seen(withoutNotice.url, stars, since)]);
      delays.notice.push(notice);
      delays.expiry.push(expiry);
    }
    return delays;
  } finally {
    await shop.close();
  }
}

const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(0)} ms, max ${sorted[sorted.length - 1]!.toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
};

export async function clusterFigures(): Promise<void> {
  await buildOnce();
  const scratch = await scratchPostgres(pgUrl());
  const started: ShopProcess[] = [];
  const balancers: Balancer[] = [];
  try {
    const env = { SEED_PRODUCTS: PRODUCTS, PAGE_CACHE_TTL_MS: '0', ...LIMITS };
    started.push(await startShopProcess(scratch.url, env));
    started.push(await startShopProcess(scratch.url, env));
    const [one, two] = [started[0]!, started[1]!];
    const { productPath } = await catalogueTargets(one.url);
    const pages: PageRow[] = [];
    const orders: CartRow[] = [];
    const orderCount = Number(process.env.BENCH_ORDERS ?? 600);
    for (const behind of [[one], [one, two]]) {
      const balancer = await startBalancer(behind.map((p) => p.port));
      balancers.push(balancer);
      pages.push(await pageLoad(`${balancer.url}${productPath}`, behind.length));
      orders.push(await orderLoad(balancer.url, scratch.url, orderCount, `order/action, ${behind.length} process${behind.length > 1 ? 'es' : ''}`));
      await balancer.stop();
      balancers.pop();
    }
    // A reader that only learns of changes when its cache expires.
    started.push(await startShopProcess(scratch.url, { CACHE_NOTICES: 'off' }));
    const delays = await propagation(scratch.url, one, two, started[2]!, Number(process.env.BENCH_ROUNDS ?? 6));

    console.log(`\nSeveral processes behind HAProxy: PostgreSQL, ${PRODUCTS} products, ${availableParallelism()} cores, 1 render worker a process\n`);
    console.log(`| product page (page cache off), ${CONNECTIONS} connections, ${SECONDS} s | processes | req/s | p50 ms | p99 ms | errors |`);
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of pages) console.log(`| ${productPath} | ${row.processes} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
    console.log('\n| order call (one line, cash on delivery) | in flight | orders | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of orders) console.log(`| ${row.name} | ${row.concurrency} | ${row.count} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
    console.log('\nA review written through one process, read through another until it shows:');
    console.log(`- with the notice (LISTEN/NOTIFY): ${ms(delays.notice)}`);
    console.log(`- without it (CACHE_NOTICES=off, the 5 s cache expiring): ${ms(delays.expiry)}\n`);
  } finally {
    await Promise.all(balancers.map((b) => b.stop()));
    await Promise.all(started.map((p) => p.stop()));
    await scratch.drop();
  }
}

/**
 * Where the fault run counts confirmation mails: each is enqueued with its order (backend/jobs) and
 * sent by whichever process's worker takes it, so neither the killed process nor the SMTP outage
 * may lose or double one.
 */
function mailFigures(acknowledged: ReadonlyMap<number, string>, mailsTo: (email: string) => number): { once: number; missing: number; extra: number } {
  let once = 0;
  let missing = 0;
  let extra = 0;
  for (const email of acknowledged.values()) {
    const n = mailsTo(email);
    if (n === 1) once++;
    else if (n === 0) missing++;
    else extra += n - 1;
  }
  return { once, missing, extra };
}

export async function faultRun(): Promise<void> {
  await buildOnce();
  const scratch = await scratchPostgres(pgUrl());
  let smtp: SmtpCatcher = await startSmtpCatcher();
  const smtpPort = Number(new URL(smtp.url).port);
  // Mail caught before the outage (the catcher is replaced when SMTP comes back).
  const caughtBefore: CaughtMail[] = [];
  const outageMs = Number(process.env.FAULT_SMTP_OUTAGE_S ?? 60) * 1000;
  let outageStart = 0;
  /** SMTP refuses connections for `outageMs` (nothing listens on its port), then takes mail again. */
  const smtpOutage = async () => {
    caughtBefore.push(...smtp.messages);
    outageStart = performance.now();
    await smtp.close().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    smtp = await startSmtpCatcher({ port: smtpPort });
  };
  const started: ShopProcess[] = [];
  let balancer: Balancer | null = null;
  try {
    const env = { SEED_PRODUCTS: '200', SMTP_URL: smtp.url, ...LIMITS };
    for (let i = 0; i < 3; i++) started.push(await startShopProcess(scratch.url, env));
    balancer = await startBalancer(started.map((p) => p.port));
    const total = Number(process.env.BENCH_FAULT_ORDERS ?? 600);
    const { buyers, productId, inventoryId, close } = await prepareBuyers(scratch.url, total);
    const api = `${balancer.url}/api/v1`;
    await runCalls('carts', 4, total, (i) => post(`${api}/cart/action`, { user_token: buyers[i]!.token, product_id: productId, inventory_id: inventoryId, quantity: 1 }));
    // Each order keeps its idempotency key across its retries, as the storefront does.
    const acknowledged = new Map<number, string>();
    let failedAttempts = 0;
    let gaveUp = 0;
    let done = 0;
    const victim = started[1]!;
    let restarted: Promise<ShopProcess> | null = null;
    let outage: Promise<void> | null = null;
    const startedAt = performance.now();
    await runCalls('orders', 8, total, async (i) => {
      const key = `fault-${i}-${randomBytes(6).toString('hex')}`;
      for (let attempt = 0; attempt < 10; attempt++) {
        const outcome = await fetch(`${api}/order/action`, {
          method: 'POST', headers: { 'content-type': 'application/json', language: 'en', 'idempotency-key': key },
          body: JSON.stringify({ user_token: buyers[i]!.token, order_method: 2, address_id: buyers[i]!.addressId, time_zone: 'Europe/Istanbul' }),
        }).then(async (response) => ({ http: response.status, body: await response.json() as { status?: number; data?: { id?: number } } })).catch(() => null);
        if (outcome?.http === 200 && outcome.body.status === 200 && typeof outcome.body.data?.id === 'number') {
          acknowledged.set(outcome.body.data.id, `bench${i}@example.com`);
          done++;
          if (done === Math.floor(total / 3)) victim.stop('SIGKILL').catch(() => {});
          if (done === Math.floor(total / 2) && outageMs > 0) outage = smtpOutage();
          if (done === Math.floor((2 * total) / 3)) restarted = startShopProcess(scratch.url, env, victim.port);
          return true;
        }
        failedAttempts++;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      gaveUp++;
      return 'gave up';
    });
    const seconds = (performance.now() - startedAt) / 1000;
    if (restarted) started.push(await restarted);
    await close();
    const shop = await openDatabase(scratch.url);
    const stored = new Set((await shop.db.selectFrom('orders').select('id').execute()).map((row) => row.id));
    const lost = [...acknowledged.keys()].filter((id) => !stored.has(id)).length;
    const duplicates = await shop.db.selectFrom('orders').select((eb) => ['idempotency_key', eb.fn.countAll<number>().as('n')])
      .where('idempotency_key', 'like', 'fault-%').groupBy('idempotency_key').having((eb) => eb.fn.countAll(), '>', 1).execute();
    await shop.close();
    // Mail refused during the outage is retried with back-off (30 s doubling): wait until every
    // order's mail arrived, or 10 minutes, then a little more to see any duplicate arrive.
    if (outage) await outage;
    const mailsTo = (email: string) => [...caughtBefore, ...smtp.messages].filter((m) => m.to.includes(email.toLowerCase())).length;
    const mailDeadline = Date.now() + 600_000;
    while (Date.now() < mailDeadline && [...acknowledged.values()].some((email) => mailsTo(email) === 0)) await new Promise((resolve) => setTimeout(resolve, 1_000));
    const allMailedAfter = (performance.now() - startedAt) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const mails = mailFigures(acknowledged, mailsTo);

    console.log(`\nFault run: 3 processes behind HAProxy on PostgreSQL, ${total} orders 8 at a time (${seconds.toFixed(1)} s); process 2 SIGKILLed after ${Math.floor(total / 3)} acknowledged and started again after ${Math.floor((2 * total) / 3)}\n`);
    console.log('| figure | value |');
    console.log('|---|---:|');
    console.log(`| orders acknowledged | ${acknowledged.size} |`);
    console.log(`| acknowledged orders missing from the database (must be 0) | ${lost} |`);
    console.log(`| idempotency keys with more than one order (must be 0) | ${duplicates.length} |`);
    console.log(`| attempts that failed and were retried with the same key | ${failedAttempts} |`);
    console.log(`| orders given up after 10 attempts | ${gaveUp} |`);
    console.log(`| acknowledged orders whose buyer got exactly one mail | ${mails.once} |`);
    console.log(`| acknowledged orders with no mail | ${mails.missing} |`);
    console.log(`| mails beyond one per order | ${mails.extra} |`);
    if (outageStart > 0) console.log(`| SMTP refusing connections | ${(outageMs / 1000).toFixed(0)} s, from ${((outageStart - startedAt) / 1000).toFixed(1)} s into the run |`);
    console.log(`| every order's mail received by | ${allMailedAfter.toFixed(1)} s |\n`);
  } finally {
    await balancer?.stop();
    await Promise.all(started.map((p) => p.stop()));
    await smtp.close().catch(() => {});
    await scratch.drop();
  }
}
