// A local PayPal for tests, on 127.0.0.1 and a free port: the part of PayPal's REST API the
// adapter uses (OAuth2 client credentials, Orders v2 create / show / capture, captures refund,
// verify-webhook-signature), with PayPal's request and response shapes, its error answers
// ({name, message, debug_id, details: [{issue, description}]}), PayPal-Request-Id idempotency, and
// a hosted approval page (Pay, Cancel). Webhooks are signed PayPal's way (SHA256withRSA over
// transmission id | time | webhook id | CRC32 of the body) and checked by its own
// verify-webhook-signature endpoint, which only knows its own key.
import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

export interface PaypalSandboxOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
}

interface Money {
  currency_code: string;
  value: string;
}

export interface SandboxCapture {
  id: string;
  status: 'COMPLETED' | 'REFUNDED';
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  create_time: string;
}

export interface SandboxOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  amount: Money;
  customId?: string;
  invoiceId?: string;
  description?: string;
  returnUrl: string;
  cancelUrl: string;
  email?: string;
  payerId?: string;
  capture?: SandboxCapture;
  createTime: string;
}

/** What the Orders API reads of a create-order request (PayPal's snake_case JSON, unchecked). */
interface OrderRequestBody {
  intent?: unknown;
  purchase_units?: { amount?: Partial<Money>; custom_id?: unknown; invoice_id?: unknown; description?: unknown }[];
  payment_source?: { paypal?: { email_address?: string; experience_context?: ExperienceContext } };
  application_context?: ExperienceContext;
}

interface ExperienceContext {
  return_url?: unknown;
  cancel_url?: unknown;
}

export interface SandboxRefund {
  id: string;
  captureId: string;
  amount: Money;
}

export interface PaypalSandbox {
  url: string;
  /** What points a shop at this sandbox. */
  env: { PAYPAL_CLIENT_ID: string; PAYPAL_CLIENT_SECRET: string; PAYPAL_ENVIRONMENT: string; PAYPAL_WEBHOOK_ID: string; PAYPAL_API_BASE: string };
  orders: ReadonlyMap<string, SandboxOrder>;
  refunds: SandboxRefund[];
  /** Access tokens issued so far. */
  tokensIssued(): number;
  /** Every API request received, as "METHOD /path". */
  requests: string[];
  /** The shopper approves on PayPal's page: the query of the return URL PayPal sends the browser to. */
  payDirectly(orderId: string): Record<string, string>;
  /** The shopper cancels on PayPal's page: the query of the cancel URL. */
  cancelDirectly(orderId: string): Record<string, string>;
  /**
   * A signed webhook PayPal would POST for the order: PAYMENT.CAPTURE.COMPLETED once captured,
   * CHECKOUT.ORDER.APPROVED once approved (throws before). With `eventType`, that event whatever
   * the order's state (a capture event for an uncaptured order carries a capture PayPal never made).
   */
  webhookFor(orderId: string, eventType?: string): { body: string; headers: Record<string, string> };
  /** Down: every request is answered 503 SERVICE_UNAVAILABLE. */
  setDown(down: boolean): void;
  /** Milliseconds every answer waits. */
  setDelay(ms: number): void;
  /** PayPal-Request-Id keys are kept for a while only; this forgets them all. */
  forgetRequestIds(): void;
  close(): Promise<void>;
}

/** Currencies PayPal takes, and those it takes without decimals (developer.paypal.com/api/rest/reference/currency-codes). */
const CURRENCIES = new Set(['AUD', 'BRL', 'CAD', 'CNY', 'CZK', 'DKK', 'EUR', 'HKD', 'HUF', 'ILS', 'INR', 'JPY', 'MYR', 'MXN', 'TWD', 'NZD', 'NOK', 'PHP', 'PLN', 'GBP', 'SGD', 'SEK', 'CHF', 'THB', 'USD']);
const NO_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);

/** PayPal's ids: 17 upper-case letters and digits. */
function paypalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(17)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

