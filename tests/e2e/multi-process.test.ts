/**
 * Issue 20 with real processes (`composition/server/start.ts`, as `npm start` runs) on one
 * PostgreSQL: a write through one process is seen by a read through another at once, by the
 * LISTEN/NOTIFY notice and not by a cache expiring; and SIGTERM drains a process.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../backend/auth/sessions';
import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { buildOnce, type ShopProcess, startShopProcess } from '../support/cluster';
import { scratchPostgres } from '../support/databases';
import { waitUntil } from '../support/wait-until';
import { address, cartLine, product, shippingRule } from '../api/orders-support';

type Envelope<T> = { status: number; message: string; data: T };

async function call<T>(url: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Envelope<T>> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { language: 'en', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), 'idempotency-key': `k-${Math.random()}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as Envelope<T>;
}

describe('several shop processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let shop: ShopDatabase;
  const processes: ShopProcess[] = [];
  // Caches that would hold a stale value for ten minutes: whatever shows sooner came by notice.
  const longCaches = { READ_MODEL_TTL_MS: '600000', PAGE_CACHE_TTL_MS: '600000' };

  beforeAll(async () => {
    await buildOnce();
    scratch = await scratchPostgres();
    // The first migrates and seeds; the second starts on the ready database.
    processes.push(await startShopProcess(scratch.url, longCaches));
    processes.push(await startShopProcess(scratch.url, longCaches));
    shop = await openDatabase(scratch.url);
  }, 600_000); // a production build, then two processes that migrate, seed and start (up to 240 s each)

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await shop?.close();
    await scratch?.drop();
  });

  it('shows a review written through one process in a read through the other at once, by its notice', async () => {
    const [a, b] = [processes[0]!, processes[1]!];
    const { db } = shop;
    const { ruleId } = await shippingRule(db, { priceCents: 0 });
    const reviewed = await product(db, { sellingCents: 1500, stock: 10, shippingRuleId: ruleId });
    const untouched = await product(db, { sellingCents: 900, stock: 10, shippingRuleId: ruleId });
    await db.deleteFrom('reviews').where('product_id', '=', reviewed.productId).execute();
    await db.updateTable('products').set({ rating: 0, review_count: 0 }).where('id', '=', reviewed.productId).execute();
    const user = await db.insertInto('users').values({ name: 'Two Processes', email: `multi${Date.now()}@example.com`, password_hash: '!test', verified_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const token = await issueSession(db, user.id);
    await cartLine(db, { userId: user.id }, reviewed, 1);
    const placed = await call<{ id: number }>(`${a.url}/api/v1/order/action`, { method: 'POST', token, body: { order_method: 2, address_id: await address(db, { userId: user.id }) } });
    expect(placed.status).toBe(200);
    await db.updateTable('orders').set({ status: 5 }).where('id', '=', placed.data.id).execute();

    const productAt = (base: string, id: number) => call<{ rating: number; review_count: number }>(`${base}/api/v1/product/${id}`);
    // b caches both products' pages.
    expect((await productAt(b.url, reviewed.productId)).data).toMatchObject({ review_count: 0 });
    const before = (await productAt(b.url, untouched.productId)).data.rating;
    // A write nobody announces stays unseen by b: its cache really holds for minutes.
    await db.updateTable('products').set({ rating: before === 3.25 ? 2.5 : 3.25 }).where('id', '=', untouched.productId).execute();

    const review = await call(`${a.url}/api/v1/rating-review/action`, { method: 'POST', token, body: { product_id: reviewed.productId, order_id: placed.data.id, stars: 4, comment: 'Arrived fast' } });
    expect(review.status).toBe(200);
    const written = performance.now();
    let seen = (await productAt(b.url, reviewed.productId)).data;
    while (seen.review_count === 0 && performance.now() - written < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await productAt(b.url, reviewed.productId)).data;
    }
    const delayMs = performance.now() - written;
    expect(seen).toMatchObject({ rating: 4, review_count: 1 });
    expect(delayMs).toBeLessThan(1_000);
    expect((await productAt(b.url, untouched.productId)).data.rating).toBe(before);
  });

  it('on SIGTERM refuses new connections, finishes the requests in flight, and exits 0 within 10 s', async () => {
    // Every request logged: the test sees its two requests reach the server.
    const shopProcess = await startShopProcess(scratch.url, { LOG_REQUESTS: '1' });
    const port = shopProcess.port;
    // Two requests in flight: slow uploads whose bodies are half sent when the signal comes.
    const body = JSON.stringify({ product_id: 1, inventory_id: 1, quantity: 1, user_token: 'x'.repeat(40) });
    const slow = [0, 1].map(() => {
      let send!: () => void;
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/cart/action', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), language: 'en' } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.write(body.slice(0, 10));
        send = () => req.end(body.slice(10));
      });
      return { answered, send: () => send() };
    });
    const arrived = () => shopProcess.output().split('\n').filter((line) => line.includes('"incoming request"') && line.includes('/api/v1/cart/action')).length;
    await waitUntil(() => arrived() === 2, () => `both requests to reach the server:\n${shopProcess.output()}`);
    const signalled = performance.now();
    process.kill(shopProcess.pid, 'SIGTERM');
    const connecting = () => new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.on('connect', () => { socket.destroy(); resolve('connected'); });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    // The port closes soon after the signal, while both requests still wait for their bodies.
    await waitUntil(async () => (await connecting()) === 'ECONNREFUSED', 'new connections to be refused', { withinMs: 5_000 });
    for (const request of slow) request.send();
    const answers = await Promise.all(slow.map((request) => request.answered));
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(JSON.parse(answer.text)).toHaveProperty('status');
    }
    const exit = await shopProcess.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(10_000);
  }, 300_000); // a process that migrates and starts (up to 240 s on a loaded machine), then drains
});
