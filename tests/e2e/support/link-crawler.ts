/**
 * Follows a shop's links the way a visitor's browser would, over plain HTTP: server-rendered pages
 * are read for their `<a href>` and `<link rel=alternate|canonical href>`, every internal address is
 * requested once (redirects followed), and what answers other than 200 is reported with the page
 * that printed it.
 */

export interface DeadLink {
  url: string;
  status: number | string;
  /** A page (or mail) that printed the link. */
  from: string;
}

export interface CrawlReport {
  /** Pages read for their links. */
  pages: number;
  /** Distinct internal addresses requested. */
  checked: number;
  dead: DeadLink[];
}

/** Never pages: the API, files, images. */
const NOT_A_PAGE = /^\/(api\/|uploads\/|assets\/|images\/|healthz)|\.(png|jpe?g|webp|svg|ico|css|js|json|txt|woff2?)$/;

function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Every link a page prints for people and crawlers (anchors, alternates, canonical). */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) links.push(decode(match[1]!));
  for (const match of html.matchAll(/<link\b[^>]*?\srel="(?:alternate|canonical)"[^>]*?\shref="([^"]*)"/g)) links.push(decode(match[1]!));
  for (const match of html.matchAll(/<link\b[^>]*?\shref="([^"]*)"[^>]*?\srel="(?:alternate|canonical)"/g)) links.push(decode(match[1]!));
  return links;
}

/**
 * The same address written for this shop: a path, or an absolute URL on the shop's origin or its
 * public URL (mail links), on the shop's origin, without its fragment; null for anything else.
 */
export function internal(href: string, origin: string, publicOrigins: readonly string[] = []): string | null {
  if (/^(mailto:|tel:|javascript:|data:|#)/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin && !publicOrigins.includes(url.origin)) return null;
  if (NOT_A_PAGE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** A page's kind, for spreading the crawl over kinds: numbers and query values left out. */
export function shapeOf(path: string): string {
  const url = new URL(path, 'http://x');
  const segments = url.pathname.split('/').filter(Boolean);
  if (['fr', 'ar', 'tr', 'hi'].includes(segments[0] ?? '')) segments.shift();
  const keys = [...url.searchParams.keys()].sort().join(',');
  return `/${segments.map((s) => (/\d/.test(s) ? ':n' : s)).join('/')}${keys ? `?${keys}` : ''}`;
}

export interface CrawlOptions {
  origin: string;
  /** Where the crawl starts (paths). */
  start: string[];
  /** Pages read for links, at most. */
  maxPages: number;
  /** Pages of one kind (shapeOf) read for links, at most. */
  perShape: number;
  /** Cookie header sent with every request (a signed-in shopper). */
  cookie?: string;
  /** Addresses found elsewhere (mails) to check too, with where they came from. */
  extra?: { path: string; from: string }[];
}

export async function crawl(options: CrawlOptions): Promise<CrawlReport> {
  // Uncompressed: a crawl reads hundreds of pages for their links and status alone, and compressing
  // each cost the shop about a third of its CPU for the crawl, and the test more to undo it;
  // how pages are compressed is tests/api/page-compression.test.ts's.
  const headers: Record<string, string> = { Accept: 'text/html', 'Accept-Encoding': 'identity', ...(options.cookie ? { Cookie: options.cookie } : {}) };
  const status = new Map<string, Promise<{ status: number | string; html: string | null }>>();
  const firstSeen = new Map<string, string>();
  const dead: DeadLink[] = [];
  const shapes = new Map<string, number>();
  const queue: string[] = [];
  let pages = 0;

  const request = (path: string) => {
    let pending = status.get(path);
    if (!pending) {
      pending = fetch(`${options.origin}${path}`, { headers, redirect: 'follow' }).then(
        async (response) => ({ status: response.status, html: response.ok && (response.headers.get('content-type') ?? '').includes('text/html') ? await response.text() : null }),
        (error: unknown) => ({ status: error instanceof Error ? error.message : String(error), html: null }),
      );
      status.set(path, pending);
    }
    return pending;
  };

  const see = (path: string, from: string) => {
    if (firstSeen.has(path)) return;
    firstSeen.set(path, from);
    queue.push(path);
  };
  for (const path of options.start) see(path, '(start)');
  for (const { path, from } of options.extra ?? []) see(path, from);

  // Breadth first, a few at a time; a page is read for links only while the budgets last.
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    await Promise.all(batch.map(async (path) => {
      const answer = await request(path);
      if (answer.status !== 200) {
        dead.push({ url: path, status: answer.status, from: firstSeen.get(path)! });
        return;
      }
      const shape = shapeOf(path);
      const seen = shapes.get(shape) ?? 0;
      if (answer.html === null || pages >= options.maxPages || seen >= options.perShape) return;
      shapes.set(shape, seen + 1);
      pages++;
      for (const href of linksOf(answer.html)) {
        const link = internal(href, options.origin);
        if (link !== null) see(link, path);
      }
    }));
  }
  dead.sort((a, b) => a.url.localeCompare(b.url));
  return { pages, checked: status.size, dead };
}
