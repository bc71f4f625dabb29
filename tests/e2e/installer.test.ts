import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readShopConfig, shopConfigFile } from '../../backend/install/shop-config';
import { scratchPostgres } from '../support/databases';
import { launchBrowser, newContext, watchErrors } from './support/browser';
import { localized, textOf } from './support/checkout-fixtures';
import { type ShopServer, startShop } from './support/shop-server';
import { PHONE, shots } from './support/shopper';

/** A shop started in installer mode with nothing configured: no DATABASE_URL, an empty data folder. */
async function startInstaller(dataDir: string): Promise<ShopServer> {
  return startShop({ DATABASE_URL: '', INSTALLER: '1', DATA_DIR: dataDir, SEED_PRODUCTS: '40' });
}

/** The token the server printed once, as the operator reads it in the log. */
function tokenFrom(shop: ShopServer): string {
  const found = /setup token:\s*\n\s*([A-Za-z0-9_-]{32})\s*$/m.exec(shop.output());
  if (!found) throw new Error(`no setup token in the log:\n${shop.output()}`);
  return found[1]!;
}

/** A field of the installer by its label (the form around it is named by its step, which may read the same). */
const field = (page: Page, language: string, key: string) => page.locator('main input').and(page.getByLabel(textOf(language, key), { exact: true }));


/**
 * The page's errors, apart from the browser's note on each answer that is not 2xx; those are kept
 * apart as `status path`, so a test names the refusals it expects (a wrong token is one).
 */
