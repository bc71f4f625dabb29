import type { BrowserContext, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { DESKTOP, reportErrors } from './browser';

/**
 * One browser context and one page that the cases of a describe block take turns with, for cases
 * whose behaviour does not hang on a first visit. Measured on this machine, a settled page load of
 * the shop cost Chromium about 4.5 s of CPU in a new context (a cold HTTP cache: every chunk, font
 * and stylesheet fetched and compiled again), about 3 s in a new page of a used context (a new
 * renderer process) and about 1.5 s in the page already open. Cases that need a visitor with no
 * cookies and nothing stored ask for `fresh`; the HTTP cache stays warm, which no such case checks.
 */
export interface SharedPage {
  /**
   * The page, at `viewport` (DESKTOP unless said), opened on the first call; with the errors it
   * reports from this call on. The context is made by the block's `makeContext` on first use and
   * closed after the block.
   */
  open(options?: { viewport?: { width: number; height: number }; fresh?: boolean }): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
}

export function useSharedPage(makeContext: () => Promise<BrowserContext>): SharedPage {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  // The list of the case that opened the page last: a case asserts on its own errors only.
  let errors: string[] = [];
  afterAll(async () => {
    await context?.close();
  });
  return {
    async open({ viewport = DESKTOP, fresh = false } = {}) {
      context ??= await makeContext();
      if (!page || page.isClosed()) {
        page = await context.newPage();
        reportErrors(page, (error) => errors.push(error));
      } else if (fresh) {
        // A visitor who has never been here: no cookies, and nothing in the origin's storage (the
        // context's init scripts put back what they set once the next document starts). Cleared
        // from the shop's /healthz, a document of the same origin with no script: the app of the
        // page before could otherwise write again between the clearing and the case's first load.
        if (/^https?:/.test(page.url())) await forgetVisitor(page, new URL(page.url()).origin);
        else await context.clearCookies();
      }
      await page.setViewportSize(viewport);
      errors = [];
      return { page, context, errors };
    },
  };
}

/**
 * Forgets the visitor of `page`: no cookies, nothing in the shop origin's storage, and the page
 * left on the shop's /healthz, a document of that origin with no script (nothing there animates,
 * and the app of the document before can neither write again after the clearing nor send a
 * request in the next visitor's name). What a new context would be, with its HTTP cache warm.
 */
export async function forgetVisitor(page: Page, shopUrl: string): Promise<void> {
  await page.context().clearCookies();
  const parking = `${shopUrl}/healthz`;
  if (page.url() !== parking) await page.goto(parking);
  await page.evaluate(() => { window.localStorage.clear(); window.sessionStorage.clear(); });
}
