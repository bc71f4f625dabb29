// Issue 16, Chromium journeys (continued from payments-journeys.test.ts): Paystack for a signed-in
// shopper, Flutterwave on a phone, and a payment cancelled on the provider's page then paid by cash
// on delivery from the shop's "not completed" page.
import { describe, expect, it } from 'vitest';
import { shot, stockOf, textOf } from './support/checkout-fixtures';
import {
  addressFor, cancelOnHostedPage, checkoutWith, confirmAndLeave, openJourney, orderRow, paymentsOf, payJourney, PROVIDERS, usePaymentShop,
} from './support/payment-journeys';
import { shots, verifiedShopper } from './support/shopper';
import { gotoSettled } from './support/page-waits';

describe('paying online in a real browser (Paystack, Flutterwave, a cancelled payment)', () => {
  const env = usePaymentShop();

  it('a signed-in shopper pays with Paystack and their order page shows it paid', async () => {
    const { email, token } = await verifiedShopper(env.shop, env.smtp, 'en', 'paystack');
    await addressFor(env.db, email, 'Home');
    const { page, orderId, done } = await payJourney(env, 'paystack', { lang: 'en', slot: 3, token, address: 'Home' });
    const order = await orderRow(env.db, orderId);
    expect(order.guest_user_id).toBeNull();
    // The order is the shopper's own: their order page shows it paid, with the same reference.
    await gotoSettled(page, `${env.shop.url}/user/order/${orderId}`);
    await page.getByText(order.trans_id!).first().waitFor();
    await page.getByText(textOf('en', 'payments:state.paid'), { exact: true }).first().waitFor();
    await done();
  }, 120_000); // a journey through the shop and the provider's sandbox pages: past the 60 s default under load

  it('a guest pays with Flutterwave on a phone', async () => {
    const journey = await payJourney(env, 'flutterwave', { lang: 'en', slot: 4, phone: true });
    await shot(journey.page, 'pay-placed-paid-flutterwave-phone');
    await journey.done();
  }, 120_000); // a journey through the shop and the provider's sandbox pages: past the 60 s default under load

  it('a guest cancels on Paystack\'s page, is told it was not completed, and pays by cash on delivery: stock reserved once', async () => {
    const lang = 'en';
    const { page, product, stockBefore, done } = await openJourney(env, { lang, slot: 5 });
    await checkoutWith(page, env.shop, lang, product, PROVIDERS.paystack.method, { guestEmail: `cod.${Date.now()}@example.com` });
    await confirmAndLeave(page, lang, env.sandboxes.paystack);

    await cancelOnHostedPage(page, lang, 'paystack');
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    expect(await page.getByTestId('payment-problem').textContent()).toContain(textOf(lang, 'payments:return.kept'));
    const again = page.getByTestId('pay-again');
    const cod = again.getByRole('radio', { name: textOf(lang, 'cart:checkout.method_2'), exact: true });
    await cod.waitFor();
    await shots(page, 'pay-cancelled-en');
    expect(await stockOf(env.db, product.inventoryId)).toBe(stockBefore - 1);

    await cod.check();
    await again.getByRole('button', { name: textOf(lang, 'payments:return.pay_with') }).click();
    await page.waitForURL(new RegExp(`/order-placed/${orderId}$`));
    await page.getByTestId('placed-method').waitFor();
    expect(await page.getByTestId('placed-method').textContent()).toContain(textOf(lang, 'cart:checkout.method_2'));
    await shot(page, 'pay-placed-cod-after-cancel-desktop');

    const order = await orderRow(env.db, orderId);
    expect(order).toMatchObject({ order_method: 2, payment_done: 0, cancelled: 0, trans_id: null });
    expect((await paymentsOf(env.db, orderId)).filter((p) => p.status === 'paid')).toEqual([]);
    // The unit was reserved when the order was placed, and not again by the change of method.
    expect(await stockOf(env.db, product.inventoryId)).toBe(stockBefore - 1);
    await done();
  }, 120_000); // two journeys (cancelled, then cash on delivery) through the shop and the sandbox: past the 60 s default
});
