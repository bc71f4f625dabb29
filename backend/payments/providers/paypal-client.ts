/**
 * The official PayPal server SDK (@paypal/paypal-server-sdk), wired for the PayPal adapter: its
 * client pointed at PAYPAL_API_BASE when set, one OAuth2 token shared by the SDK and our one
 * direct call, and PayPal's answers turned into the payment port's errors.
 */
import { createRequire } from 'node:module';
import type { Client, ClientCredentialsAuthManager, OAuthToken } from '@paypal/paypal-server-sdk';
import { ProviderUnavailable } from '../payment-provider';

type PaypalSdk = typeof import('@paypal/paypal-server-sdk');
type RequestBuilderFactory = ReturnType<Client['getRequestBuilderFactory']>;
type ClientConfig = ConstructorParameters<typeof Client>[0];

const require = createRequire(import.meta.url);
let sdk: PaypalSdk | undefined;
/**
 * The SDK, loaded when a shop with PayPal keys connects (`connectPaypal`) rather than whenever the
 * server starts: it is about 0.6 s of CPU, and most shops run without PayPal keys (decision 0028).
 */
export const paypalSdk = (): PaypalSdk => (sdk ??= require('@paypal/paypal-server-sdk') as PaypalSdk);

/**
 * The SDK knows only two environments (api-m.paypal.com and api-m.sandbox.paypal.com) and keeps
 * its base-URI function private. Its request builders take interceptors, though (the SDK adds its
 * own user agent that way), and every controller, the OAuth2 token one included, gets its
 * builders from `getRequestBuilderFactory()`: so this client adds one interceptor there that swaps
 * the environment's origin for `apiBase`, path and query kept. Nothing else of the SDK changes.
 */
function rebasedClient(config: ClientConfig, apiBase: string): Client {
  const base = apiBase.replace(/\/+$/, '');
  class RebasedClient extends paypalSdk().Client {
    override getRequestBuilderFactory(): RequestBuilderFactory {
      const factory = super.getRequestBuilderFactory();
      return (...args) => {
        const builder = factory(...args);
        builder.interceptRequest((request) => {
          const url = new URL(request.url);
          return { ...request, url: `${base}${url.pathname}${url.search}` };
        });
        return builder;
      };
    }
  }
  return new RebasedClient(config);
}

/** What the SDK's token hook answers after a failed token request: expired, so the next call asks again. */
const EXPIRED: OAuthToken = { accessToken: '', tokenType: 'Bearer', expiry: 0n };

/**
 * The client-credentials token (POST /v1/oauth2/token, done by the SDK's own token manager), kept
 * once for the SDK's calls and ours. Given to the SDK as its token provider, which also fixes one
 * trap: the SDK keeps the last token request's promise, so one failed request (PayPal down) would
 * fail every later call of that client; here a failure answers an expired token instead, the call
 * fails as unavailable, and the next call asks PayPal again.
 */
class TokenKeeper {
  private current: OAuthToken | undefined;
  private pending: Promise<OAuthToken> | undefined;
  lastFailure: unknown;

  constructor(private readonly manager: () => ClientCredentialsAuthManager) {}

