// Issue 16, Chromium journeys: a shopper pays on Razorpay's, Stripe's and PayPal's (loopback
// sandbox) hosted pages and lands on the order-placed page showing "Paid"; Stripe in Arabic, right
// to left, after cancelling once and trying again; PayPal in Turkish. Paystack, Flutterwave and the
// cancelled payment paid by cash on delivery: payments-journeys-regional.test.ts.
import { describe, expect, it } from 'vitest';
import { journeyFixture, shot, stockOf, textOf } from './support/checkout-fixtures';
import {
  addressFor, cancelOnHostedPage, checkoutWith, confirmAndLeave, expectPaid, paymentsOf, payOnHostedPage, PROVIDERS, usePaymentShop, waitForHostedPage, watchShopErrors,
} from './support/payment-journeys';
import { shopperContext, shots, verifiedShopper } from './support/shopper';

describe('paying online in a real browser (Razorpay, Stripe, PayPal)', () => {
  const env = usePaymentShop();

  it('a guest pays with Razorpay in English and lands on the order showing "Paid"', async () => {
    const lang = 'en';
    const { delivered } = await journeyFixture(env.db, env.shop, 0, lang);
    const stockBefore = await stockOf(env.db, delivered.inventoryId);
    const context = await shopperContext(env.browser, env.shop);
    const page = await context.newPage();
    const errors = watchShopErrors(page, env);
    await checkoutWith(page, env.shop, lang, delivered, PROVIDERS.razorpay.method, { guestEmail: `rzp.${Date.now()}@example.com` });
    await shots(page, 'pay-checkout-en');
    await confirmAndLeave(page, lang, env.sandboxes.razorpay);
    const orderId = await payOnHostedPage(page);
    await expectPaid(page, env.db, lang, orderId, 'razorpay', delivered, stockBefore);
    await shots(page, 'pay-placed-paid-en');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);

  it('a signed-in shopper in Arabic cancels on Stripe\'s page, tries again from the shop\'s page and pays: one payment, stock taken once', async () => {
    const lang = 'ar';
    const { delivered } = await journeyFixture(env.db, env.shop, 1, lang);
    const stockBefore = await stockOf(env.db, delivered.inventoryId);
    const { email, token } = await verifiedShopper(env.shop, env.smtp, lang, 'stripe-ar');
    await addressFor(env.db, email, 'بيت سارة');
    const context = await shopperContext(env.browser, env.shop, token);
    const page = await context.newPage();
    const errors = watchShopErrors(page, env);
    await checkoutWith(page, env.shop, lang, delivered, PROVIDERS.stripe.method, { address: 'بيت سارة' });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await confirmAndLeave(page, lang, env.sandboxes.stripe);

    await cancelOnHostedPage(page, lang, 'stripe');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const problem = page.getByTestId('payment-problem');
    expect(await problem.textContent()).toContain(textOf(lang, 'payments:return.kept'));
    await shots(page, 'pay-cancelled-ar');
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    // Nothing paid yet, the unit reserved once.
    expect((await paymentsOf(env.db, orderId)).filter((p) => p.status === 'paid')).toEqual([]);
    expect(await stockOf(env.db, delivered.inventoryId)).toBe(stockBefore - 1);

    await page.getByTestId('pay-again').getByRole('button', { name: textOf(lang, 'cart:checkout.method_3') }).click();
    await waitForHostedPage(page, env.sandboxes.stripe);
    expect(await payOnHostedPage(page)).toBe(orderId);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expectPaid(page, env.db, lang, orderId, 'stripe', delivered, stockBefore);
    // Two attempts were opened (the cancelled one and the paid one); one of them is paid.
    expect((await paymentsOf(env.db, orderId)).length).toBe(2);
    await shots(page, 'pay-placed-paid-ar');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);

  it('a guest pays with PayPal in Turkish', async () => {
    const lang = 'tr';
    const { delivered } = await journeyFixture(env.db, env.shop, 2, lang);
    const stockBefore = await stockOf(env.db, delivered.inventoryId);
    const context = await shopperContext(env.browser, env.shop);
    const page = await context.newPage();
    const errors = watchShopErrors(page, env);
    await checkoutWith(page, env.shop, lang, delivered, PROVIDERS.paypal.method, { guestEmail: `paypal.${Date.now()}@example.com` });
    await confirmAndLeave(page, lang, env.sandboxes.paypal);
    const orderId = await payOnHostedPage(page);
    await expectPaid(page, env.db, lang, orderId, 'paypal', delivered, stockBefore);
    await shot(page, 'pay-placed-paid-tr-desktop');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  }, 120_000);
});
