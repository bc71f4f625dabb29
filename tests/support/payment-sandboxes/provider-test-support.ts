// Shared by the adapter tests: a payment request as the order flow builds it, the flow's 10 s
// signal, and a shopper's click on a sandbox's hosted page (Pay or Cancel) without a browser.
import { randomBytes } from 'node:crypto';
import type { PaymentRequest } from '../../../backend/payments/payment-provider';

let orderId = 1_000;

/** A fresh attempt for a stored order (unique reference), returning to a shop on 127.0.0.1. */
export function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  orderId += 1;
  const provider = 'sandbox';
  return {
    orderId,
    tracking: `TRK${orderId}`,
    reference: `order-${orderId}-${randomBytes(4).toString('hex')}`,
    amountMinor: 10_000,
    currency: 'NGN',
    email: 'shopper@example.test',
    name: 'Ada Shopper',
    phone: '+2348012345678',
    language: 'en',
    returnUrl: `http://127.0.0.1:9/en/payment-return/${provider}?order_id=${orderId}`,
    cancelUrl: `http://127.0.0.1:9/en/payment-return/${provider}?order_id=${orderId}&cancelled=1`,
    ...overrides,
  };
}

/** The deadline order/action gives a provider. */
export const signal = () => AbortSignal.timeout(10_000);

/**
 * Opens a hosted page and clicks Pay (posts its form) or Cancel (follows its link): the page's
 * HTML and where the provider then sends the browser.
 */
export async function followHostedPage(url: string, click: 'Pay' | 'Cancel'): Promise<{ page: string; location: string }> {
  const pageAnswer = await fetch(url);
  const page = await pageAnswer.text();
  if (pageAnswer.status !== 200) throw new Error(`hosted page ${url} answered ${pageAnswer.status}`);
  const target = click === 'Pay' ? /<form method="post" action="([^"]+)"><button type="submit">Pay<\/button>/.exec(page) : /<a href="([^"]+)">Cancel<\/a>/.exec(page);
  if (!target) throw new Error(`no ${click} on ${url}`);
  const answer = await fetch(new URL(target[1]!.replace(/&amp;/g, '&'), url), { method: click === 'Pay' ? 'POST' : 'GET', redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location) throw new Error(`${click} answered ${answer.status}`);
  return { page, location };
}
