import { isMailbox } from '../shared/forms';
import { normalizeEmail } from '../shared/forms';
import { PASSWORD } from '../shared/password';

/**
 * The first-run installer's rules, shared by the installer page and the server: what a setup
 * token looks like, how the operator's database choice becomes a database URL, who the first
 * operator of the back office is, and which step the page shows.
 */

/** The one-time setup token: 32 base64url characters (24 random bytes), printed once in the server log. */
export const SETUP_TOKEN = { length: 32, pattern: /^[A-Za-z0-9_-]{32}$/ } as const;

/** The request header that carries the token (never the URL: it would end up in logs and history). */
export const SETUP_TOKEN_HEADER = 'X-Setup-Token';

/** Longest SQLite path and PostgreSQL URL the installer takes. */
export const INSTALL_LIMITS = { sqlitePathMax: 500, postgresUrlMax: 2000 } as const;

export type DatabaseKind = 'sqlite' | 'postgres';

/** What the operator chose on the database step (the `install/set-database` body). */
export interface DatabaseChoice {
  kind: DatabaseKind;
  /** For `sqlite`: a file path, relative to the shop's folder or absolute. */
  sqlite_path?: string;
  /** For `postgres`: `postgres://user:password@host:port/database`. */
  postgres_url?: string;
  /** Seed the demo catalogue into an empty database. */
  demo?: boolean;
  /** The first operator of the back office: their e-mail address and the password they sign in to `/admin` with. */
  operator_email?: string;
  operator_password?: string;
}

/** Why a choice cannot be used; each has a message in the installer's language. */
export type ChoiceProblem = 'kind_invalid' | 'sqlite_path_required' | 'sqlite_path_invalid' | 'postgres_url_required' | 'postgres_url_invalid'
  | 'operator_email_invalid' | 'operator_password_length';

/** The first operator the installer makes (see `readDatabaseChoice`). */
export interface FirstOperator {
  email: string;
  password: string;
}

export type ChoiceField = 'kind' | 'sqlite_path' | 'postgres_url' | 'operator_email' | 'operator_password';

export type ChoiceOutcome =
  | { ok: true; url: string; demo: boolean; operator: FirstOperator }
  | { ok: false; field: ChoiceField; problem: ChoiceProblem };

// Control characters (NUL included) have no place in a path or a URL the shop stores.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Reads the operator's choice into the database URL the shop opens (`sqlite:<path>` or the
 * PostgreSQL URL as given) and the first operator's address and password (the password as the
 * storefront's rule has it). Only its form is judged here: whether the file can be created, the
 * server answers or the address is free is for the server to find out.
 */
export function readDatabaseChoice(input: unknown): ChoiceOutcome {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const demo = body.demo === true || body.demo === 1 || body.demo === '1' || body.demo === 'true';
  let url: string;
  if (body.kind === 'sqlite') {
    const path = typeof body.sqlite_path === 'string' ? body.sqlite_path.trim() : '';
    if (path === '') return { ok: false, field: 'sqlite_path', problem: 'sqlite_path_required' };
    if (!sqlitePathUsable(path)) return { ok: false, field: 'sqlite_path', problem: 'sqlite_path_invalid' };
    url = `sqlite:${path}`;
  } else if (body.kind === 'postgres') {
    const given = typeof body.postgres_url === 'string' ? body.postgres_url.trim() : '';
    if (given === '') return { ok: false, field: 'postgres_url', problem: 'postgres_url_required' };
    if (!postgresUrlUsable(given)) return { ok: false, field: 'postgres_url', problem: 'postgres_url_invalid' };
    url = given;
  } else {
    return { ok: false, field: 'kind', problem: 'kind_invalid' };
  }
  const email = typeof body.operator_email === 'string' ? body.operator_email.trim() : '';
  if (!isMailbox(email) || email.length > EMAIL_MAX) return { ok: false, field: 'operator_email', problem: 'operator_email_invalid' };
  const password = typeof body.operator_password === 'string' ? body.operator_password : '';
  if (password.length < PASSWORD.minLength || password.length > PASSWORD.maxLength) return { ok: false, field: 'operator_password', problem: 'operator_password_length' };
  return { ok: true, url, demo, operator: { email: normalizeEmail(email), password } };
}

/** The longest address the shop keeps (the users table's column). */
const EMAIL_MAX = 191;

/** A file, not a folder, not `:memory:` (the shop must outlive the process), no control characters. */
function sqlitePathUsable(path: string): boolean {
  return path.length <= INSTALL_LIMITS.sqlitePathMax
    && !CONTROL.test(path)
    && !path.startsWith(':')
    && !/[\\/]$/.test(path)
    && !/(^|[\\/])\.{1,2}$/.test(path);
}

/** `postgres://` or `postgresql://`, a host, and one database name. */
function postgresUrlUsable(text: string): boolean {
  if (text.length > INSTALL_LIMITS.postgresUrlMax || CONTROL.test(text) || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') return false;
  const database = url.pathname.replace(/^\//, '');
  return url.hostname !== '' && /^[^/]+$/.test(database);
}

/** The installer page's steps, in order; `done` once the shop is set up. */
export type InstallStep = 'token' | 'permissions' | 'database' | 'done';

export interface InstallProgress {
  configured: boolean;
  /** The server took the token (the permission report came back). */
  tokenAccepted: boolean;
  /** Every folder the shop writes to is writable. */
  foldersWritable: boolean;
  /** The operator read the folder report and went on. */
  foldersSeen: boolean;
}

/**
 * Which step the page shows: set up is final; else the token first, then the folder report (the
 * way on only once every folder is writable), then the database.
 */
export function installStep(progress: InstallProgress): InstallStep {
  if (progress.configured) return 'done';
  if (!progress.tokenAccepted) return 'token';
  if (!progress.foldersWritable || !progress.foldersSeen) return 'permissions';
  return 'database';
}
