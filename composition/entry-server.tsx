import 'reflect-metadata';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LoadSession } from '../core/auth/load-session';
import { LoadCommon } from '../core/common/load-common';
import type { CommonData } from '../core/common/common-data';
import { analyticsPlan } from '../core/banners/consent';
import type { CommonGateway } from '../core/common/common-gateway.port';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, directionIn, directionOf, routeLanguages } from '../core/language/language';
import { detectRootLanguage, localizePath, splitLanguage } from '../core/language/localized-path';
import { LANGUAGE_COOKIE, REDIRECTED_COOKIE } from '../core/language/language-preference.port';
import { NOT_FOUND_MESSAGE, toPageError } from '../core/shared/request-error';
import type { FetchLike } from '../adapters/http/api-client';
import { CryptoRandomSource } from '../adapters/auth/crypto-random-source';
import { RequestAuthToken } from '../adapters/storage/cookie-auth-token';
import { CookieLanguagePreference } from '../adapters/storage/cookie-language-preference';
import { RequestStorage } from '../adapters/storage/request-storage';
import { type Catalogue, catalogueLanguages, loadCatalogue } from '../ui/i18n/catalogues';
import { createI18n } from '../ui/i18n/create-i18n';
import { fallbackGaps, isRoomRoute, shippedCatalogue } from '../ui/i18n/shipped-texts';
import { loadKey, matchLocalizedRoute } from '../ui/routing/match-route';
import { LOCALIZED_ROUTES, routesFor } from '../ui/routing/routes';
import { runRouteLoad } from '../ui/routing/route-load';
import { FeatureLoader } from '../ui/app/features';
import { routeFeatures } from '../ui/routing/route-definition';
import { guardRedirect } from '../ui/routing/route-guard';
import { CommonStore } from '../ui/app/common-store';
import { PageLoadStore } from '../ui/routing/page-load-store';
import { MetaStore } from '../ui/app/meta-store';
import type { HeadMeta } from '../ui/app/meta-store-head';
import { headFor } from '../ui/app/meta-store-head';
import { isMissing } from '../core/shared/request-error';
import { SessionStore } from '../ui/app/session-store';
import { createContainer, hydratables, resolverOf } from './container';
import { serializeState, type PageState } from './page-state';
import { languagesFirst } from './page-language';
import { Root } from './root';
import { PORTS } from '../ui/app/port-tokens';

enableStaticRendering(true);

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  cookies: Readonly<Record<string, string | undefined>>;
  acceptLanguage?: string | undefined;
  api: { baseUrl: string; fetch: FetchLike };
  /** Public origin (PUBLIC_URL) for canonical, hreflang and Open Graph URLs; the request's host is not trusted. */
  publicUrl?: string;
}

export interface RenderResult {
  status: number;
  /** Set for the root-path language redirect and the sign-in guards. */
  redirect?: string;
  /** Cookies for the response; `maxAge: 0` expires one (a token the API no longer accepts). */
  setCookies?: { name: string; value: string; maxAge: number }[];
  html: string;
  language: string;
  direction: 'ltr' | 'rtl';
  title: string;
  description: string;
  primaryColor: string;
  primaryHoverColor: string;
  /** Canonical URL, hreflang alternates, Open Graph and JSON-LD for the head; null on redirects. */
  meta: HeadMeta | null;
  /** Source module of the matched page, so the server can link its CSS and preload its chunk. */
  pageModule: string | null;
  state: string;
  /** The tags a consenting shopper's browser may load (their hosts go into the page's CSP). */
  tags?: { ga: boolean; pixel: boolean };
}

