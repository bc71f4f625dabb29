import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CaughtMail } from '../support/smtp-catcher';
import { watchErrors } from './support/browser';
import { localized, SHOTS, textOf } from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { PHONE, shopperContext, shots } from './support/shopper';

/** The link of a mail to `path` (…?token=), as a path on the shop under test (mails carry PUBLIC_URL). */
function linkTo(mail: CaughtMail, path: string): string {
  const found = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!found) throw new Error(`no ${path} link in:\n${mail.text}`);
  return found[1]!;
}

/** The footer's newsletter block, photographed on its own (it is outside <main>). */
async function footerShot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const block = page.locator('footer section').first();
  await block.scrollIntoViewIfNeeded();
  await block.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe('the newsletter, in a real browser', () => {
  const session = useShopInBrowser({ mail: true });

  it('a French visitor subscribes from the footer, confirms from the mail, gets the 10% voucher and unsubscribes from its link', async () => {
    const context = await shopperContext(session.browser, session.shop);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${session.shop.url}/fr`, { waitUntil: 'networkidle' });
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
    await context.close();
  });

  it('an Arabic visitor on a phone subscribes right to left, confirms, and a stale link says so in Arabic', async () => {
    const context = await shopperContext(session.browser, session.shop);
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const errors = watchErrors(page);
    await page.goto(`${session.shop.url}${localized('ar', '/')}`, { waitUntil: 'networkidle' });
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
    await context.close();
  });
});
