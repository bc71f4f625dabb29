// The back office's dashboard (issue 31, deliverable 2), on SQLite and PostgreSQL: each figure
// counted from rows this test writes (read as a difference from the seeded shop's own), today in
// the shop's time zone (UTC: there is no setting), revenue in cents; a figure the member's role may
// not see is left out, not zero.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../core/admin/dashboard';
import { ORDER_STATUS } from '../../core/orders/order-status';
import { issueBackOfficeSession } from '../../backend/admin/back-office-sessions';
import { jobQueueOf } from '../../composition/server/app';
import { address, bearer, cartLine, type PlacedOrder, placeOrderCall, product, shippingRule, useOrderShop } from './orders-support';
import { testDatabases } from '../support/databases';

type Envelope<T = unknown> = { status: number; message: string; data: T };

describe.each(testDatabases())('the back office\'s dashboard on $name', (database) => {
  const shop = useOrderShop(database);

  async function member(role: 'operator' | 'staff', email: string) {
    const user = await shop.db.insertInto('users').values({ name: role, email, password_hash: '!test', verified_at: new Date().toISOString(), language: 'en' }).returning('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('back_office_members').values({ user_id: user.id, role }).execute();
    return issueBackOfficeSession(shop.db, user.id, 'mail');
  }
  const dashboard = async (token: string) => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: bearer(token) });
    return { http: response.statusCode, body: response.json() as Envelope<Dashboard>, cache: response.headers['cache-control'] };
  };

  /** An order placed through api/v1 (cash on delivery, 2 × 12.50 + 5.00 shipping = 3000 cents). */
  async function placed() {
    const user = await shop.signedInUser();
    const owner = { userId: user.id };
    const { ruleId } = await shippingRule(shop.db, { priceCents: 500 });
    const item = await product(shop.db, { sellingCents: 1250, stock: 10, shippingRuleId: ruleId });
    await cartLine(shop.db, owner, item, 2);
    const { body } = await placeOrderCall(shop, user.token, { order_method: 2, address_id: await address(shop.db, owner) });
    expect(body.status, body.message).toBe(200);
    return body.data as PlacedOrder;
  }

  it('counts what needs attention now from the rows, today in UTC, revenue in cents', async () => {
    const boss = await member('operator', 'dash-boss@example.test');
    const before = (await dashboard(boss)).body.data;
    expect(before).toMatchObject({ day: new Date().toISOString().slice(0, 10), timeZone: 'UTC', currency: expect.any(String) });

    // Three orders today: one stays pending, one is confirmed (to ship), one is cancelled (no revenue).
    const pending = await placed();
    const confirmed = await placed();
    const cancelled = await placed();
    await shop.db.updateTable('orders').set({ status: ORDER_STATUS.confirmed }).where('id', '=', confirmed.id).execute();
    await shop.db.updateTable('orders').set({ cancelled: 1 }).where('id', '=', cancelled.id).execute();
    // One from yesterday, waiting for confirmation: not today, but to confirm.
    const old = await placed();
    await shop.db.updateTable('orders').set({ created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }).where('id', '=', old.id).execute();
    // A guest's order still waiting for its mailed link is not counted anywhere.
    const unconfirmed = await placed();
    await shop.db.updateTable('orders').set({ awaiting_confirmation: 1 }).where('id', '=', unconfirmed.id).execute();
    // A bank transfer reported and not verified; one verified; one on a cancelled order.
    const transfer = (orderId: number, verified: string | null) => shop.db.insertInto('bank_transfers').values({
      order_id: orderId, bank_name: 'B', account_holder_name: 'H', account_number: '1', branch_name: 'X', transaction_id: `T${orderId}`, verified_at: verified,
    }).execute();
    await transfer(pending.id, null);
    await transfer(confirmed.id, new Date().toISOString());
    await transfer(cancelled.id, null);
    // A seller waiting; one who has not proved the address; a refused one.
    const now = new Date().toISOString();
    const sellerStore = async (email: string, verified: boolean, refused: boolean) => {
      const user = await shop.db.insertInto('users').values({ name: 'S', email, password_hash: '!test', role: 'seller', verified_at: verified ? now : null }).returning('id').executeTakeFirstOrThrow();
      const store = await shop.db.insertInto('stores').values({ user_id: user.id, slug: email.split('@')[0]!, name: email, logo: 'store/x.svg', status: 'pending', refused_at: refused ? now : null }).returning('id').executeTakeFirstOrThrow();
      return store.id;
    };
    const waitingStore = await sellerStore('dash-waiting@example.test', true, false);
    await sellerStore('dash-unverified@example.test', false, false);
    await sellerStore('dash-refused@example.test', true, true);
    // Two products a seller submitted for review (issue 32); the store waiting has nothing to do with them.
    const anyProduct = await shop.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    await shop.db.updateTable('products').set({ store_id: waitingStore, publication: 'review', status: 2 }).where('id', 'in', anyProduct.map((p) => p.id)).execute();
    // Two messages nobody has opened (one of them old), one read and one answered.
    for (const [days, state] of [[0, 'new'], [30, 'new'], [1, 'read'], [2, 'answered']] as const) {
      await shop.db.insertInto('contact_messages').values({ name: 'N', email: 'n@example.test', subject: 'S', message: 'M', language: 'en', state, created_at: new Date(Date.now() - days * 86_400_000).toISOString() }).execute();
    }
    // A job out of retries.
    const queue = (await jobQueueOf(shop.app)!.counts())[0]!.queue;
    if (shop.dialect === 'sqlite') {
      await sql`insert into jobs (queue, data, state, tries, retry_limit, retry_delay, run_after, last_error, created_at, finished_at) values (${queue}, '{}', 'failed', 1, 0, 1, ${now}, 'boom', ${now}, ${now})`.execute(shop.db);
    } else {
      await sql`insert into pgboss.job (name, data, state) values (${queue}, '{}'::jsonb, 'failed')`.execute(shop.db);
    }

    const answer = await dashboard(boss);
    expect(answer.http).toBe(200);
    expect(answer.cache).toBe('no-store');
    const after = answer.body.data.figures;
    const change = Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before.figures[key as keyof typeof after] ?? 0)]));
    expect(change).toEqual({
      orders_today: 3,
      revenue_today: 2 * 3000,
      orders_to_confirm: 2,
      orders_to_ship: 1,
      transfers_to_verify: 1,
      sellers_waiting: 1,
      products_waiting: 2,
      new_messages: 2,
      failed_jobs: 1,
    });
  });

  it('leaves out what the role may not see: staff get no failed jobs', async () => {
    const clerk = await member('staff', 'dash-clerk@example.test');
    const boss = await member('operator', 'dash-owner@example.test');
    expect(Object.keys((await dashboard(boss)).body.data.figures)).toEqual([
      'orders_today', 'revenue_today', 'orders_to_confirm', 'orders_to_ship', 'transfers_to_verify', 'sellers_waiting', 'products_waiting', 'new_messages', 'failed_jobs',
    ]);
    const staff = await dashboard(clerk);
    expect(staff.http).toBe(200);
    expect(Object.keys(staff.body.data.figures)).not.toContain('failed_jobs');
    expect(Object.keys(staff.body.data.figures)).toHaveLength(8);
    // Nobody and a shopper get the same 403 (the authorization matrix holds every back-office call to it).
    const shopper = await shop.signedInUser();
    expect((await dashboard(shopper.token)).http).toBe(403);
  });
});
