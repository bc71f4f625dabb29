import type { InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../core/account/account';
import type { Paginator } from '../../core/shared/paginator';
import { hashToken } from '../../backend/auth/tokens';
import { useApiShop, type Body } from '../support/api-shop';
import { testDatabases } from '../support/databases';

type FormErrorData = { form: string[]; fields: Record<string, string> };

const HOME = { name: 'Ada Lovelace', email: 'Ada@Example.com', phone: '+93 700 000 000', country: 'AF', state: 'BDS', city: 'Fayzabad', zip: '3701', address_1: '1 Main Road', address_2: null };

describe.each(testDatabases())('api/v1 address book on $name', (database) => {
  const shop = useApiShop(database, { products: 30, seed: 3 });
  const { call, signedInUser } = shop;
  const auth = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
  const save = <T = Address>(token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
    call<T>({ method: 'POST', url: '/api/v1/user/address/action', headers: token ? auth(token, headers) : headers, payload: payload as InjectOptions['payload'] });
  const remove = (token: string | null, payload: unknown) =>
    call<{ id: number } | null>({ method: 'POST', url: '/api/v1/user/address/delete', headers: token ? auth(token) : {}, payload: payload as InjectOptions['payload'] });
  const list = (token: string | null, query = '') => call<Paginator<Address>>({ method: 'GET', url: `/api/v1/user/address/all${query}`, headers: token ? auth(token) : {} });
  const guestRow = (token: string) => shop.db.selectFrom('guest_users').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  const rowOf = (id: number) => shop.db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();

  it('adds, lists, edits and deletes the caller’s addresses', async () => {
    const user = await signedInUser();
    const added = await save(user.token, HOME);
    expect(added.body.status).toBe(200);
    expect(added.body.data).toEqual({ ...HOME, id: expect.any(Number), email: 'ada@example.com' });
    const row = await rowOf(added.body.data.id);
    expect(row).toMatchObject({ user_id: user.id, guest_user_id: null, country: 'AF', state: 'BDS' });

    const second = await save(user.token, { ...HOME, name: 'Second', country: 'us', state: 'ny', address_2: 'Apt 4' });
    expect(second.body.data).toMatchObject({ name: 'Second', country: 'US', state: 'NY', address_2: 'Apt 4' });

    const page = await list(user.token);
    expect(page.body.status).toBe(200);
    expect(page.body.data.data.map((a) => a.name)).toEqual(['Second', 'Ada Lovelace']);
    expect(page.body.data).toMatchObject({ current_page: 1, total: 2, from: 1, to: 2, last_page: 1, per_page: 25 });

    const edited = await save(user.token, { ...HOME, id: added.body.data.id, city: 'Kabul', state: 'KAB' });
    expect(edited.body.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: added.body.data.id, city: 'Kabul', state: 'KAB' });
    expect(await rowOf(added.body.data.id)).toMatchObject({ city: 'Kabul', state: 'KAB' });
    expect((await list(user.token)).body.data.total).toBe(2);

    const deleted = await remove(user.token, { id: second.body.data.id });
    expect(deleted.body).toMatchObject({ status: 200, data: { id: second.body.data.id } });
    expect(await rowOf(second.body.data.id)).toBeUndefined();
    expect((await list(user.token)).body.data.data.map((a) => a.id)).toEqual([added.body.data.id]);
  });

  it('pages 25 at a time, newest first, and reads a bad page number as page 1', async () => {
    const user = await signedInUser();
    for (let i = 1; i <= 27; i++) expect((await save(user.token, { ...HOME, name: `Address ${i}` })).body.status).toBe(200);
    const first = (await list(user.token)).body.data;
    expect(first).toMatchObject({ current_page: 1, total: 27, from: 1, to: 25, last_page: 2, per_page: 25 });
    expect(first.data[0]!.name).toBe('Address 27');
    expect(first.data[24]!.name).toBe('Address 3');
    const second = (await list(user.token, '?page=2')).body.data;
    expect(second).toMatchObject({ current_page: 2, from: 26, to: 27 });
    expect(second.data.map((a) => a.name)).toEqual(['Address 2', 'Address 1']);
    const beyond = (await list(user.token, '?page=9')).body.data;
    expect(beyond).toMatchObject({ current_page: 9, data: [], from: null, to: null, total: 27 });
    for (const bad of ['abc', '-2', '0', '1.5', '99999999999999999999999', '']) {
      const response = await list(user.token, `?page=${encodeURIComponent(bad)}`);
      expect(response.http).toBe(200);
      expect(response.body.data.current_page, bad).toBe(1);
    }
  });

  it('names every missing field "{type} is required", in the request’s language', async () => {
    const user = await signedInUser();
    const english = await save<FormErrorData>(user.token, {});
    expect(english.http).toBe(200);
    expect(english.body.status).toBe(201);
    expect(english.body.data.fields).toEqual({
      name: 'Name is required', email: 'Email is required', phone: 'Phone is required', country: 'Country is required',
      state: 'State is required', city: 'City is required', zip: 'Zip code is required', address_1: 'Address is required',
    });
    expect(english.body.data.form).toHaveLength(8);

    const french = await save<FormErrorData>(user.token, { ...HOME, city: '  ', zip: '' }, { language: 'fr' });
    expect(french.body.data.fields).toEqual({ city: 'Le champ Ville est obligatoire', zip: 'Le champ Code postal est obligatoire' });
    const arabic = await save<FormErrorData>(user.token, { ...HOME, name: '' }, { language: 'ar' });
    expect(arabic.body.data.fields).toEqual({ name: 'حقل الاسم مطلوب' });
    expect(arabic.body.message).toBe('حقل الاسم مطلوب');
    expect((await list(user.token)).body.data.total).toBe(0);
  });

  it('takes only a phone number, saying what one is in the request’s language', async () => {
    const user = await signedInUser();
    for (const phone of ['abc', '12', '+1 555 0100 ext 4', '555-0100+1']) {
      const refused = await save<FormErrorData>(user.token, { ...HOME, phone });
      expect(refused.body).toMatchObject({ status: 201, data: { fields: { phone: 'Enter a phone number: 6 to 15 digits, with spaces, +, - or brackets' } } });
    }
    const arabic = await save<FormErrorData>(user.token, { ...HOME, phone: 'abc' }, { language: 'ar' });
    expect(arabic.body.data.fields).toEqual({ phone: 'أدخل رقم هاتف: من 6 إلى 15 رقمًا، مع مسافات أو + أو - أو أقواس' });
    expect((await list(user.token)).body.data.total).toBe(0);
    const kept = await save(user.token, { ...HOME, phone: '+44 (20) 7946-0958' });
    expect(kept.body.data.phone).toBe('+44 (20) 7946-0958');
  });

  it('refuses an unknown country or a state that is not one of the country’s', async () => {
    const user = await signedInUser();
    const country = await save<FormErrorData>(user.token, { ...HOME, country: 'ZZ' });
    expect(country.body).toMatchObject({ status: 201, data: { fields: { country: 'Country is not valid' } } });
    const state = await save<FormErrorData>(user.token, { ...HOME, country: 'US', state: 'BDS' }, { language: 'tr' });
    expect(state.body).toMatchObject({ status: 201, data: { fields: { state: 'İl geçerli değil' } } });
    expect((await list(user.token)).body.data.total).toBe(0);
  });

  it('accepts the default location and the places the seeded shop ships to', async () => {
    const user = await signedInUser();
    const places = await shop.db.selectFrom('shipping_places').select(['country', 'state']).distinct().execute();
    const countries = [...new Set(places.map((p) => p.country).filter((c) => c !== 'ALL'))];
    expect(countries.sort()).toEqual(expect.arrayContaining(['AE', 'FR', 'IN', 'TR', 'US']));
    // A state of each country (the seed's own where it names one, else a real one).
    const cases: [string, string][] = [['AF', 'BDS'], ['US', 'CA'], ['US', 'NY'], ['IN', 'MH'], ['FR', 'IDF'], ['TR', '34'], ['AE', 'DU']];
    for (const country of countries) expect(cases.some(([c]) => c === country), country).toBe(true);
    for (const [country, state] of cases) {
      const response = await save(user.token, { ...HOME, country, state });
      expect(response.body.status, `${country}/${state}`).toBe(200);
    }
  });

  it('refuses another user’s address for edit and delete with 403, and changes nothing', async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const address = (await save(owner.token, HOME)).body.data;
    const before = await rowOf(address.id);

    const edit = await save<null>(intruder.token, { ...HOME, id: address.id, name: 'Hijacked' });
    expect(edit.body).toMatchObject({ status: 403, data: null });
    const erase = await remove(intruder.token, { id: address.id });
    expect(erase.body).toMatchObject({ status: 403, data: null });
    expect(await rowOf(address.id)).toEqual(before);
    expect((await list(intruder.token)).body.data.total).toBe(0);

    const missing = await save<null>(owner.token, { ...HOME, id: 2_000_000_000 });
    expect(missing.body.status).toBe(403);
  });

  it('keeps a guest’s addresses by user_token, apart from users and other guests', async () => {
    const guest = randomBytes(16).toString('base64url');
    const other = randomBytes(16).toString('base64url');
    expect((await list(null, `?user_token=${guest}`)).body.data).toMatchObject({ total: 0, data: [] });
    // Reading created no guest row.
    expect(await guestRow(guest)).toBeUndefined();

    const added = await save(null, { ...HOME, user_token: guest });
    expect(added.body.status).toBe(200);
    const row = await rowOf(added.body.data.id);
    expect(row?.user_id).toBeNull();
    expect(row?.guest_user_id).toEqual(expect.any(Number));

    expect((await list(null, `?user_token=${guest}`)).body.data.data.map((a) => a.id)).toEqual([added.body.data.id]);
    expect((await list(null, `?user_token=${other}`)).body.data.total).toBe(0);

    expect((await save<null>(null, { ...HOME, id: added.body.data.id, name: 'X', user_token: other })).body.status).toBe(403);
    expect((await remove(null, { id: added.body.data.id, user_token: other })).body.status).toBe(403);
    const user = await signedInUser();
    expect((await save<null>(user.token, { ...HOME, id: added.body.data.id, name: 'X' })).body.status).toBe(403);
    expect(await rowOf(added.body.data.id)).toEqual(row);

    const edited = await save(null, { ...HOME, id: added.body.data.id, name: 'Guest Home', user_token: guest });
    expect(edited.body.data.name).toBe('Guest Home');
    expect((await remove(null, { id: added.body.data.id, user_token: guest })).body.status).toBe(200);
    expect((await list(null, `?user_token=${guest}`)).body.data.total).toBe(0);
  });

  it('answers 403 to a dead bearer token and to a caller with neither token', async () => {
    const user = await signedInUser();
    await save(user.token, HOME);
    const guest = randomBytes(16).toString('base64url');
    for (const response of [
      await list('not-a-live-token'),
      await list('not-a-live-token', `?user_token=${guest}`),
      await list(null),
      await list(null, '?user_token=short'),
      await save<null>('not-a-live-token', HOME),
      await save<null>(null, HOME),
      await remove('x'.repeat(43), { id: 1 }),
    ]) {
      expect(response.http).toBe(200);
      expect(response.body).toMatchObject({ status: 403, data: null });
    }
    const french = await call({ method: 'GET', url: '/api/v1/user/address/all', headers: { authorization: 'Bearer nope', language: 'fr' } });
    expect(french.body.message).toBe('Non autorisé');
    expect(await guestRow(guest)).toBeUndefined();
  });

  it('never answers 500 to malformed input, and changes nothing', async () => {
    const user = await signedInUser();
    const address = (await save(user.token, HOME)).body.data;
    const before = await rowOf(address.id);
    const payloads: unknown[] = ['"just a string"', '[1,2,3]', '42', 'null', '{"broken'];
    for (const payload of payloads) {
      for (const url of ['/api/v1/user/address/action', '/api/v1/user/address/delete']) {
        const response = await shop.app.inject({ method: 'POST', url, headers: auth(user.token, { 'content-type': 'application/json' }), payload: payload as string });
        expect(response.statusCode, `${url} ${String(payload)}`).toBeLessThan(500);
        expect([201, 400, 403], response.body).toContain((response.json() as Body).status);
      }
    }
    const huge = 'x'.repeat(100_000);
    const tooLong = await save<FormErrorData>(user.token, { ...HOME, name: huge, city: huge, address_2: huge });
    expect(tooLong.body).toMatchObject({ status: 201, data: { fields: { name: 'Name is too long', city: 'City is too long', address_2: 'Apartment, suite, unit is too long' } } });
    const wrongTypes = await save<FormErrorData>(user.token, { ...HOME, name: { $ne: 1 }, email: ['a@b.co'], phone: true });
    expect(wrongTypes.body.data.fields).toEqual({ name: 'Name is required', email: 'Email is required', phone: 'Phone is required' });

    for (const id of ['abc', -1, 0, 1.5, '1; drop table addresses', 1e20, { id: 1 }, [address.id], true, 'Infinity']) {
      const edit = await save<null>(user.token, { ...HOME, id, name: 'Changed' });
      expect(edit.http, String(id)).toBe(200);
      expect(edit.body.status, JSON.stringify(id)).toBe(403);
      const erase = await remove(user.token, { id });
      expect(erase.body.status, JSON.stringify(id)).toBe(403);
    }
    expect(await rowOf(address.id)).toEqual(before);
    // The id as digits is the same id.
    expect((await save(user.token, { ...HOME, id: String(address.id), name: 'As text' })).body.data.name).toBe('As text');
  });
});
