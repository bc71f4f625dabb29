// Shared setup of the account API tests: a migrated, lightly seeded database, the app with mail
// going over real SMTP to an in-process catcher, and small request helpers.
import type { FastifyInstance } from 'fastify';
import { migrateToLatest } from '../../backend/db/migrate';
import type { ShopDatabase } from '../../backend/db/database';
import { createMailer } from '../../backend/mail/create-mailer';
import { seedDatabase } from '../../backend/seed/seed';
import { createApp } from '../../composition/server/app';
import type { TestDatabase } from '../support/databases';
import { TEST_JOB_SETTINGS } from '../support/api-shop';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
  token?: string;
}

export interface AccountsHarness {
  app: FastifyInstance;
  shop: ShopDatabase;
  mail: SmtpCatcher;
  post<T = unknown>(url: string, body: unknown, options?: RequestOptions): Promise<{ http: number; body: Envelope<T> }>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<{ http: number; body: Envelope<T> }>;
  /** Registers and verifies an account; returns its bearer token. */
  register(email: string, options?: { password?: string; language?: string; ip?: string }): Promise<string>;
  close(): Promise<void>;
}

export interface RequestOptions {
  token?: string;
  language?: string;
  /** Client address, so tests do not share one per-IP rate-limit window. */
  ip?: string;
}

let ipCounter = 1;
/** A fresh client address per call. */
export const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export async function startAccounts(database: TestDatabase): Promise<AccountsHarness> {
  const shop = await database.open();
  await migrateToLatest(shop.db);
  await seedDatabase(shop, { products: 30, seed: 3 });
  const mail = await startSmtpCatcher();
  const mailer = createMailer({ smtpUrl: mail.url, outboxDir: 'unused', log: () => {} });
  const app = await createApp({ shop, accounts: { mailer, publicUrl: 'http://shop.test' }, jobs: TEST_JOB_SETTINGS });

  const headers = (o: RequestOptions = {}) => ({
    ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
    ...(o.language ? { language: o.language } : {}),
  });
  const post: AccountsHarness['post'] = async (url, body, o = {}) => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: body as object, headers: headers(o), remoteAddress: o.ip ?? '127.0.0.1' });
    return { http: response.statusCode, body: response.json() };
  };
  const get: AccountsHarness['get'] = async (url, o = {}) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: headers(o), remoteAddress: o.ip ?? '127.0.0.1' });
    return { http: response.statusCode, body: response.json() };
  };
  const register: AccountsHarness['register'] = async (email, o = {}) => {
    const password = o.password ?? 'secret-pass';
    const ip = o.ip ?? freshIp();
    const signup = await post<{ challenge: string }>('user/signup', { name: 'Test User', email, password, password_confirmation: password }, { language: o.language, ip });
    if (signup.body.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
    const code = await mail.codeFor(email);
    const verified = await post<{ token: string }>('user/verify', { email, code, challenge: signup.body.data.challenge }, { ip });
    if (verified.body.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
    return verified.body.data.token;
  };
  return {
    app, shop, mail, post, get, register,
    async close() {
      await app.close();
      await mail.close();
      await (shop as ShopDatabase & { drop(): Promise<void> }).drop();
    },
  };
}
