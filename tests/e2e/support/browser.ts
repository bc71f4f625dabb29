import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';


/** Debian's Chromium, headless, with the flags this closed network needs. */
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
};

/** Set by the e2e global setup: one started Chromium per test worker, their endpoints comma-separated. */
export const BROWSER_ENDPOINTS_ENV = 'SF_BROWSER_ENDPOINTS';

/** Starts `count` Chromium servers (one per test worker) for a run; closing them is the caller's. */
export async function startBrowserServers(count: number): Promise<{ endpoints: string[]; close: () => Promise<void> }> {
  const servers = await Promise.all(Array.from({ length: count }, () => chromium.launchServer(LAUNCH)));
  return { endpoints: servers.map((server) => server.wsEndpoint()), close: async () => { await Promise.all(servers.map((server) => server.close())); } };
}

/**
 * A Chromium for one test file. In a run, the worker's own started Chromium (a launch costs about
 * two seconds of CPU, and some forty files each launched one): the file's contexts are its own,
 * and `close()` ends its connection and closes them, leaving the browser to the worker's next
 * file. One worker's files run one after the other, so a browser never serves two at once. Alone
 * (or if that browser is gone), a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoints = (process.env[BROWSER_ENDPOINTS_ENV] ?? '').split(',').filter(Boolean);
  const worker = Number(process.env.VITEST_POOL_ID);
  const endpoint = Number.isInteger(worker) && worker >= 1 ? endpoints[(worker - 1) % Math.max(1, endpoints.length)] : undefined;
  if (endpoint) {
    try {
      return await chromium.connect(endpoint, { timeout: 30_000 });
    } catch {
      // The worker's browser is gone: this file launches its own.
    }
  }
  return chromium.launch(LAUNCH);
}

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 375, height: 780 };

export async function newContext(browser: Browser, options: { viewport?: { width: number; height: number }; locale?: string; timezoneId?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: options.viewport ?? DESKTOP, locale: options.locale ?? 'en-US', ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}) });
}

/** Collects uncaught page errors and console errors, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  reportErrors(page, (error) => errors.push(error));
  return errors;
}

/** Hands each uncaught page error and console error of `page` to `report`, as text. */
export function reportErrors(page: Page, report: (error: string) => void): void {
  page.on('pageerror', (error) => report(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') report(`console: ${message.text()}`);
  });
}

/**
 * The window as a picture for a person to look at, under E2E_SHOTS when it names a folder, else
 * not taken (as `shot` in checkout-fixtures.ts): encoding a PNG costs the browser a quarter of a
 * second, nobody looked at these in a run, and the key pages are compared by visual.test.ts.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: false });
}
