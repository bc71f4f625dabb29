import { describe, expect, it } from 'vitest';
import { watchErrors } from './support/browser';
import { localized, textOf } from './support/checkout-fixtures';
import { useShopInBrowser } from './support/shop-in-browser';
import { PHONE, shots, useVisitorPage } from './support/shopper';
import { gotoSettled } from './support/page-waits';

describe('writing to the shop, in a real browser', () => {
  const session = useShopInBrowser({ mail: true });
  // One browser for the block's cases, its cookies and storage emptied before each: none is about a first visit.
  const shared = useVisitorPage(session);

  it('a French visitor is told what is missing, sends a message, and the shop gets it by mail with the sender to reply to', async () => {
    const page = await shared.fresh();
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}/fr`);
    // From the home page's footer, as a visitor finds it.
    await page.locator('footer').getByRole('link', { name: 'Nous contacter' }).click();
    await page.waitForURL(/\/fr\/contact$/);
    await page.getByRole('heading', { level: 1, name: textOf('fr', 'contact:title') }).waitFor();
    const send = page.getByRole('button', { name: textOf('fr', 'contact:send') });
    await send.click();
    for (const field of ['name', 'email', 'subject', 'message']) {
      await page.getByText(textOf('fr', 'account:validation.required', { type: textOf('fr', `contact:fields.${field}`) })).waitFor();
    }
    await page.locator('main').getByLabel(textOf('fr', 'contact:fields.email'), { exact: true }).fill('claire@');
    await send.click();
    await page.getByText(textOf('fr', 'account:validation.invalid_email')).waitFor();
    await shots(page, 'contact-errors-fr');

    const email = `claire.${Date.now()}@example.com`;
    await page.locator('main').getByLabel(textOf('fr', 'contact:fields.name'), { exact: true }).fill('Claire Dubois');
    await page.locator('main').getByLabel(textOf('fr', 'contact:fields.email'), { exact: true }).fill(email);
    await page.locator('main').getByLabel(textOf('fr', 'contact:fields.subject'), { exact: true }).fill('Retour d’un article');
    await page.locator('main').getByLabel(textOf('fr', 'contact:fields.message'), { exact: true }).fill('Bonjour,\nje voudrais retourner une lampe.\nMerci');
    await send.click();
    await page.getByRole('heading', { level: 1, name: textOf('fr', 'contact:sent_title') }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(email);
    await shots(page, 'contact-sent-fr');

    const mail = await session.smtp.waitFor((m) => m.raw.includes(email));
    expect(mail.to).toEqual(['hello@example.com']);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}`, 'mi'));
    // The subject line is the shop's own; the visitor's words are in the body, quoted.
    expect(mail.subject).toMatch(/^Contact form: message #\d+$/);
    expect(mail.text).toContain('Subject: “Retour d’un article”');
    expect(mail.text).toContain('“je voudrais retourner une lampe.”');

    await page.getByRole('link', { name: textOf('fr', 'contact:go_home') }).click();
    await page.waitForURL(new RegExp(`${session.shop.url}/fr$`));
    expect(errors).toEqual([]);
  });

  it('an Arabic visitor on a phone writes right to left, and a refusal of the server reads in Arabic above the form', async () => {
    const page = await shared.fresh();
    await page.setViewportSize(PHONE);
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${localized('ar', '/contact')}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const email = `salma.${Date.now()}@example.com`;
    const fill = async () => {
      await page.locator('main').getByLabel(textOf('ar', 'contact:fields.name'), { exact: true }).fill('سلمى');
      await page.locator('main').getByLabel(textOf('ar', 'contact:fields.email'), { exact: true }).fill(email);
      await page.locator('main').getByLabel(textOf('ar', 'contact:fields.subject'), { exact: true }).fill('سؤال عن الشحن');
      await page.locator('main').getByLabel(textOf('ar', 'contact:fields.message'), { exact: true }).fill('متى يصل طلبي؟');
    };
    // The same sender five times is the most the shop takes in ten minutes; the sixth is refused.
    for (let sent = 0; sent < 5; sent++) {
      const answer = await fetch(`${session.shop.url}/api/v1/contact`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', Language: 'ar' },
        body: JSON.stringify({ name: 'سلمى', email, subject: 'سؤال', message: 'مرحبا' }),
      });
      expect(((await answer.json()) as { status: number }).status).toBe(200);
    }
    await fill();
    await page.getByRole('button', { name: textOf('ar', 'contact:send') }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(textOf('ar', 'contact:error_title')).waitFor();
    expect(await alert.textContent()).toContain('رسائل كثيرة جدًا');
    expect(await page.locator('main').getByLabel(textOf('ar', 'contact:fields.message'), { exact: true }).inputValue()).toBe('متى يصل طلبي؟');
    await shots(page, 'contact-refused-ar');
    await page.setViewportSize(PHONE);
    // The form sits under the heading, full width: nothing is cut off at the start side.
    const box = (await page.locator('main').getByLabel(textOf('ar', 'contact:fields.message'), { exact: true }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // The browser logs the refused request (429) itself; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('429'))).toEqual([]);
  });
});