/** Renders one request: load common data and the route's data, render once, serialise the stores. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const pathname = url.pathname;

  const authTokens = new RequestAuthToken(request.cookies);
  const container = createContainer({
    api: request.api,
    storage: new RequestStorage(request.cookies),
    languagePreference: new CookieLanguagePreference(() => request.cookies),
    authTokens,
    random: new CryptoRandomSource(),
  });
  const resolver = resolverOf(container);
  const pageLoad = container.get(PageLoadStore);
  const common = container.get(CommonStore);

  // A page in a predefined language routes at once; one that may be in a language the operator
  // added reads the shop's languages (`common`, which the page needs anyway) before routing.
  let known: readonly string[] = LANGUAGE_CODES;
  const early = languagesFirst(pathname, [request.cookies[REDIRECTED_COOKIE], request.cookies[LANGUAGE_COOKIE], request.acceptLanguage]);
  if (early !== null) {
    try {
      await container.get(LoadCommon).execute(early || DEFAULT_LANGUAGE);
      known = routeLanguages(common.languageCodes);
    } catch {
      // Read again below, where a failure becomes the error page.
    }
  }
  const { language } = splitLanguage(pathname, known, DEFAULT_LANGUAGE);

  const redirectTo = detectRootLanguage({
    pathname,
    redirectedLanguage: request.cookies[REDIRECTED_COOKIE],
    savedLanguage: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.acceptLanguage,
    known,
    fallback: DEFAULT_LANGUAGE,
  });
  if (redirectTo) {
    return {
      ...emptyResult(language),
      status: 302,
      redirect: localizePath('/', redirectTo) + url.search,
      setCookies: [{ name: REDIRECTED_COOKIE, value: redirectTo, maxAge: 365 * 86_400 }],
    };
  }

  container.get(MetaStore).setOrigin(request.publicUrl ?? '');
  const match = matchLocalizedRoute(pathname, routesFor(known));
  // A language without a catalogue in the app has its texts fetched, beside the page's loads.
  const texts = catalogueLanguages().includes(language) ? loadCatalogue(language) : fetchTexts(container.get<CommonGateway>(PORTS.CommonGateway), language);

  let status = match ? 200 : 404;
  const [commonOutcome] = await Promise.allSettled([
    container.get(LoadCommon).execute(language),
    match?.localized.route.page.preload(),
    // The page's feature chunk loads beside common data; runRouteLoad below waits for it.
    ...(match ? routeFeatures(match.localized.route) : []).map((name) => container.get<FeatureLoader>(FeatureLoader).load(name)),
  ]);
  if (commonOutcome.status === 'rejected') {
    const error = toPageError(commonOutcome.reason);
    pageLoad.recordFatal(error);
    status = error.status >= 400 ? error.status : 500;
  } else {
    // Who is visiting decides the guards, so the session loads before the route's own data.
    let sessionError: unknown = null;
    // A guest's user_token cookie (RequestStorage) names its cart: the guest profile's cart_count
    // puts the right badge in this HTML. Best effort, and beside the route's load, not before it.
    // (refreshGuest never rejects: a guest whose count could not be read sees 0, as before.)
    let guestSession: Promise<void> | null = null;
    // A session the API refuses (ended, revoked, unknown) is a guest's visit: its cookies expire
    // with this page (authTokens.responseCookies) and the page says so once, in its language.
    if (authTokens.read()) {
      try {
        await container.get(LoadSession).execute(language);
      } catch (error) {
        sessionError = error;
      }
    } else {
      guestSession = container.get(LoadSession).refreshGuest(language);
    }
    if (match) {
      const key = loadKey(match.localized.name, match.params, url.search);
      const guard = sessionError === null ? guardRedirect(match.localized.route, { loggedIn: container.get(SessionStore).isLoggedIn, guestCheckout: Number(common.data?.setting.guest_checkout) === 1 }, url.pathname + url.search, language) : null;
      if (guard) return { ...emptyResult(language), status: 302, redirect: guard, ...cookiesOf(authTokens) };
      try {
        // The API did not answer the profile (down, not refused): the error page, still signed in.
        if (sessionError !== null) throw sessionError;
        await runRouteLoad(match.localized.route, { resolver, language, params: match.params, search: url.searchParams });
        pageLoad.recordServerLoad(key, null);
      } catch (error) {
        const pageError = toPageError(error);
        pageLoad.recordServerLoad(key, pageError);
        status = pageError.status >= 400 ? pageError.status : 500;
      }
    }
    await guestSession;
  }

  const [catalogue, fallbackCatalogue] = await Promise.all([
    texts,
    language === DEFAULT_LANGUAGE ? Promise.resolve(null) : loadCatalogue(DEFAULT_LANGUAGE),
  ]);
  const i18n = sharedI18n(language, catalogue, fallbackCatalogue);
  // The page carries the texts its room uses, and English only where they have gaps (shipped-texts.ts).
  const shipped = shippedCatalogue(catalogue, language, isRoomRoute(match ? routeFeatures(match.localized.route) : []));
  const shippedFallback = fallbackCatalogue && fallbackGaps(shipped, language, shippedCatalogue(fallbackCatalogue, DEFAULT_LANGUAGE, shipped === catalogue));
  const languages = routeLanguages(common.languageCodes);
  const direction = directionIn(language, common.languages);

  const html = renderToString(
    <Root
      resolver={resolver}
      i18n={i18n}
      language={language}
      direction={direction}
      defaultLanguage={common.defaultLanguage}
      routes={routesFor(languages)}
      router={(app) => <StaticRouter location={url.pathname + url.search}>{app}</StaticRouter>}
    />,
  );

  // Read after rendering: pages declare their meta while they render (usePageMeta).
  const meta = headFor(container.get(MetaStore), common, language, pathname, isMissing(status) ? i18n.t('errors.not_found', { defaultValue: NOT_FOUND_MESSAGE }) : null);
  const stores = Object.fromEntries(Object.entries(hydratables(container)).map(([key, store]) => [key, store.snapshot()]));
  const state: PageState = { language, defaultLanguage: common.defaultLanguage, languages, direction, catalogue: shipped, fallbackCatalogue: shippedFallback, stores };
  return {
    status,
    html,
    language,
    direction,
    title: meta.title,
    description: meta.description,
    meta,
    primaryColor: common.primaryColor,
    primaryHoverColor: common.primaryHoverColor,
    pageModule: match?.localized.route.page.module ?? null,
    state: serializeState(state),
    tags: tagsOf(common.data),
    ...cookiesOf(authTokens),
  };
}

/** The cookies this render must set: an ended session's, expired. */
function cookiesOf(authTokens: RequestAuthToken): Pick<RenderResult, 'setCookies'> {
  return authTokens.responseCookies.length > 0 ? { setCookies: authTokens.responseCookies } : {};
}