function watchProblems(page: Page, origin: string): { errors: string[]; failed: string[] } {
  const errors = watchErrors(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url().replace(origin, '')}`);
  });
  return {
    get errors() { return errors.filter((error) => !error.startsWith('console: Failed to load resource')); },
    failed,
  };
}

/** A home page that serves the shop: product tiles with links to their pages. */
async function expectWorkingHome(page: Page): Promise<void> {
  await page.waitForSelector('a[href*="/product/"]');
  expect(await page.locator('header').count()).toBeGreaterThan(0);
}

describe('the first-run installer, in a real browser', () => {
  let browser: Browser;
  const dirs: string[] = [];
  const shops: ShopServer[] = [];
  /** The Arabic journey's installer: started here, since its first start may build the bundles. */
  let arabic: { shop: ShopServer; data: string };
  afterAll(async () => {
    await browser?.close();
    for (const shop of shops) await shop.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-installer-e2e-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    const data = dataDir();
    const shop = await startInstaller(data);
    shops.push(shop);
    arabic = { shop, data };
  });

  it('an Arabic operator on a phone sets up SQLite with the demo, lands on a working shop, and the installer is closed, also after a restart', async () => {
    const { shop, data } = arabic;
    const token = tokenFrom(shop);
    // Printed once: the log holds it exactly one time.
    expect(shop.output().split(token).length - 1).toBe(1);

    const context = await newContext(browser, { viewport: PHONE, locale: 'ar' });
    const page = await context.newPage();
    const problems = watchProblems(page, shop.url);
    await page.goto(`${shop.url}${localized('ar', '/install')}`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { level: 1, name: textOf('ar', 'install:title') }).waitFor();
    await shots(page, 'installer-token-ar');

    // A wrong token is refused in Arabic, saying nothing about whether a token exists.
    await field(page, 'ar', 'install:token').fill('not-the-token');
    await page.getByRole('button', { name: textOf('ar', 'install:next') }).click();
    await page.getByText('رمز الإعداد مفقود أو غير صحيح. انسخه من سجل الخادم.').waitFor();
    await field(page, 'ar', 'install:token').fill(token);
    await page.getByRole('button', { name: textOf('ar', 'install:next') }).click();
    await page.getByRole('heading', { level: 2, name: textOf('ar', 'install:step.permissions') }).waitFor();
    expect(await page.getByText(textOf('ar', 'install:writable'), { exact: true }).count()).toBe(2);
    await shots(page, 'installer-folders-ar');
    await page.getByRole('button', { name: textOf('ar', 'install:next') }).click();

    await page.getByRole('heading', { level: 2, name: textOf('ar', 'install:step.database') }).waitFor();
    const path = field(page, 'ar', 'install:sqlite_path');
    expect(await path.inputValue()).toBe(`${data}/shop.db`);
    expect(await path.getAttribute('dir')).toBe('ltr');
    // The browser checks the choice by the server's own rule before sending it.
    await path.fill(':memory:');
    await page.getByRole('button', { name: textOf('ar', 'install:install') }).click();
    await page.getByText(textOf('ar', 'install:problem.sqlite_path_invalid')).waitFor();
    await path.fill(`${data}/shop.db`);
    await field(page, 'ar', 'install:operator_email').fill('owner@example.test');
    await field(page, 'ar', 'install:operator_password').fill('Owner-pass-123');
    await shots(page, 'installer-database-ar');
    await page.getByRole('button', { name: textOf('ar', 'install:install') }).click();
    // The installer answers once it has migrated and seeded the demo: minutes on a loaded machine.
    await page.getByRole('heading', { level: 2, name: 'متجرك جاهز.' }).waitFor({ timeout: 120_000 });
    await shots(page, 'installer-done-ar');

    const config = readShopConfig(shopConfigFile(data));
    expect(config?.databaseUrl).toBe(`sqlite:${data}/shop.db`);
    expect(statSync(shopConfigFile(data)).mode & 0o777).toBe(0o600);

    // The same process now serves the shop.
    await page.getByRole('link', { name: textOf('ar', 'install:go_home') }).click();
    await page.waitForURL(`${shop.url}/ar`);
    await expectWorkingHome(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // Coming back to the installer: closed, with the way home.
    await page.goto(`${shop.url}${localized('ar', '/install')}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 2, name: textOf('ar', 'install:configured') }).waitFor();
    expect(await field(page, 'ar', 'install:token').count()).toBe(0);
    const refused = await fetch(`${shop.url}/api/v1/install/set-database`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Setup-Token': token }, body: JSON.stringify({ kind: 'sqlite', sqlite_path: `${data}/other.db` }) });
    expect(refused.status).toBe(403);
    expect(existsSync(`${data}/other.db`)).toBe(false);
    expect(problems.errors).toEqual([]);
    expect(problems.failed).toEqual(['403 /api/v1/install/set-permission', '403 /api/v1/install/configured']);
    await context.close();

    // Started again in installer mode, the shop reads its saved configuration and stays closed.
    await shop.stop();
    const again = await startInstaller(data);
    shops.push(again);
    expect(again.output()).not.toMatch(/setup token/);
    const configured = await fetch(`${again.url}/api/v1/install/configured`);
    expect(configured.status).toBe(403);
    const home = await fetch(`${again.url}/api/v1/home`);
    expect(home.status).toBe(200);
  }, 400_000); // an installation that migrates and seeds the demo, then a restart of the shop: minutes

  it('a French operator on a desktop picks the language on the page and sets up a fresh PostgreSQL database', async () => {
    const scratch = await scratchPostgres();
    try {
      const data = dataDir();
      const shop = await startInstaller(data);
      shops.push(shop);
      const token = tokenFrom(shop);
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = watchProblems(page, shop.url);
      await page.goto(`${shop.url}/install`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: textOf('en', 'install:title') }).waitFor();
      await shots(page, 'installer-token-en');
      // The Arabic page at desktop width too (the Arabic journey above runs on a phone).
      await page.goto(`${shop.url}/ar/install`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: textOf('ar', 'install:title') }).waitFor();
      await shots(page, 'installer-token-ar-wide');
      await page.goto(`${shop.url}/install`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Français' }).click();
      await page.waitForURL(`${shop.url}/fr/install`);
      await page.getByRole('heading', { level: 1, name: textOf('fr', 'install:title') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');

      // An empty token is asked for, in French.
      await page.getByRole('button', { name: textOf('fr', 'install:next') }).click();
      await page.getByText(textOf('fr', 'account:validation.required', { type: textOf('fr', 'install:token') })).waitFor();
      await field(page, 'fr', 'install:token').fill(token);
      await page.getByRole('button', { name: textOf('fr', 'install:next') }).click();
      await page.getByRole('button', { name: textOf('fr', 'install:next') }).click();
      await page.getByRole('heading', { level: 2, name: textOf('fr', 'install:step.database') }).waitFor();

      await page.getByRole('radio', { name: new RegExp(textOf('fr', 'install:kinds.postgres')) }).check();
      const url = field(page, 'fr', 'install:postgres_url');
      // A server that does not answer: the server's message, in French, beside the field.
      await url.fill('postgres://postgres@127.0.0.1:1/nothing');
      await field(page, 'fr', 'install:operator_email').fill('proprietaire@example.test');
      await field(page, 'fr', 'install:operator_password').fill('Proprio-pass-123');
      await page.getByRole('button', { name: textOf('fr', 'install:install') }).click();
      await page.getByText('Connexion impossible à PostgreSQL sur 127.0.0.1:1.', { exact: false }).waitFor();
      expect(existsSync(shopConfigFile(data))).toBe(false);
      await shots(page, 'installer-database-error-fr');

      await url.fill(scratch.url);
      await page.getByRole('button', { name: textOf('fr', 'install:install') }).click();
      // The installer answers once it has migrated a fresh PostgreSQL database: minutes on a loaded machine.
      await page.getByRole('heading', { level: 2, name: 'Votre boutique est prête.' }).waitFor({ timeout: 120_000 });
      await shots(page, 'installer-done-fr');
      expect(readShopConfig(shopConfigFile(data))?.databaseUrl).toBe(scratch.url);

      await page.getByRole('link', { name: textOf('fr', 'install:go_home') }).click();
      await page.waitForURL(`${shop.url}/fr`);
      await expectWorkingHome(page);
      expect(problems.errors).toEqual([]);
      expect(problems.failed).toEqual([]);
      await context.close();
      await shop.stop();
    } finally {
      await scratch.drop();
    }
  }, 300_000); // a fresh PostgreSQL database migrated by the installer, then the shop started: minutes
});
