import { isUsingStaticRendering, observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react-i18n';
import { isMissing } from '../../core/shared/request-error';
import { useService } from './services';
import { useLanguage } from './language-context';
import { matchLocalizedRoute } from '../routing/match-route';
import { useRouteTable } from '../routing/route-table';
import { CommonStore } from './common-store';
import { PageLoadStore } from '../routing/page-load-store';
import { MetaStore, type PageMeta } from './meta-store';

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

/**
 * Keeps document.title and the SEO tags in step with client-side navigation. Renders nothing; the
 * server writes the first head itself (composition/server/page-handler/html-document.ts).
 */
export const MetaHeadSync = observer(function MetaHeadSync() {
  const meta = useService(MetaStore);
  const common = useService(CommonStore);
  const pageLoad = useService(PageLoadStore);
  const { code } = useLanguage();
  const { pathname } = useLocation();
  const routes = useRouteTable();
  const { t } = useTranslation();
  // An unknown route, or a product or store that does not exist (404) or is gone (410): the same to search engines.
  const notFound = !matchLocalizedRoute(pathname, routes) || isMissing(pageLoad.error?.status);
  const notFoundTitle = notFound ? t('errors.not_found') : null;
  // Read here so the observer re-renders when any of them changes; the work happens in the effect.
  const key = JSON.stringify([meta.page, meta.origin, common.data?.site_setting, code, pathname, notFoundTitle]);
  const first = useRef(true);
  useEffect(() => {
    // The server wrote the first page's head; nothing to load or write until something changes.
    if (first.current) {
      first.current = false;
      return;
    }
    // Resolving and writing the head is only needed after the first navigation: its code loads then.
    let current = true;
    void import('./meta-store-head').then(({ applyHead, headFor }) => {
      if (current) applyHead(document, headFor(meta, common, code, pathname, notFoundTitle));
    }, () => undefined);
    return () => { current = false; };
    // `key` stands for everything the head is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
});