  async get(): Promise<OAuthToken> {
    const manager = this.manager();
    if (this.current && !manager.isExpired(this.current)) return this.current;
    this.pending ??= manager.fetchToken()
      .then((token) => (this.current = token))
      .finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** The SDK's `oAuthTokenProvider`: never rejects (see above). */
  forSdk = async (): Promise<OAuthToken> => {
    try {
      return await this.get();
    } catch (error) {
      this.lastFailure = error;
      return EXPIRED;
    }
  };
}

export interface PaypalConnection {
  client: Client;
  /** Where API calls go: PAYPAL_API_BASE, or the environment's own origin. */
  apiBase: string;
  /** A valid access token for a call the SDK does not wrap. */
  accessToken(): Promise<string>;
  /** Runs an SDK call bounded by `signal`: ProviderUnavailable when it does not answer in time or cannot be reached. */
  call<T>(what: string, signal: AbortSignal, work: (options: { abortSignal: AbortSignal }) => Promise<{ result: T }>): Promise<T>;
}

/** Milliseconds any single HTTP request of the SDK may take, whatever the caller's signal. */
const REQUEST_TIMEOUT_MS = 15_000;

export function connectPaypal(options: { clientId: string; clientSecret: string; live: boolean; apiBase: string | undefined }): PaypalConnection {
  // Loaded here, when a shop with PayPal keys makes its provider: a payment's start has a deadline the load would eat into.
  const sdk = paypalSdk();
  const tokens = new TokenKeeper(() => client.clientCredentialsAuthManager);
  const config: ClientConfig = {
    environment: options.live ? sdk.Environment.Production : sdk.Environment.Sandbox,
    timeout: REQUEST_TIMEOUT_MS,
    clientCredentialsAuthCredentials: {
      oAuthClientId: options.clientId,
      oAuthClientSecret: options.clientSecret,
      oAuthClockSkew: 60,
      oAuthTokenProvider: tokens.forSdk,
    },
  };
  const client: Client = options.apiBase ? rebasedClient(config, options.apiBase) : new sdk.Client(config);
  const apiBase = options.apiBase?.replace(/\/+$/, '') || (options.live ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com');

  return {
    client,
    apiBase,
    async accessToken() {
      try {
        return (await tokens.get()).accessToken;
      } catch (error) {
        throw unavailable('token', error);
      }
    },
    async call(what, signal, work) {
      tokens.lastFailure = undefined;
      try {
        const { result } = await whileNotAborted(work({ abortSignal: signal }), signal);
        return result;
      } catch (error) {
        if (error instanceof paypalSdk().ApiError || error instanceof ProviderUnavailable) throw error;
        throw unavailable(what, tokens.lastFailure ?? error);
      }
    },
  };
}

/** `work`, or ProviderUnavailable as soon as `signal` aborts (the SDK's token request does not see the signal). */
export function whileNotAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ProviderUnavailable('PayPal did not answer in time'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** PayPal's error answer (`{name, message, debug_id, details: [{issue}]}`), as far as it came. */
export interface PaypalFault {
  status: number;
  name: string;
  issue: string;
  debugId: string;
}

export function faultOf(error: InstanceType<PaypalSdk['ApiError']>): PaypalFault {
  const body = (error.result ?? {}) as { name?: string; error?: string; debug_id?: string; details?: { issue?: string }[] };
  return {
    status: error.statusCode,
    name: body.name ?? body.error ?? '',
    issue: body.details?.[0]?.issue ?? '',
    debugId: body.debug_id ?? '',
  };
}

export function describeFault(error: unknown): string {
  if (error instanceof paypalSdk().ApiError) {
    const fault = faultOf(error);
    return [`HTTP ${fault.status}`, fault.name, fault.issue, fault.debugId && `(debug_id ${fault.debugId})`].filter(Boolean).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}

export function unavailable(what: string, error: unknown): ProviderUnavailable {
  if (error instanceof ProviderUnavailable) return error;
  return new ProviderUnavailable(`PayPal ${what} failed: ${describeFault(error)}`, { cause: error });
}

/** Currencies PayPal takes without decimals (developer.paypal.com/api/rest/reference/currency-codes). */
const WHOLE_UNIT_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

function decimalsOf(currency: string): number {
  return WHOLE_UNIT_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** PayPal's `value` for an amount in minor units: "19.99" for 1999 USD, "1500" for 1500 JPY. */
export function paypalValue(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new RangeError(`not a payable amount: ${amountMinor}`);
  const decimals = decimalsOf(currency);
  if (decimals === 0) return String(amountMinor);
  const digits = String(amountMinor).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Minor units of a PayPal `value`, or null when it is not a plain amount with at most the currency's decimals. */
export function minorUnits(value: string | undefined, currency: string): number | null {
  const decimals = decimalsOf(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value ?? '');
  if (!match || (match[2] ?? '').length > decimals) return null;
  const units = Number(`${match[1]}${(match[2] ?? '').padEnd(decimals, '0')}`);
  return Number.isSafeInteger(units) ? units : null;
}