class PaypalError extends Error {
  constructor(readonly status: number, readonly body: Record<string, unknown>) {
    super(String(body.name ?? body.error));
  }
}

const MESSAGES: Record<number, [string, string]> = {
  400: ['INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: ['UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.'],
};

function fault(status: 400 | 404 | 422, issue: string, description: string, field?: string): PaypalError {
  const [name, message] = MESSAGES[status]!;
  return new PaypalError(status, {
    name,
    message,
    debug_id: randomBytes(7).toString('hex'),
    details: [{ ...(field ? { field, location: 'body' } : {}), issue, description }],
    links: [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link', method: 'GET' }],
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

export async function startPaypalSandbox(options: PaypalSandboxOptions = {}): Promise<PaypalSandbox> {
  const clientId = options.clientId ?? `sandbox-client-${randomBytes(6).toString('hex')}`;
  const clientSecret = options.clientSecret ?? `sandbox-secret-${randomBytes(12).toString('hex')}`;
  const webhookId = options.webhookId ?? paypalId();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokens = new Map<string, number>();
  const orders = new Map<string, SandboxOrder>();
  const captures = new Map<string, { order: SandboxOrder; capture: SandboxCapture }>();
  const refunds: SandboxRefund[] = [];
  const requests: string[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let issued = 0;
  let down = false;
  let delay = 0;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const certUrl = `${url}/v1/notifications/certs/CERT-360caa42-sandbox`;

  const links = (order: SandboxOrder) => [
    { href: `${url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ...(order.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `${url}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }] : []),
    ...(order.status === 'CREATED' ? [{ href: `${url}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }] : []),
    ...(order.status === 'APPROVED' ? [{ href: `${url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }] : []),
  ];

  const captureJson = (capture: SandboxCapture, order: SandboxOrder) => ({
    ...capture,
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    supplementary_data: { related_ids: { order_id: order.id } },
    update_time: capture.create_time,
    links: [
      { href: `${url}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${url}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${url}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
  });

  const orderJson = (order: SandboxOrder, minimal: boolean) => {
    if (minimal) return { id: order.id, status: order.status, links: links(order) };
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      create_time: order.createTime,
      payment_source: { paypal: { ...(order.email ? { email_address: order.email } : {}), ...(order.payerId ? { account_id: order.payerId, account_status: 'VERIFIED' } : {}) } },
      purchase_units: [{
        reference_id: 'default',
        amount: order.amount,
        payee: { email_address: 'merchant@example.test', merchant_id: 'SANDBOXMERCHANT1' },
        ...(order.description ? { description: order.description } : {}),
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
        ...(order.capture ? { payments: { captures: [captureJson(order.capture, order)] } } : {}),
      }],
      ...(order.payerId ? { payer: { name: { given_name: 'Sandbox', surname: 'Buyer' }, email_address: order.email ?? 'buyer@example.test', payer_id: order.payerId } } : {}),
      links: links(order),
    };
  };

  const findOrder = (id: string) => {
    const order = orders.get(id);
    if (!order) throw fault(404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist. Please check the resource ID and try again.');
    return order;
  };

  const checkAmount = (amount: Partial<Money> | undefined, field: string): Money => {
    const currency = amount?.currency_code ?? '';
    const value = amount?.value ?? '';
    if (!/^[A-Z]{3}$/.test(currency)) throw fault(400, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', `${field}/currency_code`);
    if (!CURRENCIES.has(currency)) throw fault(422, 'CURRENCY_NOT_SUPPORTED', 'Currency code is not currently supported.', `${field}/currency_code`);
    if (!/^\d{1,10}(\.\d+)?$/.test(value)) throw fault(400, 'INVALID_PARAMETER_SYNTAX', 'The value of a field does not conform to the expected format.', `${field}/value`);
    if ((value.split('.')[1] ?? '').length > (NO_DECIMALS.has(currency) ? 0 : 2)) {
      throw fault(422, 'DECIMAL_PRECISION', 'If the currency supports decimals, only two decimal place precision is supported.', `${field}/value`);
    }
    if (Number(value) <= 0) throw fault(422, 'CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.', `${field}/value`);
    return { currency_code: currency, value };
  };

  const createOrder = (body: OrderRequestBody): SandboxOrder => {
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') throw fault(400, 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.', '/intent');
    const unit = Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined;
    if (!unit || body.purchase_units?.length !== 1) throw fault(400, 'INVALID_ARRAY_MAX_ITEMS', 'The number of items in an array parameter is too large.', '/purchase_units');
    const amount = checkAmount(unit.amount, '/purchase_units/@reference_id==\'default\'/amount');
    const wallet = body.payment_source?.paypal;
    const context = wallet?.experience_context ?? body.application_context ?? {};
    const returnUrl = context.return_url;
    const cancelUrl = context.cancel_url;
    for (const [name, value] of [['return_url', returnUrl], ['cancel_url', cancelUrl]] as const) {
      if (typeof value !== 'string' || !URL.canParse(value)) throw fault(400, 'INVALID_PARAMETER_SYNTAX', 'The value of a field does not conform to the expected format.', `/payment_source/paypal/experience_context/${name}`);
    }
    const email = wallet?.email_address;
    if (email !== undefined && (typeof email !== 'string' || email.length > 254 || !/^[^\s@"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email))) {
      throw fault(400, 'INVALID_PARAMETER_SYNTAX', 'The value of a field does not conform to the expected format.', '/payment_source/paypal/email_address');
    }
    for (const name of ['custom_id', 'invoice_id'] as const) {
      const value = unit[name];
      if (value !== undefined && (typeof value !== 'string' || value.length > 127)) throw fault(400, 'INVALID_STRING_MAX_LENGTH', 'The value of a field is too long.', `/purchase_units/0/${name}`);
    }
    const order: SandboxOrder = {
      id: paypalId(),
      intent: String(body.intent),
      status: wallet ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      amount,
      customId: unit.custom_id as string | undefined,
      invoiceId: unit.invoice_id as string | undefined,
      description: typeof unit.description === 'string' ? unit.description : undefined,
      returnUrl: returnUrl as string,
      cancelUrl: cancelUrl as string,
      email: wallet?.email_address,
      createTime: new Date().toISOString(),
    };
    orders.set(order.id, order);
    return order;
  };

  const capture = (order: SandboxOrder): SandboxCapture => {
    if (order.status === 'COMPLETED') throw fault(422, 'ORDER_ALREADY_CAPTURED', 'Order already captured.If \'intent=CAPTURE\' only one capture per order is allowed.');
    if (order.status !== 'APPROVED') throw fault(422, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment. Please redirect the payer to the \'rel\':\'approve\' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.');
    if (order.invoiceId && [...captures.values()].some((known) => known.capture.invoice_id === order.invoiceId)) {
      throw fault(422, 'DUPLICATE_INVOICE_ID', 'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.');
    }
    const made: SandboxCapture = { id: paypalId(), status: 'COMPLETED', amount: order.amount, custom_id: order.customId, invoice_id: order.invoiceId, create_time: new Date().toISOString() };
    order.capture = made;
    order.status = 'COMPLETED';
    captures.set(made.id, { order, capture: made });
    return made;
  };

  const refund = (captureId: string, body: { amount?: Partial<Money> }): SandboxRefund => {
    const found = captures.get(captureId);
    if (!found) throw fault(404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist. Please check the resource ID and try again.');
    if (found.capture.status === 'REFUNDED') throw fault(422, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    const amount = body.amount ? checkAmount(body.amount, '/amount') : found.capture.amount;
    if (amount.currency_code !== found.capture.amount.currency_code || amount.value !== found.capture.amount.value) {
      throw fault(422, 'PARTIAL_REFUND_NOT_ALLOWED', 'This sandbox refunds captures in full only.');
    }
    found.capture.status = 'REFUNDED';
    const made = { id: paypalId(), captureId, amount };
    refunds.push(made);
    return made;
  };

  const approve = (id: string): SandboxOrder => {
    const order = findOrder(id);
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      order.status = 'APPROVED';
      order.payerId = paypalId().slice(0, 13);
    }
    return order;
  };
  const returnParams = (order: SandboxOrder) => ({ token: order.id, PayerID: order.payerId ?? '' });

  const transmissionSigned = (transmissionId: string, time: string, body: string) =>
    `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8')) >>> 0}`;

  const verifyWebhook = (body: Record<string, unknown>) => {
    const event = body.webhook_event;
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
    const missing = fields.find((name) => typeof body[name] !== 'string' || body[name] === '');
    if (missing || typeof event !== 'object' || event === null) throw fault(400, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.', `/${missing ?? 'webhook_event'}`);
    if (body.webhook_id !== webhookId || body.auth_algo !== 'SHA256withRSA' || body.cert_url !== certUrl) return 'FAILURE';
    const verifier = createVerify('RSA-SHA256');
    verifier.update(transmissionSigned(String(body.transmission_id), String(body.transmission_time), JSON.stringify(event)));
    return verifier.verify(publicKey, String(body.transmission_sig), 'base64') ? 'SUCCESS' : 'FAILURE';
  };

  const bearer = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      throw new PaypalError(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.', debug_id: randomBytes(7).toString('hex'), links: [] });
    }
    const expiry = tokens.get(header.slice(7));
    if (expiry === undefined || expiry < Date.now()) throw new PaypalError(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
  };

  const issueToken = (req: IncomingMessage, form: URLSearchParams) => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) throw new PaypalError(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (form.get('grant_type') !== 'client_credentials') throw new PaypalError(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const token = `A21AA${randomBytes(32).toString('base64url')}`;
    tokens.set(token, Date.now() + 32_400_000);
    issued++;
    return { scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund', access_token: token, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}` };
  };

  /** PayPal-Request-Id: the same key answers the first answer again, without doing anything twice. */
  const once = (req: IncomingMessage, scope: string, work: () => { status: number; body: unknown }) => {
    const key = req.headers['paypal-request-id'];
    if (typeof key !== 'string') return work();
    const remembered = idempotent.get(`${scope}:${key}`);
    if (remembered) return remembered;
    const answer = work();
    idempotent.set(`${scope}:${key}`, answer);
    return answer;
  };

  const minimal = (req: IncomingMessage) => !/return=representation/.test(String(req.headers.prefer ?? ''));

  async function api(req: IncomingMessage, path: string, raw: string): Promise<{ status: number; body: unknown }> {
    const method = req.method ?? 'GET';
    requests.push(`${method} ${path}`);
    if (method === 'POST' && path === '/v1/oauth2/token') return { status: 200, body: issueToken(req, new URLSearchParams(raw)) };
    bearer(req);
    let body: Record<string, unknown> = {};
    if (method === 'POST' && raw !== '') {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        throw fault(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
      }
    }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      return once(req, path, () => {
        return { status: 201, body: orderJson(createOrder(body as OrderRequestBody), minimal(req)) };
      });
    }
    const orderPath = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (orderPath && method === 'GET' && !orderPath[2]) return { status: 200, body: orderJson(findOrder(orderPath[1]!), false) };
    if (orderPath && method === 'POST' && orderPath[2]) {
      return once(req, path, () => {
        const order = findOrder(orderPath[1]!);
        capture(order);
        return { status: 201, body: orderJson(order, minimal(req)) };
      });
    }
    const refundPath = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
    if (refundPath && method === 'POST') {
      return once(req, path, () => {
        const made = refund(refundPath[1]!, body as { amount?: Partial<Money> });
        return { status: 201, body: { id: made.id, status: 'COMPLETED', links: [{ href: `${url}/v2/payments/refunds/${made.id}`, rel: 'self', method: 'GET' }, { href: `${url}/v2/payments/captures/${made.captureId}`, rel: 'up', method: 'GET' }] } };
      });
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') return { status: 200, body: { verification_status: verifyWebhook(body) } };
    throw fault(404, 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist. Please check the resource ID and try again.');
  }

  /** PayPal's approval page: the order's amount, Pay (approves and goes back to the shop) and Cancel. */
  function hostedPage(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, raw: string): void {
    const order = orders.get((req.method === 'POST' ? new URLSearchParams(raw).get('token') : query.get('token')) ?? '');
    if (!order || order.status === 'COMPLETED') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>PayPal</title><p>This payment is no longer available.</p>');
      return;
    }
    if (req.method === 'POST' && path === '/checkoutnow/pay') {
      approve(order.id);
      res.writeHead(303, { location: withQuery(order.returnUrl, returnParams(order)) }).end();
      return;
    }
    const amount = `${order.amount.value} ${order.amount.currency_code}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PayPal Checkout (sandbox)</title></head>
<body><main><h1>Pay with PayPal</h1><p>${escapeHtml(order.description ?? 'Your order')}: <strong id="amount">${escapeHtml(amount)}</strong></p>
<form method="post" action="/checkoutnow/pay"><input type="hidden" name="token" value="${order.id}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(withQuery(order.cancelUrl, { token: order.id }))}">Cancel and return to the shop</a></p></main></body></html>`);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      setTimeout(() => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { pathname, searchParams } = new URL(req.url ?? '/', url);
        if (down) {
          res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.', debug_id: randomBytes(7).toString('hex') }));
          return;
        }
        if (pathname.startsWith('/checkoutnow')) {
          hostedPage(req, res, pathname, searchParams, raw);
          return;
        }
        api(req, pathname, raw).then(
          ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(7).toString('hex') }).end(JSON.stringify(body)),
          (error: unknown) => {
            const answer = error instanceof PaypalError ? error : new PaypalError(500, { name: 'INTERNAL_SERVER_ERROR', message: String(error), debug_id: randomBytes(7).toString('hex') });
            res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
          },
        );
      }, delay);
    });
  });

  return {
    url,
    env: { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_WEBHOOK_ID: webhookId, PAYPAL_API_BASE: url },
    orders,
    refunds,
    requests,
    tokensIssued: () => issued,
    payDirectly(orderId) {
      const order = approve(orderId);
      return Object.fromEntries(new URL(withQuery(order.returnUrl, returnParams(order))).searchParams);
    },
    cancelDirectly(orderId) {
      const order = findOrder(orderId);
      return Object.fromEntries(new URL(withQuery(order.cancelUrl, { token: order.id })).searchParams);
    },
    webhookFor(orderId, eventType) {
      const order = findOrder(orderId);
      if (!eventType && !order.capture && order.status !== 'APPROVED') throw new Error(`PayPal sends no payment event for order ${orderId}: the shopper has not approved it`);
      const type = eventType ?? (order.capture ? 'PAYMENT.CAPTURE.COMPLETED' : 'CHECKOUT.ORDER.APPROVED');
      const resource = type.startsWith('PAYMENT.CAPTURE.')
        ? captureJson(order.capture ?? { id: paypalId(), status: 'COMPLETED', amount: order.amount, create_time: new Date().toISOString() }, order)
        : orderJson(order, false);
      const body = JSON.stringify({
        id: `WH-${paypalId()}-${paypalId()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: type.startsWith('PAYMENT.CAPTURE.') ? 'capture' : 'checkout-order',
        resource_version: '2.0',
        event_type: type,
        summary: `Event ${type}`,
        resource,
        links: [],
      });
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const signer = createSign('RSA-SHA256');
      signer.update(transmissionSigned(transmissionId, time, body));
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': certUrl,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signer.sign(privateKey, 'base64'),
          'paypal-transmission-time': time,
        },
      };
    },
    setDown(value) {
      down = value;
    },
    setDelay(ms) {
      delay = ms;
    },
    forgetRequestIds() {
      idempotent.clear();
    },
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}