/** Which tags the settings turn on (loaded only after the shopper's consent, in the browser). */
function tagsOf(data: CommonData | null): { ga: boolean; pixel: boolean } {
  const plan = analyticsPlan(data, 'granted');
  return { ga: plan.ga !== null, pixel: plan.pixel !== null };
}

/**
 * One i18next instance per language for every request: rendering only reads it (nothing changes
 * its language or adds resources on the server), and creating one per request was a measurable
 * share of a product page's server time. Keyed by the cached catalogue objects themselves.
 */
const i18nByCatalogue = new WeakMap<Catalogue, { fallback: Catalogue | null; i18n: ReturnType<typeof createI18n> }>();

function sharedI18n(language: string, catalogue: Catalogue, fallbackCatalogue: Catalogue | null) {
  const known = i18nByCatalogue.get(catalogue);
  if (known && known.fallback === fallbackCatalogue) return known.i18n;
  const i18n = createI18n(language, catalogue, fallbackCatalogue ? { language: DEFAULT_LANGUAGE, catalogue: fallbackCatalogue } : undefined);
  i18nByCatalogue.set(catalogue, { fallback: fallbackCatalogue, i18n });
  return i18n;
}

/** The imported texts of an added language; none (the default language's show) when they cannot be read. */
async function fetchTexts(gateway: CommonGateway, language: string): Promise<Catalogue> {
  try {
    return await gateway.fetchTexts(language);
  } catch {
    return {};
  }
}

function emptyResult(language: string): RenderResult {
  return {
    status: 200, html: '', language, direction: directionOf(language), title: '', description: '', meta: null,
    primaryColor: '', primaryHoverColor: '', pageModule: null, state: '',
  };
}

/**
 * The benchmark's ceiling: the same React tree rendered by a bare renderToString from state that
 * is already in memory (no data loading, no container per request beyond the stores, no document).
 */
export async function prepareBareRender(state: PageState, url: string): Promise<() => string> {
  const container = createContainer({
    api: { baseUrl: 'http://unused/', fetch: () => Promise.reject(new Error('bare render does not fetch')) },
    storage: new RequestStorage({}),
    languagePreference: new CookieLanguagePreference(() => ({})),
    authTokens: new RequestAuthToken({}),
    random: new CryptoRandomSource(),
  });
  const routes = routesFor(state.languages);
  const route = matchLocalizedRoute(new URL(url, 'http://localhost').pathname, routes)?.localized.route;
  await Promise.all((route ? routeFeatures(route) : []).map((name) => container.get<FeatureLoader>(FeatureLoader).load(name)));
  for (const [key, store] of Object.entries(hydratables(container))) store.restore(state.stores[key]);
  const i18n = createI18n(state.language, state.catalogue, state.fallbackCatalogue ? { language: state.defaultLanguage, catalogue: state.fallbackCatalogue } : undefined);
  const resolver = resolverOf(container);
  return () =>
    renderToString(
      <Root resolver={resolver} i18n={i18n} language={state.language} direction={state.direction} defaultLanguage={state.defaultLanguage} routes={routes} router={(app) => <StaticRouter location={url}>{app}</StaticRouter>} />,
    );
}

/** Preloads a route's page chunk (benchmarks render without the request pipeline). */
export async function preloadRoute(pathname: string): Promise<void> {
  await matchLocalizedRoute(pathname, LOCALIZED_ROUTES)?.localized.route.page.preload();
}
