import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import type { AccountsOptions } from '../../backend/api/api-context';
import { type AuthLimitOverrides, DEFAULT_AUTH_LIMITS, type ThrottleAction } from '../../backend/auth/throttle';
import { createMailer } from '../../backend/mail/create-mailer';
import { paymentWindowMinutesOf } from '../../core/payments/payment-window';

/** Reads `.env` into the environment when there is one; variables already set win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/**
 * Render worker threads unless PAGE_RENDER_WORKERS says otherwise (see render-workers.ts): one per
 * core, since the main thread mostly waits (70% idle with a worker rendering product pages flat
 * out), up to 4, each holding its own copy of the page bundle (~40 MB).
 */
export const DEFAULT_PAGE_RENDER_WORKERS = Math.min(4, availableParallelism());
const MAX_PAGE_RENDER_WORKERS = 32;

/** Server configuration from the environment (documented in .env.example). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** DATABASE_URL was set: it wins over a configuration the installer saved. */
  databaseFromEnv: boolean;
  /** The data folder (DATA_DIR, default `data`): the default SQLite file and the installer's configuration. */
  dataDir: string;
  /**
   * Installer mode, asked for with `--installer` or INSTALLER=1: with no configuration yet, the
   * process serves the first-run installer instead of configuring itself with SQLite.
   */
  installer: boolean;
  smtpUrl: string | null;
  publicUrl: string;
  /** PUBLIC_URL was set; else publicUrl is only the address this process listens on. */
  publicUrlFromEnv: boolean;
  /** Another api/v1 to render against; by default this process's own, called in-process. */
  apiUrl: string | null;
  /** Products to seed into an empty database on first start. */
  seedProducts: number;
  /** Milliseconds a rendered anonymous page is reused (0 turns the page cache off). */
  pageCacheTtlMs: number | undefined;
  /** Pages rendered at once on each rendering thread; more wait their turn (the server's default when unset). */
  pageRenderConcurrency: number | undefined;
  /** Worker threads that render pages (0: the main thread renders; DEFAULT_PAGE_RENDER_WORKERS when unset). */
  pageRenderWorkers: number;
  /**
   * Behind a reverse proxy or load balancer: trust its X-Forwarded-For so rate limits count the
   * shopper's address, not the proxy's. The number of proxies in front (hops, read from the right
   * end of the header) or a comma list of their addresses and ranges; never "any proxy", which
   * would take the left-most address, the one a client writes itself.
   */
  trustProxy: false | number | string;
  /** The bearer token `/metrics` asks for; null answers it to this machine only. */
  metricsToken: string | null;
  /** Where mail goes when SMTP_URL is unset. */
  outboxDir: string;
  /** How often an idle job worker looks for work (JOB_POLL_MS; the queue's default when unset). */
  jobPollMs: number | undefined;
  /** Where uploaded files (review photos) are kept; served under /uploads with immutable caching. */
  uploadsDir: string;
  /** Social sign-in clients (OpenID Connect) that are fully configured, by provider name. */
  social: Record<string, { issuer: string; clientId: string; clientSecret: string }>;
  /**
   * Rate limits over the safe defaults of backend/auth/throttle.ts, from RATE_LIMITS: a comma list
   * of `action.scope=max/seconds` (scope `ip` or `account`), e.g. `order.ip=500/600` for a test
   * shop that places many orders from one address. Anything malformed is ignored.
   */
  rateLimits: AuthLimitOverrides;
  /** On PostgreSQL, listen for other processes' cache notices (CACHE_NOTICES=off only to measure without them). */
  cacheNotices: boolean;
  /** Minutes an online order may stay unpaid before it is cancelled (PAYMENT_WINDOW_MINUTES, default 30; core/payments/payment-window.ts). */
  paymentWindowMinutes: number;
  /** Log every request (LOG_REQUESTS=1), else warnings and errors only. */
  logRequests: boolean;
  /** How long api/v1's read models are kept, in ms (READ_MODEL_TTL_MS, only to measure or test the change notices; the 5 s default unset). */
  readModelTtlMs: number | undefined;
}

/** A setting the server cannot start with: the error names the variable, what it takes and what it got. */
export class BadSetting extends Error {
  constructor(variable: string, takes: string, got: string) {
    super(`${variable} must be ${takes}; it is ${JSON.stringify(got)}.`);
    this.name = 'BadSetting';
  }
}

function readReadModelTtl(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) throw new BadSetting('READ_MODEL_TTL_MS', 'a whole number of milliseconds, at least 1 (unset: 5000)', value);
  return ms;
}

function readPaymentWindow(value: string | undefined): number {
  const minutes = paymentWindowMinutesOf(value);
  if (minutes === null) throw new BadSetting('PAYMENT_WINDOW_MINUTES', 'a whole number of minutes, at least 1 (unset: 30)', value ?? '');
  return minutes;
}

