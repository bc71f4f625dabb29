import { describe, expect, it } from 'vitest';
import { watchErrors } from './support/browser';
import { journeyFixture, localized, stockOf, textOf } from './support/checkout-fixtures';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { shots, useShopperPage, verifiedShopper } from './support/shopper';
import { gotoSettled, reloadSettled } from './support/page-waits';




describe('after the order, in a real browser', () => {
  const session = useShopInBrowser({ mail: true });
  const shopDb = useShopDatabase(session);
  // The shoppers take turns in one warm page, each a new visitor (a new context fetches and compiles every asset again).
  const shopper = useShopperPage(session);

  const api = async <T>(path: string, init: { method?: string; body?: unknown; token?: string; language?: string } = {}) => {
    const response = await fetch(`${session.shop.url}/api/v1/${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { 'Content-Type': 'application/json', Language: init.language ?? 'en', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return (await response.json()) as { status: number; message: string; data: T; token?: string };
  };

  /** A verified shopper (sign-up, the code from the mail, verify) who placed an order of one product in `language`. */
  async function shopperWithOrder(slot: number, language: string, method: number) {
    const { email, token } = await verifiedShopper(session.shop, session.smtp, language, `orders${slot}`);
    const fixture = await journeyFixture(shopDb.db, session.shop, slot, language);
    const product = fixture.delivered;
    expect((await api('cart/action', { body: { product_id: product.id, inventory_id: product.inventoryId, quantity: 2 }, token, language })).status).toBe(200);
    const address = await api<{ id: number }>('user/address/action', {
      body: { name: 'Asha Rao', email, phone: '+90 555 000 0000', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda Cad. 5' }, token, language,
    });
    expect(address.status, address.message).toBe(200);
    const placed = await api<{ id: number; order: string }>('order/action', { body: { order_method: method, address_id: address.data.id, time_zone: 'Europe/Istanbul' }, token, language });
    expect(placed.status, placed.message).toBe(200);
    return { email, token, product, order: placed.data };
  }

  it('a Hindi shopper finds the order in the history, cancels it and the stock comes back', async () => {
    const { token, product, order } = await shopperWithOrder(0, 'hi', 2);
    expect(await stockOf(shopDb.db, product.inventoryId)).toBe(8);
    const page = await shopper.visit({ token });
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}/hi/user/profile`);
    await page.getByRole('navigation', { name: textOf('hi', 'account:nav.label') }).getByRole('link', { name: textOf('hi', 'account:nav.orders') }).click();
    await page.waitForURL(/\/hi\/user\/orders$/);
    const row = page.getByTestId('order-row').filter({ hasText: order.order });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(textOf('hi', 'orders:status.1'));
    await row.getByRole('link', { name: textOf('hi', 'orders:list.view', { code: order.order }) }).click();
    await page.waitForURL(new RegExp(`/hi/user/order/${order.id}$`));
    await page.getByTestId('order-timeline').waitFor();
    expect(await page.getByTestId('order-timeline').locator('[data-state="active"]').count()).toBe(1);

    await page.getByRole('button', { name: textOf('hi', 'orders:detail.cancel') }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel(textOf('hi', 'orders:cancel.reason')).fill('गलत आकार');
    await dialog.getByRole('button', { name: textOf('hi', 'orders:cancel.confirm') }).click();
    await page.getByText(textOf('hi', 'orders:detail.cancelled')).first().waitFor();
    await expect.poll(() => stockOf(shopDb.db, product.inventoryId)).toBe(10);
    expect(await page.getByRole('button', { name: textOf('hi', 'orders:detail.cancel') }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a guest opens the tracking link from the order e-mail and sees where the order is, in Arabic too', async () => {
    const { email, order } = await shopperWithOrder(1, 'ar', 2);
    const mail = await session.smtp.waitFor((m) => m.to.includes(email) && m.subject.includes(order.order));
    const link = /https?:\/\/\S+\/track-order\?order=[A-Z0-9]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe('/ar/track-order');
    const page = await shopper.visit();
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${url.pathname}${url.search}`);
    const result = page.getByTestId('tracked-order');
    await result.waitFor();
    expect(await result.textContent()).toContain(order.order);
    expect(await result.textContent()).not.toContain('Asha');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shots(page, 'orders-track-ar');

    await page.getByLabel(textOf('ar', 'orders:track.code')).fill('ABC');
    await page.getByRole('button', { name: textOf('ar', 'orders:track.submit') }).click();
    await page.getByText(textOf('ar', 'orders:track.invalid')).waitFor();
    await page.getByLabel(textOf('ar', 'orders:track.code')).fill('23456789ABCD');
    await page.getByRole('button', { name: textOf('ar', 'orders:track.submit') }).click();
    await page.getByRole('alert').filter({ hasText: 'لا يوجد طلب بهذا الرمز للتتبع' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('an Arabic shopper reports a bank transfer, the operator verifies it from the command line, the shopper sees it paid', async () => {
    await shopDb.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    const { email, token, order } = await shopperWithOrder(2, 'ar', 7);
    const page = await shopper.visit({ token });
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${localized('ar', `/user/order/${order.id}`)}`);
    const panel = page.getByTestId('bank-transfer-panel');
    await panel.getByRole('button', { name: textOf('ar', 'orders:transfer.submit') }).click();
    await panel.getByText(textOf('ar', 'account:validation.required', { type: textOf('ar', 'account:fields.bank_name') })).waitFor();
    const fill = { bank_name: 'بنك الراجحي', account_holder_name: 'آشا راو', account_number: 'SA0380000000608010167519', branch_name: 'الرياض', transaction_id: 'TX-7781' };
    for (const [field, value] of Object.entries(fill)) await panel.getByLabel(textOf('ar', `account:fields.${field}`), { exact: true }).fill(value);
    await panel.getByRole('button', { name: textOf('ar', 'orders:transfer.submit') }).click();
    await page.getByRole('status').getByText('تم إرسال بيانات الدفع بنجاح').first().waitFor();
    await page.getByText(textOf('ar', 'orders:payment.submitted')).first().waitFor();
    await shots(page, 'orders-detail-ar');

    const { execFile } = await import('node:child_process');
    const run = (args: string[]) => new Promise<{ code: number; out: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'backend/admin/cli.ts', ...args], { env: { ...process.env, ...session.shop.env } }, (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr });
      });
    });
    // Side by side: each is a process of its own that spends seconds starting, and neither needs the other.
    const [verified, refused] = await Promise.all([run(['verify-transfer', order.order]), run(['refund', 'NOPE'])]);
    expect(verified, verified.out).toMatchObject({ code: 0 });
    expect(verified.out).toContain(`${order.order} is now Pending, paid.`);
    expect(refused.code).toBe(1);
    const mail = await session.smtp.waitFor((m) => m.to.includes(email) && m.subject === `تم استلام الدفع لطلبك ${order.order}`);
    expect(mail.html).toContain('dir="rtl"');

    await reloadSettled(page);
    await page.getByText(textOf('ar', 'orders:transfer.verified')).waitFor();
    expect(await page.getByText(textOf('ar', 'orders:payment.paid')).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('a French guest pays by bank transfer and reports it on the order-placed page, no account needed', async () => {
    await shopDb.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
    await shopDb.db.updateTable('settings').set({ guest_checkout: 1 }).execute();
    const userToken = `guest-fr-${Date.now().toString(36)}-abcdefghijklmnop`;
    const language = 'fr';
    const fixture = await journeyFixture(shopDb.db, session.shop, 4, language);
    const product = fixture.delivered;
    const guest = <T>(path: string, body: Record<string, unknown>) => api<T>(path, { body: { user_token: userToken, ...body }, language });
    expect((await guest('cart/action', { product_id: product.id, inventory_id: product.inventoryId, quantity: 1 })).status).toBe(200);
    const email = `invite.${Date.now()}@example.com`;
    const address = await guest<{ id: number }>('user/address/action', { name: 'Chloé Martin', email, phone: '+33 6 12 34 56 78', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda Cad. 5' });
    expect(address.status, address.message).toBe(200);
    const placed = await guest<{ id: number; order: string }>('order/action', { order_method: 7, address_id: address.data.id, time_zone: 'Europe/Paris' });
    expect(placed.status, placed.message).toBe(200);

    // The browser this guest ordered from: its user_token kept locally and in the cookie the server reads.
    const page = await shopper.visit();
    await page.evaluate((token) => window.localStorage.setItem('user_token', token), userToken);
    await page.context().addCookies([{ name: 'user_token', value: userToken, url: session.shop.url }]);
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${localized(language, `/order-placed/${placed.data.id}`)}`);
    expect(await page.getByTestId('placed-method').textContent()).toBe(textOf(language, 'cart:checkout.method_7'));
    expect(await page.getByText(email).count(), 'names the address the confirmation went to').toBeGreaterThan(0);
    const panel = page.getByTestId('bank-transfer-panel');
    await panel.getByRole('button', { name: textOf(language, 'orders:transfer.submit') }).click();
    await panel.getByText(textOf(language, 'account:validation.required', { type: textOf(language, 'account:fields.transaction_id') })).waitFor();
    expect(await shopDb.db.selectFrom('bank_transfers').select('id').where('order_id', '=', placed.data.id).execute()).toEqual([]);
    const fill = { bank_name: 'Crédit Agricole', account_holder_name: 'Chloé Martin', account_number: 'FR76 3000 6000 0112 3456 7890 189', branch_name: 'Lyon Part-Dieu', transaction_id: 'VIR-2026-118' };
    for (const [field, value] of Object.entries(fill)) await panel.getByLabel(textOf(language, `account:fields.${field}`), { exact: true }).fill(value);
    await panel.getByRole('button', { name: textOf(language, 'orders:transfer.submit') }).click();
    await page.getByRole('status').getByText('Données de paiement envoyées avec succès').first().waitFor();
    await expect.poll(() => shopDb.db.selectFrom('bank_transfers').select('transaction_id').where('order_id', '=', placed.data.id).execute()).toEqual([{ transaction_id: 'VIR-2026-118' }]);
    // After a reload the report is still there, awaiting verification and open to correction.
    await reloadSettled(page);
    await expect.poll(() => page.getByTestId('bank-transfer-panel').getByLabel(textOf(language, 'account:fields.transaction_id'), { exact: true }).inputValue()).toBe('VIR-2026-118');
    expect(await page.getByTestId('bank-transfer-panel').textContent()).toContain('attend sa vérification');
    await shots(page, 'orders-placed-transfer-fr');
    // The confirmation went to the address the page names, from the shop by name, with its bank details.
    const mail = await session.smtp.waitFor((m) => m.to.includes(email) && m.subject.includes(placed.data.order));
    expect(mail.raw).toMatch(/^Message-ID: <.+@.+>/im);
    expect(mail.raw).toMatch(/^From: "?Bazaario"? <[^>]+>/im);
    expect(mail.text).toContain(placed.data.order);
    expect(errors).toEqual([]);
  });

  it('shows the history and the detail in English on a desktop and a phone', async () => {
    const { token, order } = await shopperWithOrder(3, 'en', 2);
    const page = await shopper.visit({ token });
    await gotoSettled(page, `${session.shop.url}/user/orders`);
    await page.getByTestId('order-row').first().waitFor();
    await shots(page, 'orders-list-en');
    await gotoSettled(page, `${session.shop.url}/user/orders?filter=cancelled`);
    expect(await page.getByTestId('order-row').filter({ hasText: order.order }).count()).toBe(0);
    await gotoSettled(page, `${session.shop.url}/user/order/${order.id}`);
    await page.getByTestId('order-line').first().waitFor();
    await shots(page, 'orders-detail-en');
    await gotoSettled(page, `${session.shop.url}/ar/user/orders`);
    await shots(page, 'orders-list-ar');
  });
});
