import { cacheCounts } from '../../../backend/cache/cache-stats';

/**
 * A few seconds of memory for rendered pages that are the same for every anonymous shopper with
 * the same render inputs (URL, language cookies, closed top banner). A rush of shoppers on the
 * home page then costs one render per interval instead of one each; concurrent misses share it.
 * Pages for signed-in shoppers are never cached (see `cacheKey`).
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /**
   * A page the cache keeps is encoded once and sent many times; one rendered for a single
   * response stays a string, which the socket encodes outside the JavaScript heap.
   */
  body: Buffer | string;
}

export class PageCache {
  private readonly counts = cacheCounts('pages');
  private readonly entries = new Map<string, { expires: number; page: Promise<CachedPage | null> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached page for `key`, or the result of `render` (cached when it answers a page, not null). */
  async get(key: string | null, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    if (!this.enabled || key === null) return render();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.counts.hits += 1;
      return hit.page;
    }
    this.counts.misses += 1;
    const page = render();
    if (this.entries.size >= this.maxEntries) this.evict(now);
    this.entries.set(key, { expires: now + this.ttlMs, page });
    page.then((result) => { if (result === null) this.entries.delete(key); }, () => this.entries.delete(key));
    return page;
  }

  /** Forgets every page whose key matches (null: all of them), after a change its pages may show. */
  forget(matches: ((key: string) => boolean) | null): void {
    for (const key of [...this.entries.keys()]) if (matches === null || matches(key)) this.entries.delete(key);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Cookies that change what a page renders for an anonymous shopper. */
export const RENDER_COOKIES = ['currentLanguage', 'i18n_redirected', 'topBannerClosed'] as const;
/**
 * Cookies that make a page personal: a signed-in shopper's (the `frontend_` auth cookie) and a
 * guest's `user_token` (the server renders the guest's cart badge and cart pages from it).
 */
const PERSONAL_COOKIE = /^(frontend_|user_token$)/;

export function cacheKey(url: string, cookies: Readonly<Record<string, string | undefined>>, acceptLanguage: string | undefined): string | null {
  if (Object.entries(cookies).some(([name, value]) => value && PERSONAL_COOKIE.test(name))) return null;
  if (url.length > 2048) return null;
  const parts = RENDER_COOKIES.map((name) => cookies[name] ?? '');
  // Only the root path looks at Accept-Language (first-visit language detection).
  const root = url === '/' || url.startsWith('/?');
  return `${url}\n${parts.join('\n')}\n${root ? (acceptLanguage ?? '').slice(0, 100) : ''}`;
}
