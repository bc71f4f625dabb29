/**
 * The official `razorpay` library, pointed at RAZORPAY_API_BASE.
 *
 * razorpay 2.9.8's `new Razorpay(...)` hard-codes `https://api.razorpay.com` and passes no host
 * option through (razorpay/razorpay-node#224, which would add one, was never merged). Its own
 * `API` class does take `hostUrl`, and its resources are factories over an `API`: exactly what
 * `new Razorpay(...)` wires. So the adapter builds that same client from the library's own parts
 * with the host it is given, and the library still does every request (axios, Basic auth with the
 * key id and secret, its error shape). Only the two resources the adapter uses are wired.
 */
import { createRequire } from 'node:module';
import type RazorpayApi from 'razorpay/dist/types/api';
import type paymentLinkResource from 'razorpay/dist/types/paymentLink';
import type paymentsResource from 'razorpay/dist/types/payments';

const loadCommonJs = createRequire(import.meta.url);

export interface RazorpayClient {
  paymentLink: ReturnType<typeof paymentLinkResource>;
  payments: ReturnType<typeof paymentsResource>;
}

/**
 * Loads the library's parts when called (by a shop with Razorpay keys), not whenever the server
 * starts: its HTTP client (axios) is about 0.15 s of CPU, and most shops have no Razorpay keys
 * (decision 0028).
 */
export function razorpayClient(options: { keyId: string; keySecret: string; hostUrl: string }): RazorpayClient {
  const Api = loadCommonJs('razorpay/dist/api') as typeof RazorpayApi;
  const paymentLinks = loadCommonJs('razorpay/dist/resources/paymentLink') as typeof paymentLinkResource;
  const payments = loadCommonJs('razorpay/dist/resources/payments') as typeof paymentsResource;
  const { version } = loadCommonJs('razorpay/package.json') as { version: string };
  const api = new Api({ hostUrl: options.hostUrl, ua: `razorpay-node@${version}`, key_id: options.keyId, key_secret: options.keySecret });
  return { paymentLink: paymentLinks(api), payments: payments(api) };
}
