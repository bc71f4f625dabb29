import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
/** Query values that act like passwords: a guest's `user_token` (it names the guest's cart and addresses), a mail link's `token`, a code. */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['user_token', 'token', 'code', 'password']);

/** A query parameter's name as the server reads it: percent-decoded (`user%5Ftoken` is `user_token`), `+` as space, any case. */
function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * What a request log line says: Fastify's default fields, with the values of secret query
 * parameters masked in the URL however their names are spelled. Headers, so cookies, are never logged.
 */
export function loggedRequest(request: { method: string; url: string; host?: string; ip?: string }): Record<string, string | undefined> {
  const url = request.url.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, separator: string, name: string) =>
    SECRET_PARAMS.has(paramName(name)) ? `${separator}${name}=[redacted]` : whole);
  return { method: request.method, url, host: request.host, remoteAddress: request.ip };
}

/** The header a request id arrives in (from the load balancer) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id taken from a caller: short and plain, so it cannot forge log lines or headers. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * A request's id: the load balancer's X-Request-ID when it is a plain short token (so its log and
 * ours name the same request), else a new random UUID (unique across processes, unlike Fastify's
 * default counter, which every process starts at 1).
 */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * Fields never written to a log line, at the top or up to two levels down (a logged body, error,
 * headers or nested object): passwords, tokens, codes, and the headers that carry them.
 */
const SECRET_FIELDS = ['password', 'new_password', 'current_password', 'token', 'user_token', 'code', 'authorization', 'cookie', 'set-cookie', 'secret', 'client_secret', 'refresh_token', 'access_token'];
export const REDACTED_PATHS: readonly string[] = [
  ...SECRET_FIELDS.map((field) => JSON.stringify(field)).map((quoted) => `[${quoted}]`),
  ...SECRET_FIELDS.map((field) => `*[${JSON.stringify(field)}]`),
  ...SECRET_FIELDS.map((field) => `*.*[${JSON.stringify(field)}]`),
  'req.headers', 'res.headers',
];

/**
 * Fastify's own logger (pino): one JSON object a line on stdout, each line of a request carrying
 * its `reqId`, requests as `loggedRequest` shows them, and REDACTED_PATHS censored.
 */
export function loggerOptions(level: 'info' | 'warn', stream?: { write(line: string): void }) {
  return {
    level,
    serializers: { req: loggedRequest },
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/** Answers every request with its id, so a shopper's report or a load balancer's log leads to our lines. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
