// A local Paystack for tests (no internet): the part of Paystack's REST API the adapter uses,
// with its request and response shapes, on 127.0.0.1. It checks `Authorization: Bearer <secret
// key>` as Paystack does, answers refusals as `{status: false, message}`, keeps transactions in
// memory, serves the hosted checkout page at `authorization_url` (Pay returns to `callback_url`
// with `trxref` and `reference`; Cancel goes to `metadata.cancel_action`), and signs webhooks with
// the secret key (`x-paystack-signature`, HMAC-SHA512 of the raw body).
import { createHmac, randomBytes } from 'node:crypto';
import { bearerOf, hostedPage, startRestSandbox, withParams, type SandboxAnswer, type SandboxRequest } from './rest-sandbox';

export interface PaystackSandboxOptions {
  publicKey?: string;
  secretKey?: string;
}

export interface PaystackTransaction {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  metadata: Record<string, unknown>;
  status: 'abandoned' | 'success' | 'failed';
  paid_at: string | null;
  created_at: string;
}

export interface PaystackRefund {
  id: number;
  /** The transaction's reference. */
  reference: string;
  amount: number;
}

const refused = (status: number, message: string): SandboxAnswer => ({ status, json: { status: false, message } });

export async function startPaystackSandbox(options: PaystackSandboxOptions = {}) {
  const publicKey = options.publicKey ?? 'pk_test_shop0123456789abcdef0123456789abcdef';
  const secretKey = options.secretKey ?? 'sk_test_shop0123456789abcdef0123456789abcdef';
  const transactions = new Map<string, PaystackTransaction>();
  const refunds: PaystackRefund[] = [];
  /** What the shop sent to `/transaction/initialize`, in order. */
  const initialized: Record<string, unknown>[] = [];
  let nextId = 4_099_260_516;

  const byAccessCode = (code: string) => [...transactions.values()].find((t) => t.access_code === code);
  const transactionJson = (t: PaystackTransaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    message: null,
    gateway_response: t.status === 'success' ? 'Successful' : t.status === 'failed' ? 'Declined' : 'The transaction was not completed',
    paid_at: t.paid_at,
    created_at: t.created_at,
    channel: 'card',
    currency: t.currency,
    ip_address: '127.0.0.1',
    metadata: t.metadata,
    fees: t.status === 'success' ? Math.round(t.amount * 0.015) : null,
    customer: { id: 92_312_441, email: t.email, customer_code: 'CUS_sandbox' },
    authorization: { authorization_code: 'AUTH_sandbox', bin: '408408', last4: '4081', channel: 'card', card_type: 'visa', bank: 'TEST BANK', reusable: true },
  });
  const settle = (t: PaystackTransaction, status: 'success' | 'failed') => {
    t.status = status;
    t.paid_at = status === 'success' ? new Date().toISOString() : null;
    return { trxref: t.reference, reference: t.reference };
  };

  function initialize(body: Record<string, unknown>): SandboxAnswer {
    initialized.push(body);
    const amount = typeof body.amount === 'string' && /^\d+$/.test(body.amount) ? Number(body.amount) : body.amount;
    if (typeof body.email !== 'string' || !body.email.includes('@')) return refused(400, 'Invalid Email Address Passed');
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return refused(400, 'Invalid Amount Sent');
    const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
    if (!['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF', 'EGP', 'RWF'].includes(currency)) return refused(403, 'Currency not supported by merchant');
    const reference = typeof body.reference === 'string' && body.reference !== '' ? body.reference : randomBytes(5).toString('hex');
    if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return refused(400, 'Invalid reference. Only -, ., = and alphanumeric characters allowed');
    if (transactions.has(reference)) return refused(400, 'Duplicate Transaction Reference');
    const accessCode = randomBytes(8).toString('hex');
    transactions.set(reference, {
      id: nextId++, reference, access_code: accessCode, amount, currency, email: body.email,
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : '',
      metadata: typeof body.metadata === 'object' && body.metadata !== null ? (body.metadata as Record<string, unknown>) : {},
      status: 'abandoned', paid_at: null, created_at: new Date().toISOString(),
    });
    return { status: 200, json: { status: true, message: 'Authorization URL created', data: { authorization_url: `${sandbox.url}/checkout/${accessCode}`, access_code: accessCode, reference } } };
  }

  function refund(body: Record<string, unknown>): SandboxAnswer {
    const key = String(body.transaction ?? '');
    const t = transactions.get(key) ?? [...transactions.values()].find((x) => String(x.id) === key);
    if (!t) return refused(404, 'Transaction not found');
    if (t.status !== 'success') return refused(400, 'Cannot refund a transaction that was not successful');
    const done = refunds.filter((r) => r.reference === t.reference).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? t.amount - done : body.amount;
    if (done >= t.amount) return refused(400, 'Transaction has been fully reversed');
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount > t.amount - done) return refused(400, 'Refund amount cannot be more than the transaction amount');
    const entry = { id: 1_000_000 + refunds.length, reference: t.reference, amount };
    refunds.push(entry);
    const now = new Date().toISOString();
    return {
      status: 200,
      json: {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { id: t.id, domain: 'test', reference: t.reference, amount: t.amount, paid_at: t.paid_at, channel: 'card', currency: t.currency },
          integration: 412_829, deducted_amount: 0, channel: null, merchant_note: `Refund for transaction ${t.reference}`, customer_note: `Refund for transaction ${t.reference}`,
          status: 'pending', refunded_by: 'shop@example.test', expected_at: now, currency: t.currency, domain: 'test', amount, fully_deducted: false, id: entry.id, createdAt: now, updatedAt: now,
        },
      },
    };
  }

  function route(request: SandboxRequest): SandboxAnswer | undefined {
    const { method, path } = request;
    const page = /^\/checkout\/([0-9a-f]+)(\/pay|\/cancel)?$/.exec(path);
    if (page) {
      const t = byAccessCode(page[1]!);
      if (!t) return { status: 404, html: '<h1>This payment page does not exist</h1>' };
      if (page[2] === '/pay' && method === 'POST') return { redirect: withParams(t.callback_url, settle(t, 'success')) };
      if (page[2] === '/cancel') return { redirect: typeof t.metadata.cancel_action === 'string' ? t.metadata.cancel_action : t.callback_url };
      if (page[2] === undefined && t.status === 'abandoned') {
        return hostedPage('Paystack', { amount: (t.amount / 100).toFixed(2), currency: t.currency, email: t.email }, `/checkout/${t.access_code}/pay`, `/checkout/${t.access_code}/cancel`);
      }
      return { status: 410, html: '<h1>This transaction is closed</h1>' };
    }
    if (bearerOf(request) !== secretKey) return refused(401, 'Invalid key');
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    if (method === 'POST' && path === '/transaction/initialize') return initialize(body);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) {
      const t = transactions.get(decodeURIComponent(verify[1]!));
      return t ? { status: 200, json: { status: true, message: 'Verification successful', data: transactionJson(t) } } : refused(400, 'Transaction reference not found');
    }
    if (method === 'POST' && path === '/refund') return refund(body);
    return undefined;
  }

  const sandbox = await startRestSandbox(route, { status: false, message: 'Route not found' });
  const transaction = (reference: string) => {
    const t = transactions.get(reference);
    if (!t) throw new Error(`no Paystack transaction ${reference}`);
    return t;
  };

  return {
    ...sandbox,
    publicKey,
    secretKey,
    /** What points a shop at this sandbox. */
    env: { PAYSTACK_PUBLIC_KEY: publicKey, PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_API_BASE: sandbox.url },
    transactions,
    initialized,
    refunds,
    /** Pays as the hosted page's Pay button does, without a browser: the parameters Paystack adds to the return URL. */
    payDirectly: (reference: string) => settle(transaction(reference), 'success'),
    /** The card is declined: the transaction fails (Paystack then returns to the callback URL too). */
    declineDirectly: (reference: string) => settle(transaction(reference), 'failed'),
    /** The `charge.success` webhook Paystack sends for a paid transaction, signed. */
    webhookFor(reference: string): { body: string; headers: Record<string, string> } {
      const body = JSON.stringify({ event: 'charge.success', data: transactionJson(transaction(reference)) });
      return { body, headers: { 'content-type': 'application/json', 'x-paystack-signature': createHmac('sha512', secretKey).update(body).digest('hex') } };
    },
  };
}

export type PaystackSandbox = Awaited<ReturnType<typeof startPaystackSandbox>>;
