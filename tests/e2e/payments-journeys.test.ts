// Issue 16, Chromium journeys: a shopper pays on Razorpay's, Stripe's and PayPal's (loopback
// sandbox) hosted pages and lands on the order-placed page showing "Paid"; Stripe in Arabic, right
// to left, after cancelling once and trying again; PayPal in Turkish. Paystack, Flutterwave and the
// cancelled payment paid by cash on delivery: payments-journeys-regional.test.ts.
import { describe, expect, it } from 'vitest';
import { shot, stockOf, textOf } from './support/checkout-fixtures';
import {
  addressFor, cancelOnHostedPage, checkoutWith, confirmAndLeave, expectPaid, openJourney, paymentsOf, payJourney, payOnHostedPage, PROVIDERS, usePaymentShop, waitForHostedPage,
} from './support/payment-journeys';
import { shots, verifiedShopper } from './support/shopper';

describe('paying online in a real browser (Razorpay, Stripe, PayPal)', () => {
  const env = usePaymentShop();

  it('a guest pays with Razorpay in English and lands on the order showing "Paid"', async () => {
    const journey = await payJourney(env, 'razorpay', { lang: 'en', slot: 0, atCheckout: (page) => shots(page, 'pay-checkout-en'), checking: 'pay-return-checking-en' });
    await shots(journey.page, 'pay-placed-paid-en');
    await journey.done();
  }, 120_000); // a journey through the shop and the provider's sandbox pages: past the 60 s default under load

  it('a signed-in shopper in Arabic cancels on Stripe\'s page, tries again from the shop\'s page and pays: one payment, stock taken once', async () => {
    const lang = 'ar';
    const { email, token } = await verifiedShopper(env.shop, env.smtp, lang, 'stripe-ar');
    await addressFor(env.db, email, 'بيت سارة');
    const { page, product, stockBefore, done } = await openJourney(env, { lang, slot: 1, token });
    await checkoutWith(page, env.shop, lang, product, PROVIDERS.stripe.method, { address: 'بيت سارة' });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await confirmAndLeave(page, lang, env.sandboxes.stripe);

    await cancelOnHostedPage(page, lang, 'stripe');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByTestId('payment-problem').textContent()).toContain(textOf(lang, 'payments:return.kept'));
    await shots(page, 'pay-cancelled-ar');
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    // Nothing paid yet, the unit reserved once.
    expect((await paymentsOf(env.db, orderId)).filter((p) => p.status === 'paid')).toEqual([]);
    expect(await stockOf(env.db, product.inventoryId)).toBe(stockBefore - 1);

    await page.getByTestId('pay-again').getByRole('button', { name: textOf(lang, 'cart:checkout.method_3') }).click();
    await waitForHostedPage(page, env.sandboxes.stripe);
    expect(await payOnHostedPage(page, 'pay-return-checking-ar')).toBe(orderId);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expectPaid(page, env.db, lang, orderId, 'stripe', product, stockBefore);
    // Two attempts were opened (the cancelled one and the paid one); one of them is paid.
    expect((await paymentsOf(env.db, orderId)).length).toBe(2);
    await shots(page, 'pay-placed-paid-ar');
    await done();
  }, 120_000); // two tries through the shop and the sandbox, then the order checked: past the 60 s default under load

  it('a guest pays with PayPal in Turkish', async () => {
    const journey = await payJourney(env, 'paypal', { lang: 'tr', slot: 2 });
    await shot(journey.page, 'pay-placed-paid-tr-desktop');
    await journey.done();
  }, 120_000); // a journey through the shop and the provider's sandbox pages: past the 60 s default under load
});
