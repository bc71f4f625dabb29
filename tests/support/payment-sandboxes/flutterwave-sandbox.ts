// A local Flutterwave for tests (no internet): the part of Flutterwave's REST API v3 the adapter
// uses (Flutterwave Standard), with its request and response shapes, on 127.0.0.1. It checks
// `Authorization: Bearer <secret key>` as Flutterwave does, answers refusals as `{status: "error",
// message, data: null}`, keeps payments and transactions in memory, serves the hosted page at
// `data.link` (Pay returns to `redirect_url` with status=successful, tx_ref and transaction_id;
// Cancel with status=cancelled and tx_ref, as Flutterwave does), and sends webhooks with the
// dashboard's secret hash in `verif-hash`.
import { randomBytes } from 'node:crypto';
import { bearerOf, hostedPage, startRestSandbox, withParams, type SandboxAnswer, type SandboxRequest } from './rest-sandbox';

export interface FlutterwaveSandboxOptions {
  publicKey?: string;
  secretKey?: string;
  secretHash?: string;
}

/** A payment opened by `POST /v3/payments` (the hosted page), and its transaction once paid or declined. */
export interface FlutterwavePayment {
  tx_ref: string;
  hostedId: string;
  amount: number;
  currency: string;
  redirect_url: string;
  customer: { email: string; name?: string; phonenumber?: string };
  meta: unknown;
  session_duration: unknown;
  transaction: FlutterwaveTransaction | null;
}

export interface FlutterwaveTransaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  status: 'successful' | 'failed';
  created_at: string;
}

export interface FlutterwaveRefund {
  id: number;
  transactionId: number;
  tx_ref: string;
  /** Major units, as Flutterwave counts. */
  amount: number;
}

const refused = (status: number, message: string): SandboxAnswer => ({ status, json: { status: 'error', message, data: null } });

