import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchErrors } from './support/browser';
import { startShop, type ShopServer } from './support/shop-server';

const ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('the whole shop on PostgreSQL', () => {
  const name = `sf_e2e_${randomBytes(5).toString('hex')}`;
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    shop = await startShop({ DATABASE_URL: url.toString() });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('migrates, seeds and serves every language from one start', async () => {
    expect(shop.output()).toMatch(/seeding a demo marketplace/i);
    for (const [path, lang, dir] of [['/', 'en', 'ltr'], ['/fr', 'fr', 'ltr'], ['/ar', 'ar', 'rtl'], ['/tr', 'tr', 'ltr'], ['/hi', 'hi', 'ltr']]) {
      const response = await fetch(`${shop.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(html).toMatch(/href="[^"]*\/product\/\d+"/);
    }
  });

  it('hydrates in the browser without errors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${shop.url}/ar`, { waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const second = await startShop({ DATABASE_URL: (() => { const u = new URL(ADMIN_URL); u.pathname = `/${name}`; return u.toString(); })() });
    // Already seeded: a second start reuses the data.
    expect(second.output()).not.toMatch(/seeding/i);
    expect(await second.stop()).toBe(0);
    expect(second.output()).toContain('SIGTERM: shutting down');
  });
});
