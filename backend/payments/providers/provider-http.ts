/**
 * What the adapters that speak a provider's REST API over fetch share (Paystack, which publishes
 * no official Node library, and Flutterwave, whose library phones home: decision 0014): one call
 * with a deadline whose transport failures, faults and unreadable answers all become
 * ProviderUnavailable, and a constant-time comparison for secrets and signatures.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ProviderUnavailable } from '../payment-provider';

/** How long a call without the caller's own signal (return checks, webhooks, refunds) may take. */
export const PROVIDER_CALL_TIMEOUT_MS = 10_000;

/** A provider's JSON answer to a call it did answer (any 2xx-4xx status); faults never get here. */
export interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface ProviderCall {
  method: 'GET' | 'POST';
  /** Path below the API base, starting with '/'. */
  path: string;
  /** `Authorization: Bearer <secret>`: how both providers take their secret key. */
  bearer: string;
  json?: unknown;
  /** The caller's deadline (order/action's 10 s); without one, PROVIDER_CALL_TIMEOUT_MS. */
  signal?: AbortSignal;
}

/**
 * Calls `base + path` and reads its JSON. Unreachable, aborted, later than the deadline, a 5xx or
 * 429, or an answer that is not a JSON object: ProviderUnavailable (nothing is known to have
 * happened). A 4xx is the provider's own refusal and is handed back for the adapter to read.
 */
export async function callProvider(provider: string, base: string, call: ProviderCall): Promise<ProviderAnswer> {
  const deadline = AbortSignal.timeout(PROVIDER_CALL_TIMEOUT_MS);
  const signal = call.signal ? AbortSignal.any([call.signal, deadline]) : deadline;
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers: {
        Authorization: `Bearer ${call.bearer}`,
        Accept: 'application/json',
        ...(call.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: call.json === undefined ? undefined : JSON.stringify(call.json),
      signal,
      redirect: 'error',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const why = signal.aborted ? 'no answer in time' : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new ProviderUnavailable(`${provider}: ${call.method} ${call.path}: ${why}`);
  }
  if (status >= 500 || status === 429) throw new ProviderUnavailable(`${provider}: ${call.method} ${call.path} answered ${status}`);
  const body = parseObject(text);
  if (!body) throw new ProviderUnavailable(`${provider}: ${call.method} ${call.path} answered ${status} without a JSON object`);
  return { status, body };
}

/** `callProvider` bound to one provider's API base and secret key. */
export function providerClient(provider: string, base: string, secretKey: string): (call: Omit<ProviderCall, 'bearer'>) => Promise<ProviderAnswer> {
  return (call) => callProvider(provider, base, { ...call, bearer: secretKey });
}

/** The id of the object a provider made (`data.id`, e.g. a refund's) when it says it succeeded; else an Error with its refusal. */
export function createdId(provider: string, what: string, answer: ProviderAnswer, succeeded: boolean): string {
  const id = succeeded ? idOf(asRecord(answer.body.data)?.id) : null;
  if (id === null) throw new Error(`${provider}: ${what} refused: ${refusalOf(answer)}`);
  return id;
}

/** A webhook's event name (`event`, both providers) and its `data` object, read from the raw body once its credential passed. */
export function webhookEvent(rawBody: Buffer): { type: string; data: Record<string, unknown> | null } {
  const event = parseObject(rawBody.toString('utf8'));
  return { type: typeof event?.event === 'string' ? event.event : '', data: asRecord(event?.data) };
}

/** A JSON object, or null for anything else (an array, a string, malformed text). */
export function parseObject(text: string): Record<string, unknown> | null {
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return null;
  }
}

export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The provider's text for a refusal (both providers answer `{message}`), for the log. */
export function refusalOf(answer: ProviderAnswer): string {
  return typeof answer.body.message === 'string' ? answer.body.message : `status ${answer.status}`;
}

/**
 * Whether a secret or signature someone sent equals the expected one, in time that does not
 * depend on where they differ (both are hashed first, so their lengths leak nothing either).
 */
export function sameSecret(sent: string | undefined, expected: string): boolean {
  if (sent === undefined || sent === '') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** A `*_API_BASE` setting or the provider's live API, without a trailing slash; refused unless http(s). */
export function apiBase(setting: string | undefined, live: string): string {
  const base = setting?.trim() || live;
  const url = new URL(base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${base} is not an http(s) URL`);
  return base.replace(/\/+$/, '');
}

/** An environment value with blanks trimmed; undefined when unset or empty. */
export function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** A provider's id (a number or a string in its JSON) as text; null when absent. */
export function idOf(value: unknown): string | null {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '') ? String(value) : null;
}