export async function startFlutterwaveSandbox(options: FlutterwaveSandboxOptions = {}) {
  const publicKey = options.publicKey ?? 'FLWPUBK_TEST-shop0123456789abcdef0123456789-X';
  const secretKey = options.secretKey ?? 'FLWSECK_TEST-shop0123456789abcdef0123456789-X';
  const secretHash = options.secretHash ?? 'shop-webhook-hash-0123456789';
  const payments = new Map<string, FlutterwavePayment>();
  const refunds: FlutterwaveRefund[] = [];
  /** What the shop sent to `POST /v3/payments`, in order. */
  const opened: Record<string, unknown>[] = [];
  let nextId = 288_200_108;

  const transactions = () => [...payments.values()].flatMap((p) => (p.transaction ? [{ payment: p, transaction: p.transaction }] : []));
  const transactionJson = (p: FlutterwavePayment, t: FlutterwaveTransaction) => ({
    id: t.id,
    tx_ref: t.tx_ref,
    flw_ref: t.flw_ref,
    device_fingerprint: 'N/A',
    amount: t.amount,
    currency: t.currency,
    charged_amount: t.amount,
    app_fee: Math.round(t.amount * 1.4) / 100,
    merchant_fee: 0,
    processor_response: t.status === 'successful' ? 'Approved by Financial Institution' : 'Declined',
    auth_model: 'PIN',
    ip: '127.0.0.1',
    narration: 'Sandbox checkout',
    status: t.status,
    payment_type: 'card',
    created_at: t.created_at,
    account_id: 20_937,
    customer: { id: 1_409_822, name: p.customer.name ?? 'Anonymous customer', phone_number: p.customer.phonenumber ?? null, email: p.customer.email, created_at: t.created_at },
  });
  const settle = (p: FlutterwavePayment, status: 'successful' | 'failed') => {
    p.transaction ??= { id: nextId++, tx_ref: p.tx_ref, flw_ref: `FLW-MOCK-${randomBytes(16).toString('hex')}`, amount: p.amount, currency: p.currency, status, created_at: new Date().toISOString() };
    p.transaction.status = status;
    return { status: status === 'successful' ? 'successful' : 'failed', tx_ref: p.tx_ref, transaction_id: String(p.transaction.id) };
  };

  function open(body: Record<string, unknown>): SandboxAnswer {
    opened.push(body);
    const customer = typeof body.customer === 'object' && body.customer !== null ? (body.customer as FlutterwavePayment['customer']) : undefined;
    if (typeof body.tx_ref !== 'string' || body.tx_ref === '') return refused(400, 'tx_ref is required');
    if (typeof body.amount !== 'number' || !(body.amount > 0)) return refused(400, 'amount is required and must be a number greater than 0');
    if (typeof body.redirect_url !== 'string' || !/^https?:\/\//.test(body.redirect_url)) return refused(400, 'redirect_url is required');
    if (typeof customer?.email !== 'string' || !customer.email.includes('@')) return refused(400, 'customer.email is required');
    if (payments.has(body.tx_ref)) return refused(400, 'A transaction with this tx_ref already exists');
    const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
    if (!/^[A-Z]{3}$/.test(currency)) return refused(400, 'Invalid currency');
    const hostedId = randomBytes(10).toString('hex');
    payments.set(body.tx_ref, {
      tx_ref: body.tx_ref, hostedId, amount: body.amount, currency, redirect_url: body.redirect_url, customer, meta: body.meta, session_duration: body.session_duration, transaction: null,
    });
    return { status: 200, json: { status: 'success', message: 'Hosted Link', data: { link: `${sandbox.url}/v3/hosted/pay/${hostedId}` } } };
  }

  function refund(id: string, body: Record<string, unknown>): SandboxAnswer {
    const found = transactions().find(({ transaction }) => String(transaction.id) === id);
    if (!found) return refused(400, 'No transaction was found for this id');
    const { transaction } = found;
    if (transaction.status !== 'successful') return refused(400, 'Only successful transactions can be refunded');
    const done = refunds.filter((r) => r.transactionId === transaction.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? transaction.amount - done : body.amount;
    if (typeof amount !== 'number' || !(amount > 0) || amount > transaction.amount - done + 1e-9) return refused(400, 'Refund amount cannot be greater than the amount left on the transaction');
    const entry = { id: 75_923 + refunds.length, transactionId: transaction.id, tx_ref: transaction.tx_ref, amount };
    refunds.push(entry);
    return {
      status: 200,
      json: {
        status: 'success',
        message: 'Transaction refund initiated',
        data: { id: entry.id, account_id: 20_937, tx_id: transaction.id, flw_ref: transaction.flw_ref, wallet_id: 17_118, amount_refunded: amount, status: 'completed', destination: 'payment_source', meta: { source: 'availablebalance' }, created_at: new Date().toISOString() },
      },
    };
  }

  function route(request: SandboxRequest): SandboxAnswer | undefined {
    const { method, path } = request;
    const page = /^\/v3\/hosted\/pay\/([0-9a-f]+)(\/pay|\/cancel)?$/.exec(path);
    if (page) {
      const p = [...payments.values()].find((x) => x.hostedId === page[1]);
      if (!p) return { status: 404, html: '<h1>This payment link does not exist</h1>' };
      if (page[2] === '/pay' && method === 'POST') return { redirect: withParams(p.redirect_url, settle(p, 'successful')) };
      if (page[2] === '/cancel') return { redirect: withParams(p.redirect_url, { status: 'cancelled', tx_ref: p.tx_ref }) };
      if (page[2] === undefined && !p.transaction) {
        return hostedPage('Flutterwave', { amount: p.amount.toFixed(2), currency: p.currency, email: p.customer.email }, `/v3/hosted/pay/${p.hostedId}/pay`, `/v3/hosted/pay/${p.hostedId}/cancel`);
      }
      return { status: 410, html: '<h1>This payment link has been used</h1>' };
    }
    if (bearerOf(request) !== secretKey) return refused(401, 'Invalid authorization key');
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    if (method === 'POST' && path === '/v3/payments') return open(body);
    const verify = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(path);
    if (method === 'GET' && verify) {
      const found = transactions().find(({ transaction }) => String(transaction.id) === verify[1]);
      return found ? { status: 200, json: { status: 'success', message: 'Transaction fetched successfully', data: transactionJson(found.payment, found.transaction) } } : refused(400, 'No transaction was found for this id');
    }
    const refundPath = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundPath) return refund(refundPath[1]!, body);
    return undefined;
  }

  const sandbox = await startRestSandbox(route, { status: 'error', message: 'Route not found', data: null });
  const payment = (txRef: string) => {
    const p = payments.get(txRef);
    if (!p) throw new Error(`no Flutterwave payment ${txRef}`);
    return p;
  };

  return {
    ...sandbox,
    publicKey,
    secretKey,
    secretHash,
    /** What points a shop at this sandbox. */
    env: { FLUTTERWAVE_PUBLIC_KEY: publicKey, FLUTTERWAVE_SECRET_KEY: secretKey, FLUTTERWAVE_SECRET_HASH: secretHash, FLUTTERWAVE_API_BASE: sandbox.url },
    payments,
    opened,
    refunds,
    /** Pays as the hosted page's Pay button does, without a browser: the parameters Flutterwave adds to the redirect URL. */
    payDirectly: (txRef: string) => settle(payment(txRef), 'successful'),
    /** The card is declined: a failed transaction (Flutterwave returns with status=failed). */
    declineDirectly: (txRef: string) => settle(payment(txRef), 'failed'),
    /** The `charge.completed` webhook Flutterwave sends for a settled transaction, with the secret hash. */
    webhookFor(txRef: string): { body: string; headers: Record<string, string> } {
      const p = payment(txRef);
      if (!p.transaction) throw new Error(`Flutterwave payment ${txRef} has no transaction yet`);
      const body = JSON.stringify({ event: 'charge.completed', data: transactionJson(p, p.transaction), 'event.type': 'CARD_TRANSACTION' });
      return { body, headers: { 'content-type': 'application/json', 'verif-hash': secretHash } };
    },
  };
}

export type FlutterwaveSandbox = Awaited<ReturnType<typeof startFlutterwaveSandbox>>;
