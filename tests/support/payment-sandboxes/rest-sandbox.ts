// What the Paystack and Flutterwave sandboxes share: a node:http server on 127.0.0.1 and a free
// port whose routes a sandbox declares, JSON bodies in and out, the controls every payment sandbox
// offers (down, slow), and the plain hosted payment page with its Pay button and Cancel link.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type SandboxAnswer =
  | { status: number; json: unknown }
  | { status: number; html: string }
  | { redirect: string };

export interface SandboxRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (or urlencoded form, as an object of strings); undefined when empty or unreadable. */
  body: unknown;
}

export type SandboxRoutes = (request: SandboxRequest) => SandboxAnswer | undefined;

export interface RestSandbox {
  url: string;
  /** true: every connection is refused (reset) as by a provider that is down; 503: answered 503 instead. */
  setDown(down: boolean | 503): void;
  /** Every answer waits this long first. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, answer: SandboxAnswer): void {
  if ('redirect' in answer) {
    response.writeHead(303, { Location: answer.redirect }).end();
  } else if ('json' in answer) {
    response.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.json));
  } else {
    response.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.html);
  }
}

/** `routes` answers a request, or undefined for a path the provider does not have (404 `notFound`). */
export async function startRestSandbox(routes: SandboxRoutes, notFound: unknown): Promise<RestSandbox> {
  let down: boolean | 503 = false;
  let delay = 0;
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (response.destroyed) return;
      if (down === 503) return send(response, { status: 503, html: '<h1>503 Service Unavailable</h1>' });
      const url = new URL(request.url ?? '/', 'http://sandbox');
      const answer = routes({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: request.headers, body });
      send(response, answer ?? { status: 404, json: notFound });
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  server.on('connection', (socket) => {
    if (down === true) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    setDown(next) {
      down = next;
      // Kept-alive connections from before would still be answered: a provider that goes down drops them.
      if (next === true) for (const socket of sockets) socket.destroy();
    },
    setDelay(ms) {
      delay = ms;
    },
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}

/** The secret of the `Authorization: Bearer <secret>` header a request carries, or undefined. */
export function bearerOf(request: SandboxRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The provider's hosted payment page: what is paid, a form whose "Pay" button POSTs to `payPath`,
 * and a "Cancel" link.
 */
export function hostedPage(provider: string, what: { amount: string; currency: string; email: string }, payPath: string, cancelHref: string): SandboxAnswer {
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(provider)} sandbox checkout</title></head><body>
<h1>${escapeHtml(provider)} sandbox checkout</h1>
<p>Pay <strong data-testid="amount">${escapeHtml(what.amount)} ${escapeHtml(what.currency)}</strong> as ${escapeHtml(what.email)}</p>
<form method="post" action="${escapeHtml(payPath)}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(cancelHref)}">Cancel</a></p>
</body></html>`,
  };
}

/** `base` with `params` added to its query (keeping the query it has). */
export function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
