import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../backend/db/database';
import { newSetupToken } from '../../backend/install/setup-token';
import { readShopConfig, shopConfigFile, type ShopConfig } from '../../backend/install/shop-config';
import { createApp } from '../../composition/server/app';
import { SETUP_TOKEN, SETUP_TOKEN_HEADER } from '../../core/install/install-rules';
import type { Body } from '../support/api-shop';
import { useApiShop } from '../support/api-shop';
import { scratchPostgres, testDatabases } from '../support/databases';

type Call = (options: InjectOptions) => Promise<{ http: number; body: Body<Record<string, unknown> | null> }>;
const ask = (app: FastifyInstance): Call => async (options) => {
  const response = await app.inject(options);
  return { http: response.statusCode, body: response.json() };
};
const withToken = (token: string | undefined, lang = 'en') => ({ Language: lang, ...(token === undefined ? {} : { [SETUP_TOKEN_HEADER]: token }) });

describe.each(testDatabases())('api/v1 install/* on $name', (database) => {
  let dir: string;
  let token: string;
  let app: FastifyInstance;
  let call: Call;
  let logged: string[];
  let installed: { shop: ShopDatabase; config: ShopConfig } | null;
  let dropScratch: (() => Promise<void>) | null = null;
  /** The back office's first operator, as the installer page sends it. */
  const OPERATOR = { operator_email: 'Owner@Example.test', operator_password: 'Owner-pass-123' };
  /** The database this run installs into: a file in the test's folder, or a throwaway PostgreSQL database. */
  let target: Record<string, unknown>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sf-install-'));
    token = newSetupToken();
    logged = [];
    installed = null;
    if (database.name === 'postgres') {
      const scratch = await scratchPostgres();
      dropScratch = scratch.drop;
      target = { kind: 'postgres', postgres_url: scratch.url, ...OPERATOR };
    } else {
      target = { kind: 'sqlite', sqlite_path: join(dir, 'data', 'shop.db'), ...OPERATOR };
    }
    app = await createApp({
      installer: {
        token, dataDir: join(dir, 'data'), uploadsDir: join(dir, 'data', 'uploads'), configFile: shopConfigFile(join(dir, 'data')), seedProducts: 12,
        log: (line) => logged.push(line),
        onInstalled: (shop, config) => { installed = { shop, config }; },
      },
    });
    call = ask(app);
  });

  afterEach(async () => {
    await app.close();
    await installed?.shop.close();
    await dropScratch?.();
    dropScratch = null;
    rmSync(dir, { recursive: true, force: true });
  });

  const configFile = () => shopConfigFile(join(dir, 'data'));

  it('says the shop is not set up yet, without a token, and nothing else answers but the installer', async () => {
    expect(await call({ method: 'GET', url: '/api/v1/install/configured' })).toEqual({ http: 200, body: { status: 200, message: 'Success', data: { configured: false } } });
    expect((await call({ method: 'POST', url: '/api/v1/install/configured', payload: {} })).body.data).toEqual({ configured: false });
    expect((await call({ method: 'GET', url: '/api/v1/home' })).http).toBe(404);
    // The installer page's wait for the shop: the installer names itself, with a 200.
    expect(await call({ method: 'GET', url: '/api/v1/install/serving' })).toEqual({ http: 200, body: { status: 200, message: 'Success', data: { serving: 'installer' } } });
    const common = await call({ method: 'GET', url: '/api/v1/common' });
    expect((common.body.data as { languages: { code: string }[] }).languages.map((l) => l.code)).toEqual(['en', 'fr', 'ar', 'tr', 'hi']);
  });

  it('answers a missing and a wrong token alike, in the caller\'s language, and changes nothing', async () => {
    const wrong = newSetupToken();
    expect(wrong).toMatch(SETUP_TOKEN.pattern);
    const answers = [];
    for (const given of [undefined, '', wrong, `${token}x`, token.slice(1), token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase()]) {
      for (const request of [
        { method: 'GET' as const, url: '/api/v1/install/set-permission' },
        { method: 'POST' as const, url: '/api/v1/install/set-database', payload: target },
      ]) {
        answers.push(await call({ ...request, headers: withToken(given, 'fr') }));
      }
    }
    for (const answer of answers) {
      expect(answer).toEqual({ http: 403, body: { status: 403, message: 'Le jeton d’installation est absent ou incorrect. Copiez-le depuis le journal du serveur.', data: null } });
    }
    expect(existsSync(configFile())).toBe(false);
    expect(installed).toBeNull();
    expect((await call({ method: 'GET', url: '/api/v1/install/configured' })).body.data).toEqual({ configured: false });
  });

  it('reports whether the data and upload folders are writable, creating nothing', async () => {
    const { http, body } = await call({ method: 'GET', url: '/api/v1/install/set-permission', headers: withToken(token) });
    expect(http).toBe(200);
    expect(body.data).toEqual({
      folders: [{ name: 'data', path: join(dir, 'data'), writable: true }, { name: 'uploads', path: join(dir, 'data', 'uploads'), writable: true }],
      sqlite_path: `${join(dir, 'data')}/shop.db`,
    });
    expect(existsSync(join(dir, 'data'))).toBe(false);

    // A folder that cannot be made (a file stands where it would go) is reported as not writable.
    writeFileSync(join(dir, 'blocker'), '');
    const blocked = await createApp({ installer: { token, dataDir: join(dir, 'blocker', 'data'), uploadsDir: join(dir, 'up'), configFile: join(dir, 'blocker', 'c.json'), seedProducts: 1, log: () => {}, onInstalled: () => {} } });
    const report = await ask(blocked)({ method: 'GET', url: '/api/v1/install/set-permission', headers: withToken(token) });
    await blocked.close();
    expect((report.body.data as { folders: { writable: boolean }[] }).folders.map((f) => f.writable)).toEqual([false, true]);
  });

  it('refuses a bad choice, an unreachable server and an unwritable path with a clear message, leaving nothing behind', async () => {
    const post = (payload: unknown, lang = 'en') => call({ method: 'POST', url: '/api/v1/install/set-database', headers: withToken(token, lang), payload: payload as object });
    writeFileSync(join(dir, 'a-file'), '');
    const cases: [unknown, string, string, string][] = [
      [{}, 'en', 'kind', 'Choose SQLite or PostgreSQL.'],
      [{ kind: 'sqlite', sqlite_path: '  ' }, 'fr', 'sqlite_path', 'Le fichier de la base de données est obligatoire.'],
      [{ kind: 'sqlite', sqlite_path: ':memory:' }, 'en', 'sqlite_path', 'Enter the path of a file, such as data/shop.db.'],
      [{ kind: 'postgres', postgres_url: 'mysql://root@localhost/shop' }, 'tr', 'postgres_url', 'postgres://user:password@host:5432/shop gibi bir adres girin.'],
      [{ kind: 'sqlite', sqlite_path: 'data/shop.db', operator_email: 'owner' }, 'fr', 'operator_email', 'Saisissez l’adresse e-mail du premier opérateur de la boutique (vous) : elle sert à se connecter au back-office.'],
      [{ kind: 'sqlite', sqlite_path: 'data/shop.db', operator_email: 'owner@example.test', operator_password: 'short' }, 'en', 'operator_password', 'Choose a password of 6 to 128 characters for the back office.'],
      [{ kind: 'postgres', postgres_url: 'postgres://nobody@127.0.0.1:1/shop', ...OPERATOR }, 'ar', 'postgres_url', 'تعذّر الاتصال بـ PostgreSQL على 127.0.0.1:1. تحقّق من العنوان والمستخدم وكلمة المرور ومن وجود قاعدة البيانات.'],
      [{ kind: 'sqlite', sqlite_path: join(dir, 'a-file', 'shop.db'), ...OPERATOR }, 'en', 'sqlite_path', `The database file cannot be created at ${join(dir, 'a-file', 'shop.db')}. Choose a folder the shop may write to.`],
    ];
    for (const [payload, lang, field, message] of cases) {
      const answer = await post(payload, lang);
      expect(answer, JSON.stringify(payload)).toEqual({ http: 200, body: { status: 201, message, data: { form: [message], fields: { [field]: message } } } });
    }
    expect(existsSync(configFile())).toBe(false);
    expect(existsSync(join(dir, 'data'))).toBe(false);
    expect(installed).toBeNull();
    // Still open: the operator may try again.
    expect((await call({ method: 'GET', url: '/api/v1/install/configured' })).body.data).toEqual({ configured: false });
  });

  it('refuses an address that is already a shopper\'s account for the operator, and takes another one on the next try', async () => {
    const first = await call({ method: 'POST', url: '/api/v1/install/set-database', headers: withToken(token), payload: { ...target, demo: false, operator_email: 'owner@example.test' } });
    expect(first.body).toMatchObject({ status: 200 });
    await expect.poll(() => installed).not.toBeNull();
    // A second installer over the same (kept) database, whose owner address is now a shopper's.
    const kept = installed!;
    await kept.shop.db.deleteFrom('back_office_members').execute();
    await kept.shop.close();
    installed = null;
    rmSync(configFile());
    const again = await createApp({ installer: { token, dataDir: join(dir, 'data'), uploadsDir: join(dir, 'data', 'uploads'), configFile: configFile(), seedProducts: 1, log: () => {}, onInstalled: (shop, config) => { installed = { shop, config }; } } });
    const refused = await ask(again)({ method: 'POST', url: '/api/v1/install/set-database', headers: withToken(token), payload: target });
    const message = 'This address already belongs to an account of the shop that is not an operator. Choose another address for the back office.';
    expect(refused.body).toEqual({ status: 201, message, data: { form: [message], fields: { operator_email: message } } });
    expect(existsSync(configFile())).toBe(false);
    const taken = await ask(again)({ method: 'POST', url: '/api/v1/install/set-database', headers: withToken(token), payload: { ...target, operator_email: 'other-owner@example.test' } });
    expect(taken.body).toMatchObject({ status: 200, data: { configured: true, seeded: 'kept' } });
    await again.close();
    await expect.poll(() => installed).not.toBeNull();
    const operators = await installed!.shop.db.selectFrom('users as u').innerJoin('back_office_members as m', 'm.user_id', 'u.id').select('u.email').execute();
    expect(operators).toEqual([{ email: 'other-owner@example.test' }]);
  });

  it('without the demo, seeds only what the shop needs to open: its languages and settings, no products', async () => {
    const { body } = await call({ method: 'POST', url: '/api/v1/install/set-database', headers: withToken(token), payload: { ...target, demo: false } });
    expect(body).toMatchObject({ status: 200, data: { configured: true, seeded: 'essentials' } });
    await expect.poll(() => installed).not.toBeNull();
    const shop = await createApp({ shop: installed!.shop });
    const common = await ask(shop)({ method: 'GET', url: '/api/v1/common', headers: { Lang: 'fr' } });
    const home = await ask(shop)({ method: 'GET', url: '/api/v1/home' });
    await shop.close();
    expect(common.http).toBe(200);
    expect((common.body.data as { languages: unknown[] }).languages).toHaveLength(5);
    expect(home.http).toBe(200);
    const products = await installed!.shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(products.n)).toBe(0);
  });

  it(`migrates and seeds the chosen ${database.name} database, saves the configuration (0600), then refuses every call for good`, async () => {
    const { http, body } = await call({ method: 'POST', url: '/api/v1/install/set-database', headers: withToken(token, 'ar'), payload: { ...target, demo: true } });
    expect(http).toBe(200);
    expect(body).toEqual({ status: 200, message: 'متجرك جاهز.', data: { configured: true, seeded: 'demo' } });

    const expectedUrl = database.name === 'sqlite' ? `sqlite:${String(target.sqlite_path)}` : String(target.postgres_url);
    expect(readShopConfig(configFile())).toMatchObject({ databaseUrl: expectedUrl });
    expect(statSync(configFile()).mode & 0o777).toBe(0o600);
    expect(readFileSync(configFile(), 'utf8')).not.toContain(token);

    // The process switches to the shop on the database it was handed: migrated, demo seeded.
    await expect.poll(() => installed).not.toBeNull();
    expect(installed!.config.databaseUrl).toBe(expectedUrl);
    const shop = await createApp({ shop: installed!.shop });
    const common = await ask(shop)({ method: 'GET', url: '/api/v1/common' });
    const products = await installed!.shop.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(products.n)).toBe(12);
    expect(common.http).toBe(200);
    // The back office's first operator, with the password typed on the page: the sign-in's first step takes it and mails a code.
    const member = await installed!.shop.db.selectFrom('users as u').innerJoin('back_office_members as m', 'm.user_id', 'u.id').select(['u.email', 'm.role', 'u.language']).execute();
    expect(member).toEqual([{ email: 'owner@example.test', role: 'operator', language: 'ar' }]);
    const signIn = await ask(shop)({ method: 'POST', url: '/api/v1/admin/auth/sign-in', payload: { email: OPERATOR.operator_email, password: OPERATOR.operator_password } });
    expect(signIn.body).toMatchObject({ status: 200, data: { factor: 'mail' } });
    expect(await installed!.shop.db.selectFrom('audit_log').select(['actor_email', 'action']).execute()).toEqual([{ actor_email: 'installer', action: 'member.operator' }]);
    // The running shop refuses the installer too.
    expect((await ask(shop)({ method: 'POST', url: '/api/v1/install/set-database', headers: withToken(token), payload: target })).body).toMatchObject({ status: 403, data: { configured: true } });
    expect((await ask(shop)({ method: 'GET', url: '/api/v1/install/serving' })).body.data).toEqual({ serving: 'shop' });
    await shop.close();

    // The installer itself is closed now: even the right token changes nothing.
    const saved = readFileSync(configFile(), 'utf8');
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/install/configured' },
      { method: 'POST' as const, url: '/api/v1/install/configured' },
      { method: 'GET' as const, url: '/api/v1/install/set-permission' },
      { method: 'POST' as const, url: '/api/v1/install/set-database', payload: { kind: 'sqlite', sqlite_path: join(dir, 'other.db') } },
    ]) {
      const answer = await call({ ...request, headers: withToken(token, 'fr') });
      expect(answer).toEqual({ http: 403, body: { status: 403, message: 'Cette boutique est déjà configurée. L’installateur est fermé.', data: { configured: true } } });
    }
    expect(readFileSync(configFile(), 'utf8')).toBe(saved);
    expect(existsSync(join(dir, 'other.db'))).toBe(false);
    // The token is never written to the log.
    expect(logged.join('\n')).not.toContain(token);
  });
});

describe.each(testDatabases())('a running shop on $name', (database) => {
  const shop = useApiShop(database, { products: 3, seed: 1 });

  it('refuses every install/* call, whatever it carries', async () => {
    for (const call of ['configured', 'set-permission', 'set-database']) {
      for (const method of ['GET', 'POST'] as const) {
        const { http, body } = await shop.call({ method, url: `/api/v1/install/${call}`, headers: withToken(newSetupToken(), 'tr'), ...(method === 'POST' ? { payload: { kind: 'sqlite', sqlite_path: 'data/x.db' } } : {}) });
        expect({ http, body }, `${method} ${call}`).toEqual({ http: 403, body: { status: 403, message: 'Bu mağaza zaten kurulu. Kurulum sihirbazı kapalı.', data: { configured: true } } });
      }
    }
    // Only which process answers is told, to anyone: the installer page waits on it.
    expect(await shop.call({ method: 'GET', url: '/api/v1/install/serving' })).toMatchObject({ http: 200, body: { data: { serving: 'shop' } } });
  });
});
