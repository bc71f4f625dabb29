import type { Page } from 'playwright-core';

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

/** A frame takes milliseconds; a page that has drawn none in this long is stuck, and the test says so. */
const FRAMES_DEADLINE_MS = 15_000;

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

/**
 * Reloads the page and resolves once the app has mounted again: its first effects have run
 * (ScrollManager takes scroll restoration over in one; DefaultLayout reads the closed banners in
 * the same pass) and the renders they set off have been painted. The history entry keeps its
 * scroll restoration across a reload, so it is handed back to the browser first.
 */
export async function reloadMounted(page: Page): Promise<void> {
  await page.evaluate(() => { window.history.scrollRestoration = 'auto'; });
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
  await framesRendered(page);
}
