import { localizePath, splitLanguage } from '../../core/domain/localized-path';
import type { MetaType, PageMeta } from './meta-store';

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
