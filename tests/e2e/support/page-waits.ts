import type { Page, Request, Response } from 'playwright-core';

/**
 * Resolves once the page has rendered `count` more frames: whatever a scroll, a resize or a click
 * set off for the next frame (scroll events and the handlers that record them, resize observers,
 * a re-render) has run. A wait for the browser's own progress, never a fixed time.
 */
export async function framesRendered(page: Page, count = 3): Promise<void> {
  await withinDeadline(page.evaluate((left) => new Promise<void>((resolve) => {
    const next = (n: number) => (n === 0 ? resolve() : requestAnimationFrame(() => next(n - 1)));
    next(left);
  }), count), FRAMES_DEADLINE_MS, `${count} frames of ${page.url()}`);
}

/**
 * A frame takes milliseconds; a page that has drawn none in this long is stuck, and the test says
 * so. Not 15 s: on a machine busy beside the suite a renderer starved of CPU took longer than that
 * for two frames (fresh-clone run of 2026-11-28 with other tests running beside it).
 */
const FRAMES_DEADLINE_MS = 30_000;

/**
 * `work`, or a failure naming `what` once `ms` have passed without an answer: page.evaluate has no
 * timeout of its own, so a page that never answers would hold a test until the suite's timeout.
 */
export async function withinDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms); });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once the page lays out at `width` CSS pixels (after setViewportSize) and has painted it. */
export async function laidOutAt(page: Page, width: number): Promise<void> {
  await page.waitForFunction((expected) => window.innerWidth === expected && document.documentElement.clientWidth > 0, width);
  await framesRendered(page);
}

/** A page load and what the app asks for once mounted take seconds; one still going after this is stuck. */
const SETTLE_DEADLINE_MS = 30_000;

/**
 * Opens `url` and resolves once the page is settled: loaded, the app mounted (ScrollManager's
 * first effect has taken scroll restoration over) and no request of the page still open across
 * two painted frames (what the mounted app fetched has come back and been drawn). Playwright's
 * `networkidle` waits for the same plus 500 ms of silence on every page; this waits for the
 * page's own signals only. Only for the shop's own pages: another site has no ScrollManager.
 */
export async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  return settled(page, url, () => page.goto(url, { waitUntil: 'load', timeout: SETTLE_DEADLINE_MS }));
}

/**
 * Moves the already mounted app to `path` in the page, as its own links do (the router reads the
 * address on the history's popstate), and resolves once settled as {@link gotoSettled} waits: the
 * new page's chunk and data loaded and drawn. No new document: the scripts loaded once stay
 * compiled, which a page load per address costs again (for a check of many pages in turn).
 */
export async function navigateSettled(page: Page, path: string): Promise<void> {
  await settled(page, path, async () => {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    return null;
  }, { newDocument: false });
}

/**
 * Reloads the page and resolves once it is settled again, as {@link gotoSettled} waits: the app
 * mounted anew (its first effects, such as DefaultLayout reading the closed banners, have run).
 */
export async function reloadSettled(page: Page): Promise<Response | null> {
  return settled(page, page.url(), () => page.reload({ waitUntil: 'load', timeout: SETTLE_DEADLINE_MS }));
}

/**
 * `navigate`, then the waits of {@link gotoSettled}. The history entry keeps its scroll
 * restoration across a reload (and Chromium reloads when told to open the address it shows), so
 * it is handed back to the browser first: 'manual' then means the new document's app has mounted.
 */
async function settled(page: Page, what: string, navigate: () => Promise<Response | null>, { newDocument = true } = {}): Promise<Response | null> {
  if (newDocument && page.url() !== 'about:blank') await page.evaluate(() => { window.history.scrollRestoration = 'auto'; });
  const open = new Set<Request>();
  let onClosed: (() => void) | null = null;
  const opened = (request: Request) => { open.add(request); };
  const closed = (request: Request) => { open.delete(request); onClosed?.(); };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  try {
    const response = await navigate();
    if (newDocument) await page.waitForFunction(() => window.history.scrollRestoration === 'manual', undefined, { timeout: SETTLE_DEADLINE_MS });
    const deadline = Date.now() + SETTLE_DEADLINE_MS;
    for (;;) {
      if (open.size === 0) {
        await framesRendered(page, 2);
        if (open.size === 0) return response;
      } else {
        await withinDeadline(new Promise<void>((resolve) => { onClosed = resolve; }), Math.max(1, deadline - Date.now()), `${what}: still loading ${[...open].map((request) => request.url()).join(', ')}`);
        onClosed = null;
      }
    }
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
}
