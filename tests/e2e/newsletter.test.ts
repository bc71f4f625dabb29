import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CaughtMail } from '../support/smtp-catcher';
import { watchErrors } from './support/browser';
import { localized, shot, SHOTS, textOf } from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { PHONE, shots, useShopperPage } from './support/shopper';
import { gotoSettled, reloadSettled } from './support/page-waits';

/** The open popup as a shopper sees it, desktop then phone (the viewport: it is an overlay). */
async function popupShots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  const dialog = (await page.getByRole('dialog').boundingBox())!;
  expect(dialog.x).toBeGreaterThanOrEqual(0);
  expect(dialog.x + dialog.width).toBeLessThanOrEqual(PHONE.width);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(size);
}

/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

/** The link of a mail to `path` (…?token=), as a path on the shop under test (mails carry PUBLIC_URL). */
function linkTo(mail: CaughtMail, path: string): string {
  const found = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!found) throw new Error(`no ${path} link in:\n${mail.text}`);
  return found[1]!;
}

/** The footer's newsletter block, photographed on its own (it is outside <main>). */
async function footerShot(page: Page, name: string): Promise<void> {
  const block = page.locator('footer section').first();
  await block.scrollIntoViewIfNeeded();
  if (SHOTS) await block.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe('the newsletter, in a real browser', () => {
  const session = useShopInBrowser({ mail: true });
  // The visitors take turns in one warm page, each a new one (a new context fetches and compiles
  // every asset again): no cookie, no stored answer to the banners unless the case says so.
  const visitor = useShopperPage(session);
  const WINDOW = { width: 1280, height: 800 };

  it('a French visitor subscribes from the footer, confirms from the mail, gets the 10% voucher and unsubscribes from its link', async () => {
    const page = await visitor.visit();
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}/fr`);
    const footer = page.locator('footer');
    const box = footer.getByLabel(textOf('fr', 'layout:newsletter.email_label'));
    const subscribe = footer.getByRole('button', { name: textOf('fr', 'layout:newsletter.subscribe') });
    await subscribe.click();
    await footer.getByRole('alert').getByText(textOf('fr', 'common:required', { type: textOf('fr', 'common:email') })).waitFor();
    await box.fill('claire@');
    await subscribe.click();
    await footer.getByRole('alert').getByText(textOf('fr', 'common:invalid_email')).waitFor();
    await footerShot(page, 'newsletter-footer-error-fr');

    const email = `Claire.${Date.now()}@Example.com`;
    await box.fill(email);
    await subscribe.click();
    await footer.getByRole('status').getByText('Merci ! Consultez votre boîte de réception pour confirmer votre abonnement.').waitFor();
    expect(await box.inputValue()).toBe('');
    await footerShot(page, 'newsletter-footer-success-fr');

    const confirmation = await session.smtp.waitFor((m) => m.to.includes(email.toLowerCase()));
    expect(confirmation.subject).toBe('Confirmez votre abonnement à la newsletter');
    expect(confirmation.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const confirmPath = linkTo(confirmation, '/fr/newsletter/confirm');
    await page.goto(`${session.shop.url}${confirmPath}`);
    await page.getByRole('heading', { level: 1, name: textOf('fr', 'newsletter:confirm_title') }).waitFor();
    await page.getByRole('status').getByText(/Votre abonnement est confirmé/).waitFor();
    await shots(page, 'newsletter-confirmed-fr');

    const welcome = await session.smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m !== confirmation);
    expect(welcome.text).toMatch(/WELCOME-[A-Z0-9]{10}/);
    await page.goto(`${session.shop.url}${linkTo(welcome, '/fr/newsletter/unsubscribe')}`);
    await page.getByRole('heading', { level: 1, name: textOf('fr', 'newsletter:unsubscribe_title') }).waitFor();
    await page.getByRole('status').getByText('Votre désabonnement est enregistré. Vous ne recevrez plus notre newsletter.').waitFor();
    await shots(page, 'newsletter-unsubscribed-fr');
    await page.getByRole('link', { name: textOf('fr', 'newsletter:go_home') }).click();
    await page.waitForURL(new RegExp(`${session.shop.url}/fr$`));
    expect(errors).toEqual([]);
  });

  // Issue 28, deliverable 4: the popup subscribes, waits for the cookie answer and is shown once.
  it('a new French visitor answers the cookie banner first, then subscribes from the popup, which does not come back', async () => {
    const page = await visitor.visit({ banners: 'none', viewport: WINDOW });
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}/fr`);
    const banner = page.getByRole('region', { name: textOf('fr', 'layout:cookie.label') });
    await banner.waitFor();
    // The cookie choice comes first: no popup over the banner, whose buttons really take the click.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await banner.getByRole('button', { name: textOf('fr', 'layout:cookie.reject') }).click({ trial: true });
    await banner.getByRole('button', { name: textOf('fr', 'layout:cookie.accept') }).click();
    await banner.waitFor({ state: 'detached' });

    const popup = page.getByRole('dialog', { name: 'Abonnez-vous à notre newsletter' });
    await popup.waitFor();
    expect(await popup.getAttribute('aria-modal')).toBe('true');
    await popup.getByText('Abonnez-vous et confirmez votre adresse depuis l’e-mail que nous vous envoyons : vous recevez un code de 10 % de réduction sur une commande, valable 90 jours.').waitFor();
    expect(await focusInDialog(page)).toBe(true);
    // Tab goes round inside the dialog, never to the page behind.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(page), key).toBe(true);
    }
    await popupShots(page, 'newsletter-popup-fr');

    // The footer's rules and states, in the popup.
    const box = popup.getByLabel(textOf('fr', 'layout:newsletter.email_label'));
    const subscribe = popup.getByRole('button', { name: textOf('fr', 'layout:newsletter.subscribe') });
    await box.fill('claire@');
    await subscribe.click();
    await popup.getByRole('alert').getByText(textOf('fr', 'common:invalid_email')).waitFor();
    const email = `popup.${Date.now()}@example.com`;
    await box.fill(email);
    await subscribe.click();
    await popup.getByRole('status').getByText('Merci ! Consultez votre boîte de réception pour confirmer votre abonnement.').waitFor();
    await popupShots(page, 'newsletter-popup-subscribed-fr');
    const confirmation = await session.smtp.waitFor((m) => m.to.includes(email));
    expect(confirmation.subject).toBe('Confirmez votre abonnement à la newsletter');
    linkTo(confirmation, '/fr/newsletter/confirm');

    // Escape closes it; the next page and the next visit go without it.
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await gotoSettled(page, `${session.shop.url}/fr/brands`);
    await reloadSettled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('region', { name: textOf('fr', 'layout:cookie.label') }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an Arabic visitor sees the popup right to left once the cookie banner is answered; Escape closes it for good', async () => {
    const page = await visitor.visit({ banners: 'none', viewport: WINDOW });
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}/ar`);
    const banner = page.getByRole('region', { name: textOf('ar', 'layout:cookie.label') });
    await banner.getByRole('button', { name: textOf('ar', 'layout:cookie.reject') }).click();
    const popup = page.getByRole('dialog', { name: 'اشترك في نشرتنا البريدية' });
    await popup.waitFor();
    await popup.getByText('اشترك وأكّد عنوانك من الرسالة التي نرسلها إليك، وستحصل على رمز خصم 10% على طلب واحد، صالح لمدة 90 يومًا.').waitFor();
    await popupShots(page, 'newsletter-popup-ar');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await gotoSettled(page, `${session.shop.url}/ar/brands`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('an Arabic visitor on a phone subscribes right to left, confirms, and a stale link says so in Arabic', async () => {
    const page = await visitor.visit({ viewport: PHONE });
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${localized('ar', '/')}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const footer = page.locator('footer');
    const email = `salma.${Date.now()}@example.com`;
    await footer.getByLabel(textOf('ar', 'layout:newsletter.email_label')).fill(email);
    await footer.getByRole('button', { name: textOf('ar', 'layout:newsletter.subscribe') }).click();
    await footer.getByRole('status').getByText('شكرًا لك! يرجى التحقق من بريدك الوارد وتأكيد اشتراكك.').waitFor();
    await footerShot(page, 'newsletter-footer-success-ar-phone');
    // Nothing of the form sticks out of a phone's screen, right to left.
    const form = (await footer.locator('form').boundingBox())!;
    expect(form.x).toBeGreaterThanOrEqual(0);
    expect(form.x + form.width).toBeLessThanOrEqual(PHONE.width);

    const confirmation = await session.smtp.waitFor((m) => m.to.includes(email));
    expect(confirmation.subject).toBe('يرجى تأكيد اشتراكك في النشرة البريدية');
    expect(confirmation.html).toContain('dir="rtl"');
    await page.goto(`${session.shop.url}${linkTo(confirmation, '/ar/newsletter/confirm')}`);
    await page.getByRole('status').getByText(/تم تأكيد اشتراكك/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    await shots(page, 'newsletter-confirmed-ar');

    // A broken link: the page says why, in Arabic, and offers the way home.
    await page.goto(`${session.shop.url}${localized('ar', '/newsletter/confirm')}?token=${'x'.repeat(43)}`);
    await page.getByRole('alert').getByText('هذا الرابط غير صالح أو انتهت صلاحيته. يرجى الاشتراك مرة أخرى من النموذج أسفل الصفحة.').waitFor();
    await page.getByRole('link', { name: textOf('ar', 'newsletter:go_home') }).waitFor();
    await shots(page, 'newsletter-invalid-ar');

    // The one-click unsubscribe a mail client makes, then the page of the same link.
    const headers = confirmation.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, '');
    const oneClick = /^List-Unsubscribe:\s*<https?:\/\/[^/]+(\/api\/v1\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)>/m.exec(headers)![1]!;
    const answer = await fetch(`${session.shop.url}${oneClick}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(answer.status).toBe(200);
    await page.goto(`${session.shop.url}${linkTo(confirmation, '/ar/newsletter/unsubscribe')}`);
    await page.getByRole('status').getByText('تم إلغاء اشتراكك. لن تتلقى منا أي نشرات بريدية بعد الآن.').waitFor();
    await shots(page, 'newsletter-unsubscribed-ar');
    // A refusal is an envelope (HTTP 200): the browser has nothing to log.
    expect(errors).toEqual([]);
  });
});
