import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { ProgressBar } from '../components/ProgressBar';
import { CommonStore } from '../stores/common-store';
import { PageLoadStore } from '../stores/page-load-store';
import { renderPage } from '../routing/lazy-page';
import { loadKey } from '../routing/match-route';
import { recoverFromChunkError } from '../routing/chunk-recovery';
import type { LocalizedRoute } from '../routing/route-definition';
import { LOCALIZED_ROUTES } from '../routing/routes';
import { useService, type Resolver } from './services';
import { PageShimmer } from '../components/PageShimmer';

function Layout({ kind, children }: { kind: 'default' | 'empty'; children: ReactNode }) {
  return kind === 'empty' ? <EmptyLayout>{children}</EmptyLayout> : <DefaultLayout>{children}</DefaultLayout>;
}

const RouteView = observer(function RouteView({ localized, resolver }: { localized: LocalizedRoute; resolver: Resolver }) {
  const params = useParams();
  const location = useLocation();
  const pageLoad = useService(PageLoadStore);
  const key = loadKey(localized.name, params, location.search);

  useEffect(() => {
    const { route, language } = localized;
    void route.page.preload().catch((error: unknown) => {
      if (!recoverFromChunkError(error)) pageLoad.recordServerLoad('', { status: 500, message: error instanceof Error ? error.message : String(error) });
    });
    if (route.load) {
      void pageLoad.run(key, () => route.load!({ resolver, language, params, search: new URLSearchParams(location.search) }));
    }
    // `key` captures route, params and query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const { route } = localized;
  if (pageLoad.error) {
    return (
      <Layout kind={route.layout}>
        <ErrorPage status={pageLoad.error.status} message={pageLoad.error.message} onTry={() => void pageLoad.run(`retry-${Date.now()}`, () => route.load?.({ resolver, language: localized.language, params, search: new URLSearchParams(location.search) }) ?? Promise.resolve())} />
      </Layout>
    );
  }
  return (
    <Layout kind={route.layout}>
      <Suspense fallback={<PageShimmer />}>{renderPage(route.page)}</Suspense>
    </Layout>
  );
});

/** The whole storefront: every localized route, the 404 page, and the error page when `common` failed. */
export const App = observer(function App({ resolver }: { resolver: Resolver }) {
  const common = useService(CommonStore);
  const pageLoad = useService(PageLoadStore);
  if (pageLoad.fatal || !common.data) {
    const error = pageLoad.fatal ?? { status: 500, message: 'Something went wrong' };
    return <ErrorPage status={error.status} message={error.message} standalone />;
  }
  return (
    <>
      <ProgressBar />
      <Routes>
        {LOCALIZED_ROUTES.map((localized) => (
          <Route key={localized.name} path={localized.path} element={<RouteView localized={localized} resolver={resolver} />} />
        ))}
        <Route path="*" element={<DefaultLayout><NotFoundPage /></DefaultLayout>} />
      </Routes>
    </>
  );
});
