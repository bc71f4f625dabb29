import { routeLanguages } from '../../core/language/language';
import { localizePath, splitLanguage } from '../../core/language/localized-path';
import type { CommonStore } from './common-store';
import type { MetaStore, MetaType, PageMeta } from './meta-store';

/** Open Graph locales of the five languages (og:locale wants language_TERRITORY). */
const OG_LOCALES: Readonly<Record<string, string>> = { en: 'en_US', fr: 'fr_FR', ar: 'ar_AR', tr: 'tr_TR', hi: 'hi_IN' };

export function ogLocaleOf(language: string): string {
  return OG_LOCALES[language] ?? language;
}

/** Everything the document head says about a page, resolved to final strings and absolute URLs. */
export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute canonical URL; null on pages that are not to be indexed. */
  canonical: string | null;
  /** `hreflang` alternates: one per language plus `x-default`. */
  alternates: { hreflang: string; href: string }[];
  robots: string | null;
  og: { title: string; description: string; url: string | null; type: MetaType; image: string | null; locale: string; siteName: string; localeAlternates: string[] };
  /** Structured data as plain JSON (the document escapes it). */
  jsonLd: string | null;
}

export interface HeadInput {
  page: PageMeta | null;
  /** Public origin without trailing slash, e.g. https://shop.example. */
  origin: string;
  language: string;
  /** The localized pathname being shown (`/ar/shirt/product/5`). */
  pathname: string;
  languages: readonly string[];
  defaultLanguage: string;
  site: { name: string; metaTitle: string; metaDescription: string; image: string | null };
  /** The page does not exist: noindex, no canonical, the translated 404 title. */
  notFound?: { title: string } | null;
}

/** A path on this site made absolute against the public origin; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${origin}${url.startsWith('/') ? url : `/${url}`}`;
}

/** Resolves a page's meta against the site defaults, for the server's head and the browser's sync. */
export function resolveHead(input: HeadInput): HeadMeta {
  const { page, origin, language, site } = input;
  const notFound = input.notFound ?? null;
  const pageTitle = notFound?.title ?? page?.title ?? '';
  const title = pageTitle ? (site.name ? `${pageTitle} | ${site.name}` : pageTitle) : site.metaTitle || site.name;
  const description = (page?.description ?? '').trim() || site.metaDescription;
  const neutral = page?.path ?? splitLanguage(input.pathname, input.languages, input.defaultLanguage).path;
  const indexable = !notFound && !page?.noindex;
  const urlIn = (lang: string) => absoluteUrl(origin, localizePath(neutral, lang, input.defaultLanguage));
  const canonical = indexable ? urlIn(language) : null;
  const alternates = indexable
    ? [...input.languages.map((lang) => ({ hreflang: lang, href: urlIn(lang) })), { hreflang: 'x-default', href: urlIn(input.defaultLanguage) }]
    : [];
  const image = page?.image || site.image;
  const structured = page?.jsonLd ?? (neutral === '/' ? websiteJsonLd(origin, site.name) : null);
  return {
    title,
    description,
    canonical,
    alternates,
    robots: indexable ? null : 'noindex, follow',
    og: {
      title: pageTitle || title,
      description,
      url: canonical,
      type: page?.type ?? 'website',
      image: image ? absoluteUrl(origin, image) : null,
      locale: ogLocaleOf(language),
      siteName: site.name,
      localeAlternates: input.languages.filter((lang) => lang !== language).map(ogLocaleOf),
    },
    jsonLd: notFound || !structured ? null : JSON.stringify(structured),
  };
}

/** The home page tells search engines the shop's name and how to search it (sitelinks search box). */
function websiteJsonLd(origin: string, name: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: `${origin}/`,
    potentialAction: { '@type': 'SearchAction', target: `${origin}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
  };
}

/** `<script>`-safe JSON: no `</script>`, no `<!--`, no line separators that end a JS string. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head for the current page from the stores (shared by the server render and the browser sync). */
export function headFor(meta: Pick<MetaStore, 'page' | 'origin'>, common: Pick<CommonStore, 'data' | 'defaultLanguage' | 'imageUrl' | 'languageCodes'>, language: string, pathname: string, notFoundTitle: string | null): HeadMeta {
  const site = common.data?.site_setting;
  return resolveHead({
    page: meta.page,
    origin: meta.origin,
    language,
    pathname,
    // Every route exists in the predefined languages (the route scheme), whatever `common` lists,
    // and in each language the operator added.
    languages: routeLanguages(common.languageCodes),
    defaultLanguage: common.defaultLanguage,
    site: {
      name: site?.site_name ?? '',
      metaTitle: site?.meta_title ?? '',
      metaDescription: site?.meta_description ?? '',
      image: site?.header_logo ? common.imageUrl(site.header_logo) : null,
    },
    notFound: notFoundTitle === null ? null : { title: notFoundTitle },
  });
}

/** Writes a resolved head into the document, replacing the tags this module manages. */
export function applyHead(doc: Document, head: HeadMeta): void {
  doc.title = head.title;
  const managed = doc.head.querySelectorAll('[data-meta]');
  managed.forEach((element) => element.remove());
  const add = (tag: string, attributes: Record<string, string>, text?: string) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute('data-meta', '');
    if (text !== undefined) element.textContent = text;
    doc.head.appendChild(element);
  };
  add('meta', { name: 'description', content: head.description });
  if (head.robots) add('meta', { name: 'robots', content: head.robots });
  if (head.canonical) add('link', { rel: 'canonical', href: head.canonical });
  for (const alternate of head.alternates) add('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href });
  add('meta', { property: 'og:title', content: head.og.title });
  add('meta', { property: 'og:description', content: head.og.description });
  if (head.og.url) add('meta', { property: 'og:url', content: head.og.url });
  add('meta', { property: 'og:type', content: head.og.type });
  if (head.og.image) add('meta', { property: 'og:image', content: head.og.image });
  if (head.og.siteName) add('meta', { property: 'og:site_name', content: head.og.siteName });
  add('meta', { property: 'og:locale', content: head.og.locale });
  for (const locale of head.og.localeAlternates) add('meta', { property: 'og:locale:alternate', content: locale });
  // textContent of a script element is never parsed as HTML: the JSON goes in as it is.
  if (head.jsonLd) add('script', { type: 'application/ld+json' }, head.jsonLd);
}
