import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Suspense, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorPage } from '../errors/ErrorPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { DefaultLayout } from '../layout/DefaultLayout';
import { EmptyLayout } from '../layout/EmptyLayout';
import { BareLayout } from '../layout/BareLayout';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { ProgressBar } from '../kit/ProgressBar';
import { PageShimmer } from '../kit/PageShimmer';
import { CommonStore } from './common-store';
import { PageLoadStore } from '../routing/page-load-store';
import { renderPage } from '../routing/lazy-page';
import { loadKey, matchLocalizedRoute } from '../routing/match-route';
import { useRouteTable } from '../routing/route-table';
import { RouteParams } from '../routing/route-params';
import { recoverFromChunkError } from '../routing/chunk-recovery';
import { ScrollManager } from '../routing/ScrollManager';
import { routeFeatures, type LocalizedRoute, type RouteDefinition } from '../routing/route-definition';
import { FeatureLoader } from './features';
import { runRouteLoad } from '../routing/route-load';
import { guardRedirect } from '../routing/route-guard';
import { useService, type Resolver } from './services';
import { toPageError } from '../../core/shared/request-error';
import { SessionStore } from './session-store';
import { LoadSession, isSessionRefusal } from '../../core/auth/load-session';
import { useTranslation } from '../i18n/react-i18n';
import { ensureRoomTexts, isRoomRoute } from '../i18n/shipped-texts';

/** The page inside its layout: runs the route's data load on navigation, shows the error page on failure. */
const RouteView = observer(function RouteView({ localized, params, resolver }: { localized: LocalizedRoute; params: Record<string, string | undefined>; resolver: Resolver }) {
  const location = useLocation();
  const pageLoad = useService(PageLoadStore);
  const key = loadKey(localized.name, params, location.search);
  const { route } = localized;
  const features = useService<FeatureLoader>(FeatureLoader);
  const guard = useGuard(localized, location.pathname + location.search);
  const load = useQuietSessionEnd(localized, params, resolver);
  // Chosen once per route: switching from the lazy wrapper to the loaded component on a later
  // re-render would remount the page and lose what the shopper typed (the register code step).
  const page = useMemo(() => renderPage(route.page), [route.page]);

  useEffect(() => {
    if (guard) return;
    void route.page.preload().catch((error: unknown) => {
      if (!recoverFromChunkError(error)) pageLoad.fail(toPageError(error));
    });
    void pageLoad.run(key, load);
    // `key` captures route, params and query: a new key is a new page to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (pageLoad.error) {
    return <ErrorPage status={pageLoad.error.status} message={pageLoad.error.message} onTry={() => void pageLoad.run(`retry:${key}:${Date.now()}`, load)} />;
  }
  if (guard) return <Navigate to={guard} replace />;
  // The page resolves its view model from the feature: nothing to render until that is bound.
  if (!routeFeatures(route).every((name) => features.isLoaded(name))) return <PageShimmer />;
  const content = isRoomRoute(routeFeatures(route)) ? <RoomTexts>{page}</RoomTexts> : page;
  return <RouteParams.Provider value={params}><Suspense fallback={<PageShimmer />}>{content}</Suspense></RouteParams.Provider>;
});

/**
 * A room's screen (back office, seller workspace, installer) once the room's texts are here: a
 * shopper's page does not carry them (ui/i18n/shipped-texts.ts), so the first room screen reached
 * inside the app suspends while they load.
 */
function RoomTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const pending = ensureRoomTexts(i18n);
  if (pending) use(pending);
  return children;
}

/**
 * The sign-in guards for navigations inside the app (the server applies the same rules to a first
 * load). Judged once, on entering the route: signing in on /login must not bounce to '/' before
 * the page sends the shopper back where they were going, nor signing out on an account page to /login.
 */
function useGuard({ route, language }: LocalizedRoute, here: string): string | null {
  const session = useService(SessionStore);
  const common = useService(CommonStore);
  const [visitor] = useState(() => untracked(() => ({ loggedIn: session.isLoggedIn, guestCheckout: Number(common.data?.setting.guest_checkout) === 1 })));
  return guardRedirect(route, visitor, here, language);
}

/**
 * The route's load. When the session ends during the visit (a refusal whose answer expired the
 * session cookies: idle, revoked, signed out elsewhere), the shopper is signed out quietly instead
 * of shown an error page: a page for signed-in shoppers sends to login, any other loads again as
 * for a guest (issue 28, docs/decisions/0003-quiet-session-end.md).
 */
function useQuietSessionEnd({ route, language }: LocalizedRoute, params: Record<string, string | undefined>, resolver: Resolver): () => Promise<void> {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useService(SessionStore);
  const common = useService(CommonStore);
  const loadSession = useService(LoadSession);
  const here = location.pathname + location.search;
  const once = () => runRouteLoad(route, { resolver, language, params, search: new URLSearchParams(location.search) });
  return async () => {
    const signedIn = session.isLoggedIn;
    try {
      await once();
    } catch (error) {
      if (!signedIn || !isSessionRefusal(error) || !loadSession.sessionOver()) throw error;
      const to = guardRedirect(route, { loggedIn: false, guestCheckout: Number(common.data?.setting.guest_checkout) === 1 }, here, language);
      if (to) await navigate(to, { replace: true });
      else await once();
    }
  };
}

function Layout({ kind, children }: { kind: RouteDefinition['layout']; children: ReactNode }) {
  if (kind === 'bare') return <BareLayout>{children}</BareLayout>;
  if (kind === 'console') return <ConsoleLayout>{children}</ConsoleLayout>;
  return kind === 'empty' ? <EmptyLayout>{children}</EmptyLayout> : <DefaultLayout>{children}</DefaultLayout>;
}

/**
 * The whole storefront: the layout stays mounted across navigations (only the page inside changes),
 * every localized route, the 404 page, and the standalone error page when `common` failed.
 */
export const App = observer(function App({ resolver }: { resolver: Resolver }) {
  const common = useService(CommonStore);
  const pageLoad = useService(PageLoadStore);
  const location = useLocation();
  const routes = useRouteTable();
  if (pageLoad.fatal || !common.data) {
    const error = pageLoad.fatal ?? { status: 500, message: 'Something went wrong' };
    return <ErrorPage status={error.status} message={error.message} standalone />;
  }
  const match = matchLocalizedRoute(location.pathname, routes);
  return (
    <>
      <ProgressBar />
      <ScrollManager />
      <Layout kind={match?.localized.route.layout ?? 'default'}>
        {match
          ? <RouteView key={match.localized.name} localized={match.localized} params={match.params} resolver={resolver} />
          : <NotFoundPage />}
      </Layout>
    </>
  );
});
