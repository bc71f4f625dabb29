import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../support/databases';
import { launchBrowser, newContext, watchErrors } from './support/browser';
import { startShop, type ShopServer } from './support/shop-server';

describe('the whole shop on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let shop: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await scratchPostgres();
    shop = await startShop({ DATABASE_URL: database.url });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await database?.drop();
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
    const second = await startShop({ DATABASE_URL: database.url });
    // Already seeded: a second start reuses the data.
    expect(second.output()).not.toMatch(/seeding/i);
    expect(await second.stop()).toBe(0);
    expect(second.output()).toContain('SIGTERM: shutting down');
  });
});
