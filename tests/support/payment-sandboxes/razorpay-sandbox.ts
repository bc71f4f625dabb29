// A local Razorpay for tests, on 127.0.0.1 and a free port: the part of Razorpay's REST API the
// adapter (backend/payments/providers/razorpay-provider.ts) calls, with Razorpay's request and
// response shapes, and the hosted Payment Link page at each link's short_url.
//
//   POST /v1/payment_links                  create a Standard Payment Link
//   GET  /v1/payment_links/:id              fetch it
//   POST /v1/payment_links/:id/cancel       cancel it (only while `created`)
//   GET  /v1/payments/:id                   fetch a payment
//   POST /v1/payments/:id/refund            refund it (whole or part, never past what was paid)
//   GET  /v1/payments/:id/refunds           its refunds, newest first
//   GET  /i/:code                           the hosted page: Pay (a form) and Cancel (a link)
//   POST /i/:code/pay                       pays, then 303 to callback_url with the signed result
//
// Every /v1 call needs HTTP Basic auth with the key id and secret, as Razorpay does; errors come
// in Razorpay's shape `{ error: { code, description, source, step, reason, metadata, field? } }`.
// The callback is signed like Razorpay's: HMAC-SHA256 with the key secret over
// `link_id|reference_id|status|payment_id`; webhooks carry X-Razorpay-Signature, HMAC-SHA256 of the
// raw body with the webhook secret. Razorpay's page has no way back to the shop; this one's Cancel
// follows the `cancel_url` note the adapter leaves on the link (or history back without one).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RazorpaySandboxOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
}

export interface SandboxPaymentLink {
  id: string;
  accept_partial: boolean;
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: number;
  created_at: number;
  currency: string;
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  notes: Record<string, string>;
  notify: { sms: boolean; email: boolean };
  order_id: string;
  payments: { amount: number; created_at: number; method: string; payment_id: string; plink_id: string; status: string; updated_at: number }[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: unknown[];
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';
  updated_at: number;
  upi_link: boolean;
  user_id: string;
}

export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number;
  tax: number;
  error_code: null;
  error_description: null;
  error_source: null;
  error_step: null;
  error_reason: null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface SandboxRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: string;
}

export type RazorpayWebhookEvent = 'payment_link.paid' | 'payment.captured' | 'order.paid';

export interface RazorpaySandbox {
  /** The API base (RAZORPAY_API_BASE); hosted pages are under it too, at /i/:code. */
  url: string;
  /** What points a shop at this sandbox. */
  env: { RAZORPAY_KEY_ID: string; RAZORPAY_KEY_SECRET: string; RAZORPAY_WEBHOOK_SECRET: string; RAZORPAY_API_BASE: string };
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** A payment link as Razorpay holds it. */
  link(id: string): SandboxPaymentLink | undefined;
  /** Every payment link, oldest first. */
  links(): SandboxPaymentLink[];
  payment(id: string): SandboxPayment | undefined;
  /** Pays a link (id plink_...) without a browser: the query Razorpay puts on its callback_url. */
  payDirectly(ref: string): Record<string, string>;
  /** A signed webhook for a link, paying it first if it is not paid: `{ body, headers }` to POST. */
  webhookFor(ref: string, event?: RazorpayWebhookEvent): { body: string; headers: Record<string, string> };
  /** Razorpay also POSTs `payment_link.paid` to this URL after each payment (null: it does not). */
  setWebhookUrl(url: string | null): void;
  /** Webhooks the sandbox delivered, with the shop's answer status (0: no answer). */
  deliveries: { event: string; ref: string; status: number }[];
  /** true: every connection is dropped at once, as an unreachable host. */
  setDown(down: boolean): void;
  /** Milliseconds every /v1 call waits before it is answered. */
  setDelay(ms: number): void;
  refunds: SandboxRefund[];
  close(): Promise<void>;
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 base-62 characters. */
function newId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(14), (byte) => ID_CHARS[byte % ID_CHARS.length]).join('')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

class RazorpayError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly field?: string,
  ) {
    super(description);
  }

  body() {
    const business = this.status === 400 && this.field !== undefined;
    return {
      error: {
        code: this.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        description: this.message,
        source: business ? 'business' : 'NA',
        step: business ? 'payment_initiation' : 'NA',
        reason: business ? 'input_validation_failed' : 'NA',
        metadata: {},
        ...(this.field ? { field: this.field } : {}),
      },
    };
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function integerOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

function stringField(body: Record<string, unknown>, name: string, max: number): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new RazorpayError(400, `The ${name} must be a string.`, name);
  if (value.length > max) throw new RazorpayError(400, `The ${name} may not be greater than ${max} characters.`, name);
  return value;
}

function notesOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new RazorpayError(400, 'The notes must be an array.', 'notes');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw new RazorpayError(400, 'Number of fields in notes should be less than or equal to 15', 'notes');
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') throw new RazorpayError(400, `The notes.${key} must be a string.`, 'notes');
    if (String(note).length > 256) throw new RazorpayError(400, `The notes.${key} may not be greater than 256 characters.`, 'notes');
  }
  return Object.fromEntries(entries.map(([key, note]) => [key, String(note)]));
}

export async function startRazorpaySandbox(options: RazorpaySandboxOptions = {}): Promise<RazorpaySandbox> {
  const keyId = options.keyId ?? newId('rzp_test');
  const keySecret = options.keySecret ?? randomBytes(18).toString('base64url');
  const webhookSecret = options.webhookSecret ?? randomBytes(18).toString('base64url');
  const links = new Map<string, SandboxPaymentLink>();
  const codes = new Map<string, string>();
  const payments = new Map<string, SandboxPayment>();
  const refunds: SandboxRefund[] = [];
  const deliveries: RazorpaySandbox['deliveries'] = [];
  let down = false;
  let delay = 0;
  let webhookUrl: string | null = null;

  const server = createServer((req, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    answer(req, res).catch((error: unknown) => {
      const fault = error instanceof RazorpayError ? error : new RazorpayError(500, 'The server encountered an error. The incident has been reported to admins.');
      if (!res.headersSent) res.writeHead(fault.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fault.body()));
    });
  });
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function checkAuth(req: IncomingMessage): void {
    const header = req.headers.authorization ?? '';
    const [scheme, encoded] = header.split(' ');
    if (scheme?.toLowerCase() !== 'basic' || !encoded) throw new RazorpayError(401, 'Please provide your api key for authentication purposes.');
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const id = colon < 0 ? decoded : decoded.slice(0, colon);
    const secret = colon < 0 ? '' : decoded.slice(colon + 1);
    if (id !== keyId) throw new RazorpayError(401, 'The api key provided is invalid');
    if (secret !== keySecret) throw new RazorpayError(401, 'The api key/secret provided is invalid');
  }

  function expire(link: SandboxPaymentLink): SandboxPaymentLink {
    if (link.status === 'created' && link.expire_by > 0 && link.expire_by <= now()) {
      link.status = 'expired';
      link.expired_at = link.expire_by;
      link.updated_at = now();
    }
    return link;
  }

  function linkOf(id: string): SandboxPaymentLink {
    const link = links.get(id);
    if (!link) throw new RazorpayError(400, 'The id provided does not exist');
    return expire(link);
  }

  function paymentOf(id: string): SandboxPayment {
    const payment = payments.get(id);
    if (!payment) throw new RazorpayError(400, 'The id provided does not exist');
    return payment;
  }

  function createLink(body: Record<string, unknown>): SandboxPaymentLink {
    const amount = integerOf(body.amount);
    if (amount === null) throw new RazorpayError(400, 'The amount must be an integer.', 'amount');
    const currency = body.currency === undefined ? 'INR' : body.currency;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw new RazorpayError(400, 'The currency provided is invalid.', 'currency');
    if (amount < (currency === 'INR' ? 100 : 1)) throw new RazorpayError(400, 'The amount must be atleast INR 1.00', 'amount');
    if (body.accept_partial !== undefined && typeof body.accept_partial !== 'boolean') throw new RazorpayError(400, 'The accept partial field must be true or false.', 'accept_partial');
    const callbackUrl = stringField(body, 'callback_url', 2048);
    const callbackMethod = stringField(body, 'callback_method', 10);
    if (callbackUrl !== undefined) {
      try {
        new URL(callbackUrl);
      } catch {
        throw new RazorpayError(400, 'The callback url format is invalid.', 'callback_url');
      }
      if (callbackMethod !== 'get') throw new RazorpayError(400, 'callback_method should be passed with the value get when callback_url is passed.', 'callback_method');
    }
    const expireBy = body.expire_by === undefined ? now() + 180 * 24 * 3600 : integerOf(body.expire_by);
    if (expireBy === null || expireBy <= now()) throw new RazorpayError(400, 'expire_by should be a timestamp in the future.', 'expire_by');
    if (expireBy > now() + 181 * 24 * 3600) throw new RazorpayError(400, 'expire_by cannot be more than six months from now.', 'expire_by');
    const customer = body.customer === undefined ? {} : body.customer;
    if (typeof customer !== 'object' || customer === null || Array.isArray(customer)) throw new RazorpayError(400, 'The customer must be an array.', 'customer');
    const { name, email, contact } = customer as Record<string, unknown>;
    if (email !== undefined && (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email))) throw new RazorpayError(400, 'The email must be a valid email address.', 'customer.email');
    if (contact !== undefined && (typeof contact !== 'string' || !/^\+?\d{8,15}$/.test(contact))) throw new RazorpayError(400, 'The contact format is invalid.', 'customer.contact');
    const notify = (body.notify ?? {}) as Record<string, unknown>;
    const id = newId('plink');
    const code = randomBytes(6).toString('base64url');
    const link: SandboxPaymentLink = {
      id,
      accept_partial: body.accept_partial === true,
      amount,
      amount_paid: 0,
      callback_method: callbackMethod ?? '',
      callback_url: callbackUrl ?? '',
      cancelled_at: 0,
      created_at: now(),
      currency,
      customer: {
        ...(typeof name === 'string' ? { name } : {}),
        ...(typeof email === 'string' ? { email } : {}),
        ...(typeof contact === 'string' ? { contact } : {}),
      },
      description: stringField(body, 'description', 2048) ?? '',
      expire_by: expireBy,
      expired_at: 0,
      first_min_partial_amount: 0,
      notes: notesOf(body.notes),
      notify: { sms: notify.sms !== false, email: notify.email !== false },
      order_id: newId('order'),
      payments: null,
      reference_id: stringField(body, 'reference_id', 40) ?? '',
      reminder_enable: body.reminder_enable !== false,
      reminders: [],
      short_url: `${url}/i/${code}`,
      status: 'created',
      updated_at: now(),
      upi_link: false,
      user_id: '',
    };
    links.set(id, link);
    codes.set(code, id);
    return link;
  }

  /** The shopper pays the whole link by card: a captured payment, the link paid. */
  function pay(link: SandboxPaymentLink): SandboxPayment {
    if (link.status !== 'created') throw new RazorpayError(400, `Payment link cannot be paid in ${link.status} state`);
    const payment: SandboxPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: link.amount,
      currency: link.currency,
      status: 'captured',
      order_id: link.order_id,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: `#${link.id.slice('plink_'.length)}`,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: link.customer.email ?? 'void@razorpay.com',
      contact: link.customer.contact ?? '+919000090000',
      notes: {},
      fee: Math.round(link.amount * 0.02),
      tax: Math.round(link.amount * 0.0036),
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { auth_code: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) },
      created_at: now(),
    };
    payments.set(payment.id, payment);
    link.status = 'paid';
    link.amount_paid = link.amount;
    link.updated_at = now();
    link.payments = [{ amount: link.amount, created_at: now(), method: 'card', payment_id: payment.id, plink_id: link.id, status: 'captured', updated_at: now() }];
    if (webhookUrl) deliver(webhookUrl, link.id, 'payment_link.paid');
    return payment;
  }

  function callbackParams(link: SandboxPaymentLink): Record<string, string> {
    const paymentId = link.payments?.[0]?.payment_id ?? '';
    return {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
      razorpay_signature: hmac(keySecret, `${link.id}|${link.reference_id}|${link.status}|${paymentId}`),
    };
  }

  function refund(payment: SandboxPayment, body: Record<string, unknown>): SandboxRefund {
    if (payment.status !== 'captured' && payment.status !== 'refunded') throw new RazorpayError(400, 'The payment has not been captured');
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw new RazorpayError(400, 'The payment has been fully refunded already');
    const amount = body.amount === undefined ? left : integerOf(body.amount);
    if (amount === null || amount < 100) throw new RazorpayError(400, 'The amount must be atleast INR 1.00', 'amount');
    if (amount > left) throw new RazorpayError(400, 'The refund amount provided is greater than amount captured', 'amount');
    const made: SandboxRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesOf(body.notes),
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
    };
    refunds.push(made);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return made;
  }

  async function api(method: string, path: string, req: IncomingMessage): Promise<unknown> {
    checkAuth(req);
    const text = method === 'POST' ? await readBody(req) : '';
    let body: Record<string, unknown> = {};
    if (text.trim()) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new RazorpayError(400, 'The request body is not valid JSON.');
      }
    }
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/payment_links') return createLink(body);
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_links\/([\w-]+)$/))) return linkOf(match[1]!);
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_links\/([\w-]+)\/cancel$/))) {
      const link = linkOf(match[1]!);
      if (link.status !== 'created') throw new RazorpayError(400, `Payment link cannot be cancelled in ${link.status} state`);
      link.status = 'cancelled';
      link.cancelled_at = now();
      link.updated_at = now();
      return link;
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/payments\/([\w-]+)$/))) return paymentOf(match[1]!);
    if (method === 'POST' && (match = path.match(/^\/v1\/payments\/([\w-]+)\/refund$/))) return refund(paymentOf(match[1]!), body);
    if (method === 'GET' && (match = path.match(/^\/v1\/payments\/([\w-]+)\/refunds$/))) {
      const id = paymentOf(match[1]!).id;
      const items = refunds.filter((made) => made.payment_id === id).reverse();
      return { entity: 'collection', count: items.length, items };
    }
    throw new RazorpayError(400, 'The requested URL was not found on the server.');
  }

  function page(res: ServerResponse, status: number, title: string, content: string): void {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`);
  }

  function hostedPage(res: ServerResponse, link: SandboxPaymentLink): void {
    const amount = `${(link.amount / 100).toFixed(2)} ${link.currency}`;
    if (link.status !== 'created') {
      page(res, 200, `This payment link is ${link.status}`, `<p>${escapeHtml(link.description)}: ${escapeHtml(amount)}</p>`);
      return;
    }
    const code = new URL(link.short_url).pathname.split('/').pop()!;
    const cancel = link.notes.cancel_url
      ? `<a id="rzp-cancel" href="${escapeHtml(link.notes.cancel_url)}">Cancel</a>`
      : '<a id="rzp-cancel" href="javascript:history.back()">Cancel</a>';
    page(
      res,
      200,
      'Razorpay sandbox: pay',
      `<p id="rzp-description">${escapeHtml(link.description)}</p><p id="rzp-amount">${escapeHtml(amount)}</p>` +
        `<form method="post" action="/i/${escapeHtml(code)}/pay"><button id="rzp-pay" type="submit">Pay</button></form>${cancel}`,
    );
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    if (pathname.startsWith('/v1/')) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const result = await api(method, pathname, req);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result));
      return;
    }
    const hosted = pathname.match(/^\/i\/([\w-]+)(\/pay)?$/);
    const link = hosted ? links.get(codes.get(hosted[1]!) ?? '') : undefined;
    if (!hosted || !link) {
      page(res, 404, 'Not found', '<p>This link does not exist.</p>');
      return;
    }
    expire(link);
    if (method === 'GET' && !hosted[2]) {
      hostedPage(res, link);
      return;
    }
    if (method === 'POST' && hosted[2]) {
      await readBody(req);
      if (link.status !== 'created') {
        hostedPage(res, link);
        return;
      }
      pay(link);
      if (!link.callback_url) {
        page(res, 200, 'Payment successful', `<p>${escapeHtml(link.description)}</p>`);
        return;
      }
      const target = new URL(link.callback_url);
      for (const [name, value] of Object.entries(callbackParams(link))) target.searchParams.set(name, value);
      res.writeHead(303, { location: target.toString() });
      res.end();
      return;
    }
    page(res, 405, 'Method not allowed', '');
  }

  function webhookFor(ref: string, event: RazorpayWebhookEvent = 'payment_link.paid') {
    const link = linkOf(ref);
    if (link.status === 'created') pay(link);
    const paymentId = link.payments?.[0]?.payment_id;
    if (!paymentId) throw new Error(`Payment link ${ref} is ${link.status}: no payment to report.`);
    const payment = paymentOf(paymentId);
    const order = {
      amount: link.amount,
      amount_due: 0,
      amount_paid: link.amount_paid,
      attempts: 1,
      created_at: link.created_at,
      currency: link.currency,
      entity: 'order',
      id: link.order_id,
      notes: link.notes,
      offer_id: null,
      receipt: link.reference_id,
      status: 'paid',
    };
    const payload: Record<string, unknown> = { payment: { entity: payment } };
    if (event !== 'payment.captured') payload.order = { entity: order };
    if (event === 'payment_link.paid') payload.payment_link = { entity: link };
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_SandboxAccount01', event, contains: Object.keys(payload), payload, created_at: now() });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(webhookSecret, body),
        'x-razorpay-event-id': newId('evt').slice('evt_'.length),
      },
    };
  }

  function deliver(target: string, ref: string, event: RazorpayWebhookEvent): void {
    const { body, headers } = webhookFor(ref, event);
    const record = { event, ref, status: 0 };
    deliveries.push(record);
    void fetch(target, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) }).then(
      (answer) => {
        record.status = answer.status;
      },
      () => undefined,
    );
  }

  return {
    url,
    env: { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_BASE: url },
    keyId,
    keySecret,
    webhookSecret,
    link: (id) => links.get(id),
    links: () => [...links.values()],
    payment: (id) => payments.get(id),
    payDirectly(ref) {
      const link = linkOf(ref);
      pay(link);
      return callbackParams(link);
    },
    webhookFor,
    setWebhookUrl(target) {
      webhookUrl = target;
    },
    deliveries,
    setDown(value) {
      down = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    setDelay(ms) {
      delay = ms;
    },
    refunds,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
