import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchErrors } from './support/browser';
import { useShopInBrowser } from './support/shop-in-browser';
import { shopperContext, shots } from './support/shopper';
import { gotoSettled } from './support/page-waits';

/** German for a few storefront keys; every other text of /de shows in English. */
const GERMAN = { layout: { login: 'Anmelden', language: { label: 'Sprache' }, search: { placeholder: 'Produkte, Marken und mehr suchen' } } };
const PERSIAN = { layout: { login: 'ورود', language: { label: 'زبان' } } };

describe('a sixth language added by the operator to a running shop, without a rebuild or a restart', () => {
  const session = useShopInBrowser();
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
  /** The running shop reads its languages as a read model (READ_MODEL_TTL_MS): wait until /de is routed. */
  const served = async (path: string) => {
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${session.shop.url}${path}`)).status !== 200) {
      if (Date.now() > deadline) throw new Error(`${path} was never served`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** Opens `path` once the shop serves it, and checks the document's language and direction. */
  const visit = async (path: string, lang: string, dir: 'ltr' | 'rtl') => {
    await served(path);
    const context = await shopperContext(session.browser, session.shop);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${path}`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
    return { context, page, errors };
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
    const { context, page, errors } = await visit('/de', 'de', 'ltr');
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
    await context.close();

    const sitemap = await (await fetch(`${session.shop.url}/sitemap-pages-1.xml`)).text();
    expect(sitemap).toMatch(/hreflang="de" href="[^"]+\/de\/page\//);
  }, 240_000); // three runs of the admin CLI (each a new tsx process) and the shop picking the language up: minutes under load

  it('adds a right-to-left language that the shop renders right to left', async () => {
    expect((await admin('language', 'add', 'fa', 'فارسی', 'rtl')).code).toBe(0);
    expect((await admin('language', 'import', 'fa', file('fa.json', PERSIAN))).code).toBe(0);
    const { context, page, errors } = await visit('/fa', 'fa', 'rtl');
    await page.locator('header').getByRole('link', { name: 'ورود' }).first().waitFor();
    await shots(page, 'added-language-fa');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000); // two runs of the admin CLI (each a new tsx process) and the shop picking the language up: minutes under load
});
