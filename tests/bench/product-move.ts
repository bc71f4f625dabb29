/**
 * `npx tsx tests/bench/product-move.ts` (also the end of `npm run bench`): how long a move from a
 * listing to a product takes inside the app, in Chromium against the production shop. The shopper
 * rests the pointer on a product tile for a moment (HOVER_MS, a short dwell; people rest about
 * 300 ms before clicking), then clicks; the figure is the time from the click to the frame in
 * which the product page's title is in the document. Cold: a fresh browser context (no chunk in
 * its cache, the first move of the visit); warm: Back to the listing in the same tab and another
 * product. Medians of BENCH_MOVES runs each, and the same without the dwell (the click is the
 * first the page hears of it).
 */
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { startShop } from '../e2e/support/shop-server';

const RUNS = Math.max(1, Number(process.env.BENCH_MOVES ?? 7));
const HOVER_MS = Number(process.env.BENCH_HOVER_MS ?? 150);
const LISTING = '/hot-deals';
const TILE_LINKS = 'article h3 a';

export interface MoveRow { name: string; median: number; runs: number[] }

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Arms the page: the time of the next click, and of the first frame showing this product's title. */
async function arm(page: Page, title: string): Promise<void> {
  await page.evaluate((title) => {
    const move = { click: 0, shown: 0 };
    (window as unknown as { __move: typeof move }).__move = move;
    document.addEventListener('click', () => { move.click = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      // This product's title: the page may show the product opened before for a frame first.
      if (document.querySelector('[data-testid="product-page"] h1')?.textContent?.trim() !== title) return;
      observer.disconnect();
      requestAnimationFrame(() => { move.shown = performance.now(); });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, title);
}

/** Hovers (unless `dwell` is null), clicks the listing's `index`-th tile and answers click-to-title in ms. */
async function move(page: Page, index: number, dwell: number | null): Promise<number> {
  const tiles = page.locator(TILE_LINKS);
  const tile = tiles.nth(index % (await tiles.count()));
  await tile.scrollIntoViewIfNeeded();
  // Let the listing settle (what comes into view may load its own things first).
  await page.waitForLoadState('networkidle');
  await arm(page, (await tile.textContent())!.trim());
  if (dwell !== null) {
    await tile.hover();
    await page.waitForTimeout(dwell);
  }
  await tile.click();
  await page.waitForFunction(() => (window as unknown as { __move: { shown: number } }).__move.shown > 0, undefined, { timeout: 15_000 });
  const { click, shown } = await page.evaluate(() => (window as unknown as { __move: { click: number; shown: number } }).__move);
  return Math.round(shown - click);
}

async function freshListing(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  await context.addInitScript(() => {
    window.localStorage.setItem('popupBannerClosed', 'true');
    window.localStorage.setItem('cookieBannerClosed', 'true');
  });
  const page = await context.newPage();
  await page.goto(`${url}${LISTING}`, { waitUntil: 'networkidle' });
  return { context, page };
}

/** Cold and warm moves, with and without the dwell, against the shop at `url`. */
export async function productMoveRows(url: string, browser: Browser): Promise<MoveRow[]> {
  const rows: MoveRow[] = [];
  for (const [label, dwell] of [[`hover ${HOVER_MS} ms, then click`, HOVER_MS], ['click at once', null]] as const) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await freshListing(browser, url);
      try {
        // Products not opened before in this run (the product page keeps the last one it showed).
        cold.push(await move(page, 2 * run, dwell));
        await page.goBack();
        await page.waitForURL((u) => u.pathname === LISTING);
        await page.locator(TILE_LINKS).first().waitFor();
        warm.push(await move(page, 2 * run + 1, dwell));
      } finally {
        await context.close();
      }
    }
    rows.push({ name: `cold (first move of the visit), ${label}`, median: median(cold), runs: cold });
    rows.push({ name: `warm (Back, another product), ${label}`, median: median(warm), runs: warm });
  }
  return rows;
}

/** Prints the table; starts its own production shop unless given one. */
export async function measureProductMove(shopUrl?: string): Promise<MoveRow[]> {
  const shop = shopUrl ? null : await startShop();
  const browser = await launchBrowser();
  try {
    const rows = await productMoveRows(shopUrl ?? shop!.url, browser);
    console.log(`\n| listing -> product, click to title on screen (Chromium, loopback, median of ${RUNS}) | ms (aim < 300) | each run |`);
    console.log('|---|---:|---|');
    for (const row of rows) console.log(`| ${row.name} | ${row.median} | ${row.runs.join(' ')} |`);
    return rows;
  } finally {
    await browser.close();
    await shop?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureProductMove().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