/** RATE_LIMITS (see ServerConfig.rateLimits): only known actions and scopes, positive whole numbers. */
export function readRateLimits(value: string | undefined): AuthLimitOverrides {
  const overrides: AuthLimitOverrides = {};
  for (const entry of (value ?? '').split(',')) {
    const match = /^\s*([a-z_]+)\.(ip|account)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(entry);
    if (!match || !(match[1]! in DEFAULT_AUTH_LIMITS)) continue;
    const [max, windowSeconds] = [Number(match[3]), Number(match[4])];
    if (max < 1 || windowSeconds < 1) continue;
    const action = match[1] as ThrottleAction;
    overrides[action] = { ...overrides[action], [match[2]!]: { max, windowSeconds } };
  }
  return overrides;
}

/** Issuers of the two social sign-in providers; `{NAME}_ISSUER` overrides (tests point both at a local provider). */
const SOCIAL_ISSUERS: Readonly<Record<string, string>> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
};

function readSocial(env: NodeJS.ProcessEnv): ServerConfig['social'] {
  const social: ServerConfig['social'] = {};
  for (const [name, issuer] of Object.entries(SOCIAL_ISSUERS)) {
    const prefix = name.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) social[name] = { issuer: env[`${prefix}_ISSUER`] || issuer, clientId, clientSecret };
  }
  return social;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): ServerConfig {
  const port = toPort(env.PORT, 3000);
  const host = env.HOST || '0.0.0.0';
  const dataDir = (env.DATA_DIR || 'data').replace(/[\\/]+$/, '');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || `sqlite:${dataDir}/shop.db`,
    databaseFromEnv: Boolean(env.DATABASE_URL),
    dataDir,
    installer: argv.includes('--installer') || env.INSTALLER === '1' || env.INSTALLER === 'true',
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlFromEnv: Boolean(env.PUBLIC_URL),
    apiUrl: env.API_URL || null,
    seedProducts: toCount(env.SEED_PRODUCTS, 3000),
    pageCacheTtlMs: env.PAGE_CACHE_TTL_MS ? toCount(env.PAGE_CACHE_TTL_MS, 2000) : undefined,
    // 0, nonsense or unset: the server's default.
    pageRenderConcurrency: toCount(env.PAGE_RENDER_CONCURRENCY, 0) || undefined,
    pageRenderWorkers: Math.min(MAX_PAGE_RENDER_WORKERS, toCount(env.PAGE_RENDER_WORKERS, DEFAULT_PAGE_RENDER_WORKERS)),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || null,
    outboxDir: env.OUTBOX_DIR || 'data/outbox',
    jobPollMs: toCount(env.JOB_POLL_MS, 0) || undefined,
    uploadsDir: env.UPLOADS_DIR || 'data/uploads',
    social: readSocial(env),
    rateLimits: readRateLimits(env.RATE_LIMITS),
    cacheNotices: env.CACHE_NOTICES !== 'off',
    paymentWindowMinutes: readPaymentWindow(env.PAYMENT_WINDOW_MINUTES),
    logRequests: env.LOG_REQUESTS === '1',
    readModelTtlMs: readReadModelTtl(env.READ_MODEL_TTL_MS),
  };
}

/**
 * TRUST_PROXY: unset (or false/0) trusts no proxy; a whole number is how many proxies stand in
 * front (the client address is that many hops from the right end of X-Forwarded-For); else a comma
 * list of the proxies' addresses or CIDR ranges. `true` is refused: it trusts every hop, so the
 * left-most address, which any client writes, would become the shopper's address (rate limits and
 * /metrics would believe `X-Forwarded-For: 127.0.0.1`).
 */
export function readTrustProxy(value: string | undefined): false | number | string {
  const given = value?.trim() ?? '';
  if (!given || given === 'false' || given === '0') return false;
  if (given === 'true') {
    throw new Error('TRUST_PROXY=true would trust any X-Forwarded-For a client sends. Set the number of proxies in front of the shop (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,10.1.2.3).');
  }
  if (/^\d+$/.test(given)) {
    const hops = Number(given);
    if (hops > 0 && hops <= 10) return hops;
    throw new Error(`TRUST_PROXY=${given}: a number of proxies must be from 1 to 10.`);
  }
  const entries = given.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(`TRUST_PROXY: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')} is not an IP address or a CIDR range. Set the number of proxies in front of the shop (TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,10.1.2.3).`);
  }
  return entries.join(',');
}

/** An IPv4 or IPv6 address, with or without a prefix length that fits it (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function toPort(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 65536 && value !== '' && value !== undefined ? n : fallback;
}

function toCount(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && value ? n : fallback;
}

/** Mail, public URL and social providers for the account calls. */
export function accountsOptions(config: ServerConfig, log: (line: string) => void): AccountsOptions {
  return {
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, log }),
    publicUrl: config.publicUrl,
    publicUrlSource: config.publicUrlFromEnv ? 'configured' : 'listening',
    social: config.social,
    limits: config.rateLimits,
  };
}
