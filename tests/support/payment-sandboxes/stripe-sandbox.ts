// A local stand-in for the part of Stripe's REST API the Stripe adapter uses (issue 16), on
// loopback: Checkout Sessions (create, retrieve), Refunds (create), the hosted payment page, and
// webhooks signed the way Stripe signs them (Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256 of
// "<t>.<raw body>" under the endpoint's secret). Requests are checked for the secret key as Stripe
// checks it (Authorization: Bearer sk_...), bodies are form-encoded as Stripe takes them, errors
// come in Stripe's `{error: {type, code, message}}` shape. The official library does the real HTTP.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeSandboxSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  livemode: false;
}

export interface StripeSandbox {
  url: string;
  /** What points a shop at this sandbox. */
  env: Record<string, string>;
  sessions: Map<string, StripeSandboxSession>;
  /** Refunds made, in order. */
  refunds: { id: string; payment_intent: string; amount: number; currency: string }[];
  /** How many API calls (not page views) reached the sandbox. */
  calls: number;
  /** Pays a session without a browser; answers the query parameters Stripe puts on the return URL. */
  payDirectly(sessionId: string): Record<string, string>;
  /** A signed webhook for the session (checkout.session.completed unless said otherwise). */
  webhookFor(sessionId: string, options?: { type?: string; secret?: string; session?: Partial<StripeSandboxSession> }): { body: string; headers: Record<string, string> };
  /** Refuses every API call (connection closed) while true. */
  setDown(down: boolean): void;
  /** Waits this long before answering each API call. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function stripeError(res: ServerResponse, status: number, type: string, message: string, code?: string): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Stripe's webhook signature header for `body` at `time`. */
export function stripeSignature(body: string, secret: string, time = Math.floor(Date.now() / 1000)): string {
  return `t=${time},v1=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeSandbox(options: { secretKey?: string; webhookSecret?: string } = {}): Promise<StripeSandbox> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, StripeSandboxSession>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: StripeSandbox['refunds'] = [];
  const refundsByKey = new Map<string, unknown>();
  let down = false;
  let delay = 0;
  let base = '';

  const pay = (session: StripeSandboxSession) => {
    if (session.status === 'open') Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  };

  const api = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    sandbox.calls++;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (req.headers.authorization !== `Bearer ${secretKey}`) return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
    const form = new URLSearchParams(req.method === 'POST' ? await readBody(req) : '');
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      const again = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (again) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sessions.get(again)));
      const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
      const currency = form.get('line_items[0][price_data][currency]');
      const success = form.get('success_url');
      const cancel = form.get('cancel_url');
      if (form.get('mode') !== 'payment' || !Number.isInteger(amount) || amount < 1 || !currency || !success || !cancel) {
        return stripeError(res, 400, 'invalid_request_error', 'Missing required param.', 'parameter_missing');
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const sessionId = id('cs');
      const session: StripeSandboxSession = {
        id: sessionId, object: 'checkout.session', amount_total: amount * quantity, currency, client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'), locale: form.get('locale'), metadata, mode: 'payment', payment_intent: null,
        payment_status: 'unpaid', status: 'open', success_url: success, cancel_url: cancel, url: `${base}/c/pay/${sessionId}`,
        created: Math.floor(Date.now() / 1000), livemode: false,
      };
      sessions.set(sessionId, session);
      if (typeof key === 'string') byIdempotencyKey.set(key, sessionId);
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(session));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) return stripeError(res, 404, 'invalid_request_error', `No such checkout.session: '${retrieve[1]}'`, 'resource_missing');
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(session));
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const key = req.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (earlier) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(earlier));
      const intent = form.get('payment_intent');
      const session = [...sessions.values()].find((s) => s.payment_intent !== null && s.payment_intent === intent);
      if (!session) return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${intent}'`, 'resource_missing');
      const amount = form.has('amount') ? Number(form.get('amount')) : session.amount_total;
      const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
      if (amount + refunded > session.amount_total) return stripeError(res, 400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge.', 'amount_too_large');
      const refund = { id: id('re'), payment_intent: intent!, amount, currency: session.currency };
      refunds.push(refund);
      const answer = { ...refund, object: 'refund', status: 'succeeded', created: Math.floor(Date.now() / 1000) };
      // Stripe answers a repeated Idempotency-Key with the first result.
      if (typeof key === 'string') refundsByKey.set(key, answer);
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
  };

  /** The hosted page: the amount, a Pay button (posts back here) and a Cancel link. */
  const page = async (req: IncomingMessage, res: ServerResponse, sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) return res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
    if (req.method === 'POST') return res.writeHead(303, { location: pay(session) }).end();
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe sandbox checkout</title></head>
<body><h1>Pay ${escapeHtml(amount)}</h1><form method="post" action="/c/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
<a href="${escapeHtml(session.cancel_url)}">Cancel</a></body></html>`);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const hosted = /^\/c\/pay\/([^/]+)$/.exec(path);
    const work = hosted ? page(req, res, decodeURIComponent(hosted[1]!)) : down ? Promise.resolve(void res.socket?.destroy()) : api(req, res, path);
    work.catch(() => (res.headersSent ? res.end() : stripeError(res, 500, 'api_error', 'sandbox fault')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sandbox: StripeSandbox = {
    url: base,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: `pk_test_${randomBytes(12).toString('hex')}`, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: base },
    sessions,
    refunds,
    calls: 0,
    payDirectly(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      return Object.fromEntries(new URL(pay(session)).searchParams);
    },
    webhookFor(sessionId, o = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const type = o.type ?? 'checkout.session.completed';
      const body = JSON.stringify({
        id: id('evt'), object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type,
        data: { object: { ...session, ...o.session } }, pending_webhooks: 1, request: { id: null, idempotency_key: null },
      });
      return { body, headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, o.secret ?? webhookSecret) } };
    },
    setDown(value) { down = value; },
    setDelay(ms) { delay = ms; },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  return sandbox;
}
