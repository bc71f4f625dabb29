import type { InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Country, CountryState, UserVoucher } from '../../core/account/account';
import type { FollowedStore } from '../../core/stores/followed-store';
import type { Paginator } from '../../core/shared/paginator';
import { useApiShop, type Body } from '../support/api-shop';
import { testDatabases } from '../support/databases';


const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

describe.each(testDatabases())('api/v1 vouchers, followed stores and countries on $name', (database) => {
  const shop = useApiShop(database, { products: 30, seed: 5 });
  const { call, signedInUser } = shop;
  const get = <T>(url: string, token: string | null, headers: Record<string, string> = {}) =>
    call<T>({ method: 'GET', url: `/api/v1/${url}`, headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers });
  const follow = (token: string | null, payload: unknown) =>
    call<{ following: boolean } | null>({ method: 'POST', url: '/api/v1/user/store/follow', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as InjectOptions['payload'] });

  describe('user/user-vouchers', () => {
    it('lists public vouchers valid now with decimal amounts and the caller’s own use count', async () => {
      const me = await signedInUser();
      const someone = await signedInUser();
      const welcome = await shop.db.selectFrom('vouchers').selectAll().where('code', '=', 'WELCOME10').executeTakeFirstOrThrow();
      const save5 = await shop.db.selectFrom('vouchers').selectAll().where('code', '=', 'SAVE5').executeTakeFirstOrThrow();
      const base = { title: 'Hidden', type: 1, price: 100, min_spend: 0, status: 1, start_time: days(-1), end_time: days(1) };
      await shop.db.insertInto('vouchers').values([
        { ...base, code: 'EXPIRED', end_time: days(-0.5) },
        { ...base, code: 'FUTURE', start_time: days(0.5) },
        { ...base, code: 'PRIVATE', status: 2 },
      ]).execute();
      await shop.db.insertInto('voucher_usages').values([
        { voucher_id: welcome.id, user_id: me.id },
        { voucher_id: welcome.id, user_id: me.id },
        { voucher_id: welcome.id, user_id: someone.id },
        { voucher_id: save5.id, user_id: someone.id },
      ]).execute();

      const response = await get<UserVoucher[]>('user/user-vouchers', me.token);
      expect(response.body.status).toBe(200);
      const codes = response.body.data.map((v) => v.code);
      expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE5', 'FLASH15', 'BIG25']));
      for (const hidden of ['EXPIRED', 'FUTURE', 'PRIVATE']) expect(codes).not.toContain(hidden);

      const mine = response.body.data.find((v) => v.code === 'WELCOME10')!;
      // Seed: 10% (1000 hundredths), capped at $20, from $20 spent.
      expect(mine).toMatchObject({ id: welcome.id, type: 2, price: 10, capped_price: 20, min_spend: 20, used: 2, usage_limit: 1000, limit_per_customer: 1, start_time: welcome.start_time, end_time: welcome.end_time });
      expect(response.body.data.find((v) => v.code === 'SAVE5')).toMatchObject({ type: 1, price: 5, capped_price: null, min_spend: 40, used: 0 });

      const theirs = await get<UserVoucher[]>('user/user-vouchers', someone.token);
      expect(theirs.body.data.find((v) => v.code === 'WELCOME10')!.used).toBe(1);
      expect(theirs.body.data.find((v) => v.code === 'SAVE5')!.used).toBe(1);

      const french = await get<UserVoucher[]>('user/user-vouchers', me.token, { language: 'fr' });
      expect(french.body.data.find((v) => v.code === 'WELCOME10')!.title).toBe('Offre de bienvenue : 10 % de réduction sur une commande');
    });

    it('is refused without a live session', async () => {
      const guest = randomBytes(16).toString('base64url');
      for (const response of [await get('user/user-vouchers', null), await get('user/user-vouchers', 'dead-token'), await get(`user/user-vouchers?user_token=${guest}`, null)]) {
        expect(response.body).toMatchObject({ status: 403, message: 'Unauthorized', data: null });
      }
    });
  });

  describe('user/store/follow and following-list', () => {
    it('toggles following and lists only the caller’s stores, newest first', async () => {
      const me = await signedInUser();
      const someone = await signedInUser();
      const stores = await shop.db.selectFrom('stores').select(['id', 'slug', 'name', 'logo']).where('status', '=', 'approved').orderBy('id').limit(3).execute();
      expect(stores.length).toBe(3);
      const [a, b, c] = stores as [typeof stores[0], typeof stores[0], typeof stores[0]];

      expect((await get<Paginator<FollowedStore>>('user/store/following-list', me.token)).body.data).toMatchObject({ total: 0, data: [], current_page: 1, last_page: 1, per_page: 25 });
      expect((await follow(me.token, { store_id: String(b.id) })).body).toMatchObject({ status: 200, data: { following: true } });
      // b was followed yesterday (no waiting for the clock to move): a, followed now, comes first
      // although its id is lower (the tie-break is the store id, newest first).
      await shop.db.updateTable('store_followers').set({ created_at: days(-1) }).where('store_id', '=', b.id).where('user_id', '=', me.id).execute();
      expect((await follow(me.token, { store_id: a.id })).body.data).toEqual({ following: true });
      expect((await follow(someone.token, { store_id: c.id })).body.data).toEqual({ following: true });

      const list = (await get<Paginator<FollowedStore>>('user/store/following-list', me.token)).body.data;
      expect(list).toMatchObject({ total: 2, from: 1, to: 2 });
      expect(list.data.map((s) => s.id)).toEqual([a.id, b.id]);
      expect(list.data[1]).toEqual({ id: b.id, slug: b.slug, name: b.name, logo: b.logo, rating: expect.any(Number), review_count: expect.any(Number), followed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

      expect((await follow(me.token, { store_id: a.id })).body.data).toEqual({ following: false });
      expect((await get<Paginator<FollowedStore>>('user/store/following-list', me.token)).body.data.data.map((s) => s.id)).toEqual([b.id]);
      // Someone else's follow is untouched by mine and invisible to me.
      const theirs = (await get<Paginator<FollowedStore>>('user/store/following-list', someone.token)).body.data;
      expect(theirs.data.map((s) => s.id)).toEqual([c.id]);
    });

    it('tells the product page whether the caller follows its store: the follower only, and at once', async () => {
      const fan = await signedInUser();
      const other = await signedInUser();
      const product = await shop.db.selectFrom('products').select(['id', 'store_id']).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      const storeOf = async (token?: string) =>
        (await get<{ store: { id: number; followed: 1 | null } }>(`product/${product.id}`, token ?? null)).body.data.store;
      expect(await storeOf(fan.token)).toMatchObject({ id: product.store_id, followed: null });
      await follow(fan.token, { store_id: product.store_id });
      expect((await storeOf(fan.token)).followed).toBe(1);
      expect((await storeOf(other.token)).followed).toBeNull();
      expect((await storeOf()).followed).toBeNull();
      await follow(fan.token, { store_id: product.store_id });
      expect((await storeOf(fan.token)).followed).toBeNull();
    });

    it('answers 404 for an unknown or unapproved store and 403 without a session, changing nothing', async () => {
      const me = await signedInUser();
      const pending = await shop.db.insertInto('stores').values({ slug: `pending-${randomBytes(4).toString('hex')}`, name: 'Pending', logo: 'store/p.svg', status: 'pending' }).returning('id').executeTakeFirstOrThrow();
      for (const store_id of [pending.id, 2_000_000_000, 'abc', -3, 0, 1.5, null, { id: 1 }, 1e20, 'x'.repeat(50_000)]) {
        const response = await follow(me.token, { store_id });
        expect(response.http, JSON.stringify(store_id).slice(0, 40)).toBe(200);
        expect(response.body.status, JSON.stringify(store_id).slice(0, 40)).toBe(404);
      }
      for (const payload of ['[1]', '"x"', '7']) {
        const response = await shop.app.inject({ method: 'POST', url: '/api/v1/user/store/follow', headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' }, payload });
        expect(response.statusCode).toBe(200);
        expect((response.json() as Body).status).toBe(404);
      }
      const approved = await shop.db.selectFrom('stores').select('id').where('status', '=', 'approved').executeTakeFirstOrThrow();
      expect((await follow(null, { store_id: approved.id })).body.status).toBe(403);
      expect((await follow('dead-token', { store_id: approved.id })).body.status).toBe(403);
      expect((await get('user/store/following-list', 'dead-token')).body.status).toBe(403);
      expect(await shop.db.selectFrom('store_followers').select('store_id').where('user_id', '=', me.id).execute()).toEqual([]);
      expect((await get<Paginator<FollowedStore>>('user/store/following-list?page=-4', me.token)).body.data.current_page).toBe(1);
    });
  });

  describe('countries-phones', () => {
    type Countries = { countries: Country[]; states?: CountryState[] };

    it('lists every country with its calling code, named in the request’s language', async () => {
      const english = (await get<Countries>('countries-phones', null)).body;
      expect(english.status).toBe(200);
      expect(english.data.states).toBeUndefined();
      expect(english.data.countries.length).toBeGreaterThan(240);
      expect(english.data.countries.find((c) => c.code === 'AF')).toEqual({ code: 'AF', name: 'Afghanistan', phone_code: '93' });
      expect(english.data.countries.find((c) => c.code === 'US')).toMatchObject({ phone_code: '1' });
      for (const country of english.data.countries) expect(country.phone_code).toMatch(/^\d+$/);

      const arabic = (await get<Countries>('countries-phones', null, { language: 'ar' })).body.data.countries;
      expect(arabic.find((c) => c.code === 'AF')!.name).toBe('أفغانستان');
      const french = (await get<Countries>('countries-phones', null, { language: 'fr' })).body.data.countries;
      expect(french.find((c) => c.code === 'DE')!.name).toBe('Allemagne');
      expect(french.map((c) => c.code).sort()).toEqual(english.data.countries.map((c) => c.code).sort());
    });

    it('adds the states of the country asked for: the default location AF / BDS, and [] for an unknown one', async () => {
      const afghanistan = (await get<Countries>('countries-phones?country=AF', null, { language: 'hi' })).body.data;
      expect(afghanistan.states).toContainEqual({ code: 'BDS', name: 'Badakhshan' });
      expect(afghanistan.countries.find((c) => c.code === 'AF')!.name).toBe('अफगानिस्तान');
      const us = (await get<Countries>('countries-phones?country=us', null)).body.data.states!;
      expect(us.map((s) => s.code)).toEqual(expect.arrayContaining(['CA', 'NY']));
      for (const query of ['country=ZZ', 'country=', 'country=%00%00', `country=${'A'.repeat(5000)}`, 'country=AF&country=US']) {
        const response = await get<Countries>(`countries-phones?${query}`, null);
        expect(response.http, query).toBe(200);
        expect(response.body.data.states, query).toEqual([]);
      }
    });
  });
});
