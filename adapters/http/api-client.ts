import { API_DOWN_MESSAGE, RequestError } from '../../core/shared/request-error';
import type { Envelope } from '../../core/shared/envelope';
import { ReadAhead } from './read-ahead';
import { AUTH } from '../../core/auth/user';

/** A fetch: JSON bodies as strings; a FormData body only from the browser (review photos), never in the server's render. */
export type FetchLike = (input: string, init?: { method?: string; headers?: Record<string, string>; body?: string | FormData }) => Promise<{ json(): Promise<unknown> }>;

export interface ApiClientOptions {
  /** The api/v1 base, e.g. `/api/v1/` in the browser or `http://127.0.0.1:3000/api/v1/`. */
  baseUrl: string;
  fetch: FetchLike;
  /**
   * The browser's storefront: the session travels in its HttpOnly cookie, so a call's `token` is
   * the session's CSRF token, sent as `X-CSRF-Token` (never as Authorization), and every call says
   * `X-Session: cookie` so sign-in answers set the cookies (AUTH, backend/auth/session-cookie.ts).
   */
  cookieSession?: boolean;
  /**
   * Told of every answer that refuses the caller (envelope 401 or 403), after the answer's cookies
   * are in place: the browser checks there whether the refusal ended the session.
   */
  onRefused?: () => void;
}

export interface RequestOptions {
  language?: string;
  /** `common` sends `Lang`; every other call `Language` (as api/v1 reads them). */
  languageHeader?: 'Language' | 'Lang';
  params?: Record<string, string | number | undefined>;
  token?: string;
  /** A guest's `user_token`, sent as the `X-User-Token` header: never in a URL, where logs, history and Referer would keep it. */
  userToken?: string;
  /** Extra request headers (e.g. `Idempotency-Key` on `order/action`). */
  headers?: Record<string, string>;
}


/**
 * The api/v1 client: JSON, no credentials, the language header, the `{status, message, data}`
 * envelope unwrapped. Anything but status 200 becomes a RequestError; no status at all means the
 * API is down.
 */
export class ApiClient {
  private readonly readAhead = new ReadAhead();

  constructor(private readonly options: ApiClientOptions) {}

  /** A GET; the answer of a `prefetch` of the very same call, if fresh, instead of asking again. */
  async get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const kept = this.readAhead.take(this.readKey(path, options));
    return kept ? unwrap<T>(await kept) : this.send<T>('GET', path, undefined, options);
  }

  /**
   * Starts a GET a navigation is likely to make in a moment (see ReadAhead: taken once, within a
   * few seconds of its answer); the same call already on its way or fresh is not asked twice.
   */
  prefetch(path: string, options: RequestOptions = {}): void {
    this.readAhead.warm(this.readKey(path, options), () => this.exchange('GET', path, undefined, options));
  }

  async post<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    return this.send<T>('POST', path, body, options);
  }

  /** A POST whose answer's `message` matters too (some toasts show the server's words). */
  async postWithMessage<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<{ data: T; message: string }> {
    const envelope = await this.exchange('POST', path, body, options);
    return { data: unwrap<T>(envelope), message: String((envelope as { message?: unknown }).message ?? '') };
  }

  /**
   * A POST that may succeed with more than one envelope status (`user/signin` answers 202 when a
   * mailed code is needed too): each status in `accepted` comes back with its data, any other
   * status but 200 throws as usual.
   */
  async postAccepting<T>(path: string, body: unknown, accepted: readonly number[], options: RequestOptions = {}): Promise<{ status: number; data: T }> {
    const envelope = await this.exchange('POST', path, body, options) as Partial<Envelope<T>> | null;
    if (envelope && typeof envelope.status === 'number' && accepted.includes(envelope.status)) return { status: envelope.status, data: envelope.data as T };
    return { status: 200, data: unwrap<T>(envelope) };
  }

  /** A multipart POST (files): the browser sets the form's content type and boundary. */
  async postForm<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<{ data: T; message: string }> {
    const envelope = await this.exchange('POST', path, form, options);
    return { data: unwrap<T>(envelope), message: String((envelope as { message?: unknown }).message ?? '') };
  }

  private async send<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
    return unwrap<T>(await this.exchange(method, path, body, options));
  }

  private async exchange(method: string, path: string, body: unknown, options: RequestOptions): Promise<unknown> {
    const url = this.url(path, options.params);
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (options.language) headers[options.languageHeader ?? 'Language'] = options.language;
    if (this.options.cookieSession) headers[AUTH.sessionModeHeader] = 'cookie';
    if (options.token) {
      if (this.options.cookieSession) headers[AUTH.csrfHeader] = options.token;
      else headers.Authorization = `Bearer ${options.token}`;
    }
    if (options.userToken) headers['X-User-Token'] = options.userToken;
    let payload: unknown;
    try {
      const response = await this.options.fetch(url, { method, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) });
      payload = await response.json();
    } catch {
      throw new RequestError(500, API_DOWN_MESSAGE);
    }
    const status = (payload as { status?: unknown } | null)?.status;
    if (status === 401 || status === 403) this.options.onRefused?.();
    return payload;
  }

  /** Everything that makes two GETs the same call: URL, headers, language and caller. */
  private readKey(path: string, options: RequestOptions): string {
    return JSON.stringify([this.url(path, options.params), options.languageHeader ?? 'Language', options.language ?? '', options.token ?? '', options.userToken ?? '', options.headers ?? {}]);
  }

  private url(path: string, params?: RequestOptions['params']): string {
    const base = this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`;
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(key, String(value));
    const qs = query.toString();
    return `${base}${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
  }
}

/** Unwraps an envelope: data on 200, a RequestError otherwise. */
export function unwrap<T>(payload: unknown): T {
  const envelope = payload as Partial<Envelope<unknown>> | null;
  if (!envelope || typeof envelope !== 'object' || typeof envelope.status !== 'number') {
    throw new RequestError(500, API_DOWN_MESSAGE);
  }
  if (envelope.status === 200) return envelope.data as T;
  const data = envelope.data as { form?: unknown; fields?: unknown } | null | undefined;
  const form = Array.isArray(data?.form) ? data.form.map(String) : [];
  const fields = data?.fields && typeof data.fields === 'object' ? Object.fromEntries(Object.entries(data.fields).map(([k, v]) => [k, String(v)])) : {};
  throw new RequestError(envelope.status, envelope.message || form[0] || 'Something went wrong', form, fields);
}
