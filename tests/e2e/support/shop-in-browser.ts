import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../support/smtp-catcher';
import { launchBrowser } from './browser';
import { startShop, type ShopServer } from './shop-server';

/** The real shop, Chromium and (when asked for) a real SMTP server, for one describe block. */
export interface ShopInBrowser {
  shop: ShopServer;
  browser: Browser;
  /** Set when the block asked for mail: the shop sends through it. */
  smtp: SmtpCatcher;
}

/**
 * Starts them before the block's tests and stops them after. Read the fields inside hooks and
 * tests (they are set in beforeAll).
 */
export function useShopInBrowser(options: { mail?: boolean; env?: Record<string, string> } = {}): ShopInBrowser {
  const session = {} as ShopInBrowser;
  beforeAll(async () => {
    if (options.mail) session.smtp = await startSmtpCatcher();
    session.shop = await startShop({ ...options.env, ...(options.mail ? { SMTP_URL: session.smtp.url } : {}) });
    session.browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.shop?.stop();
    await session.smtp?.close();
  });
  return session;
}
