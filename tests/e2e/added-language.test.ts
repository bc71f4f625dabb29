import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCommand } from '../../backend/admin/language-desk';
import { waitUntil } from '../support/wait-until';
import { watchErrors } from './support/browser';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { shots, useShopperPage } from './support/shopper';
import { gotoSettled } from './support/page-waits';

/** German for a few storefront keys; every other text of /de shows in English. */
const GERMAN = { layout: { login: 'Anmelden', language: { label: 'Sprache' }, search: { placeholder: 'Produkte, Marken und mehr suchen' } } };
const PERSIAN = { layout: { login: 'ورود', language: { label: 'زبان' } } };

describe('a sixth language added by the operator to a running shop, without a rebuild or a restart', () => {
  const session = useShopInBrowser();
  const shop = useShopDatabase(session);
  // The visitors take turns in one warm page (a new context fetches and compiles every asset again).
  const visitor = useShopperPage(session);
  const admin = (...args: string[]) => new Promise<{ code: number; out: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'backend/admin/cli.ts', ...args], { env: { ...process.env, ...session.shop.env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr });
    });
  });
  const file = (name: string, texts: unknown) => {
    const path = join(mkdtempSync(join(tmpdir(), 'sf-lang-')), name);
    writeFileSync(path, JSON.stringify(texts));
    return path;
  };
  /**
   * The running shop reads its languages as a read model (READ_MODEL_TTL_MS, 5 s): wait until /de
   * is routed. Every try renders a whole page, so not more often than twice a second.
   */
  const served = (path: string) =>
    waitUntil(async () => (await fetch(`${session.shop.url}${path}`)).status === 200, `${path} to be served`, { withinMs: 30_000, everyMs: 500 });

  /** Opens `path` once the shop serves it, and checks the document's language and direction. */
  const visit = async (path: string, lang: string, dir: 'ltr' | 'rtl') => {
    await served(path);
    const page = await visitor.visit();
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${path}`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
    return { page, errors };
  };

  it('adds Deutsch with a JSON of a few keys: /de is German for those and English for the rest, in the menu, hreflang and sitemaps', async () => {
    expect((await fetch(`${session.shop.url}/api/v1/localization?locale_code=de`)).status).toBe(404);
    const added = await admin('language', 'add', 'de', 'Deutsch', 'ltr');
    expect(added, added.out).toMatchObject({ code: 0 });
    const refused = await admin('language', 'import', 'de', file('bad.json', { layout: { login: ['Anmelden'] } }));
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Not imported: "layout.login" must be a text or a map of texts. Nothing was changed.');
    const imported = await admin('language', 'import', 'de', file('de.json', GERMAN));
    expect(imported, imported.out).toMatchObject({ code: 0 });
    expect(imported.out).toContain('Imported 3 texts for de');
    const { page, errors } = await visit('/de', 'de', 'ltr');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Anmelden' }).first().waitFor();
    expect(await header.getByRole('link', { name: 'Register' }).count()).toBeGreaterThan(0);
    expect(await page.getByPlaceholder('Produkte, Marken und mehr suchen').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).toMatch(/\/de$/);
    expect(await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute('href')).toMatch(/\/fr$/);
    await shots(page, 'added-language-de');

    // The language menu lists Deutsch; choosing English and then Deutsch again moves between them.
    const menu = header.getByRole('button', { name: 'Sprache: Deutsch' });
    await menu.click();
    await header.getByRole('button', { name: 'English', exact: true }).click();
    await page.waitForURL(`${session.shop.url}/`);
    await header.getByRole('link', { name: 'Login' }).first().waitFor();
    await header.getByRole('button', { name: 'Language: English' }).click();
    await header.getByRole('button', { name: 'Deutsch', exact: true }).click();
    await page.waitForURL(`${session.shop.url}/de`);
    await header.getByRole('link', { name: 'Anmelden' }).first().waitFor();

    // Moving inside the shop keeps the language: the browser's route table knows /de.
    await gotoSettled(page, `${session.shop.url}/de/sitemap`);
    await page.locator('main h1').first().waitFor();
    const link = page.getByTestId('sitemap-brands').getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/de\//);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page.locator('main h1').first().waitFor();
    expect(await header.getByRole('link', { name: 'Anmelden' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    const sitemap = await (await fetch(`${session.shop.url}/sitemap-pages-1.xml`)).text();
    expect(sitemap).toMatch(/hreflang="de" href="[^"]+\/de\/page\//);
  }, 240_000); // three runs of the admin CLI (each a new tsx process) and the shop picking the language up: minutes under load

  it('adds a right-to-left language that the shop renders right to left', async () => {
    // The commands the CLI runs, in this process: the case above proves `language add` and
    // `language import` through the CLI itself, each run of which is a tsx process of seconds of CPU.
    // (The CLI then announces the change on PostgreSQL; this shop is on SQLite and reads it after its TTL.)
    expect(await languageCommand({ db: shop.db }, ['add', 'fa', 'فارسی', 'rtl'])).toMatchObject({ code: 0 });
    expect(await languageCommand({ db: shop.db }, ['import', 'fa', file('fa.json', PERSIAN)])).toMatchObject({ code: 0 });
    const { page, errors } = await visit('/fa', 'fa', 'rtl');
    await page.locator('header').getByRole('link', { name: 'ورود' }).first().waitFor();
    await shots(page, 'added-language-fa');
    expect(errors).toEqual([]);
  }, 120_000); // the shop picking the language up and the page in Chromium: past the 60 s default under load
});
