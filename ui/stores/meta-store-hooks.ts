import { isUsingStaticRendering, observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react-i18n';
import { useService } from '../app/services';
import { useLanguage } from '../app/language-context';
import { LANGUAGE_CODES } from '../../core/domain/language';
import { matchLocalizedRoute } from '../routing/match-route';
import { CommonStore } from './common-store';
import { PageLoadStore } from './page-load-store';
import { MetaStore, type PageMeta } from './meta-store';
import { resolveHead, type HeadMeta } from './meta-store-head';

/**
 * Declares the meta of the page that calls it. On the server it is recorded during the single
 * render (effects never run there), so the document head carries it; in the browser it is set after
 * mounting and cleared on unmount, so the next page never inherits a stale title or canonical URL.
 */
export function usePageMeta(meta: PageMeta): void {
  const store = useService(MetaStore);
  if (isUsingStaticRendering()) store.set(meta);
  const key = JSON.stringify(meta);
  useEffect(() => {
    store.set(JSON.parse(key) as PageMeta);
    return () => store.clear();
  }, [store, key]);
}

/** The head for the current page from the stores (shared by the server render and the browser sync). */
export function headFor(meta: MetaStore, common: CommonStore, language: string, pathname: string, notFoundTitle: string | null): HeadMeta {
  const site = common.data?.site_setting;
  return resolveHead({
    page: meta.page,
    origin: meta.origin,
    language,
    pathname,
    // Every route exists in all five languages (the route scheme), whatever `common` lists.
    languages: LANGUAGE_CODES,
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

/**
 * Keeps document.title and the SEO tags in step with client-side navigation. Renders nothing; the
 * server writes the first head itself (composition/server/html-document.ts).
 */
export const MetaHeadSync = observer(function MetaHeadSync() {
  const meta = useService(MetaStore);
  const common = useService(CommonStore);
  const pageLoad = useService(PageLoadStore);
  const { code } = useLanguage();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // An unknown route, or a product or store that does not exist: a 404 to search engines too.
  const notFound = !matchLocalizedRoute(pathname) || pageLoad.error?.status === 404;
  const head = headFor(meta, common, code, pathname, notFound ? t('errors.not_found') : null);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(document, JSON.parse(key) as HeadMeta);
  }, [key]);
  return null;
});

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
