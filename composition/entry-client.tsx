// Only the metadata calls Inversify makes (reflect-metadata/lite was 2.4 kB gzip of the first load).
import './reflect-metadata-min';
import '../ui/styles/global.css';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { GuestToken } from '../core/auth/guest-token';
import { directionOf, LANGUAGE_CODES } from '../core/language/language';
import { LoadSession } from '../core/auth/load-session';
import { CryptoRandomSource } from '../adapters/auth/crypto-random-source';
import { BrowserStorage } from '../adapters/storage/browser-storage';
import { CookieAuthToken } from '../adapters/storage/cookie-auth-token';
import { parseCookies } from '../adapters/storage/cookie-writer';
import { CookieLanguagePreference } from '../adapters/storage/cookie-language-preference';
import { createI18n } from '../ui/i18n/create-i18n';
import { recoverFromChunkError } from '../ui/routing/chunk-recovery';
import { matchLocalizedRoute } from '../ui/routing/match-route';
import { routesFor } from '../ui/routing/routes';
import { routeFeatures } from '../ui/routing/route-definition';
import { FeatureLoader } from '../ui/app/features';
import { SessionStore } from '../ui/app/session-store';
import { createContainer, hydratables, resolverOf } from './container';
import { STATE_ELEMENT_ID, type PageState } from './page-state';
import { Root } from './root';

async function start(): Promise<void> {
  const state = JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}') as PageState;
  const storage = new BrowserStorage();
  const container = createContainer({
    // The session cookie goes with the shop's own calls only (same origin), never to another site.
    api: {
      baseUrl: '/api/v1/',
      fetch: (input, init) => window.fetch(input, { ...init, credentials: 'same-origin' }),
      cookieSession: true,
      // A refusal whose answer expired the session cookies ended the session: signed out quietly.
      onRefused: () => void container.get(LoadSession).sessionOver(),
    },
    storage,
    guestOnServer: storage,
    languagePreference: new CookieLanguagePreference(() => parseCookies(document.cookie)),
    authTokens: new CookieAuthToken(),
    random: new CryptoRandomSource(),
  });
  // The first page's chunk and feature must be there before restoring and hydrating, so the
  // feature's view models receive their state and the first render matches the server's.
  // The route scheme of the shop's languages as the server rendered it (an added language included).
  const routes = routesFor(state.languages ?? LANGUAGE_CODES);
  const route = matchLocalizedRoute(window.location.pathname, routes)?.localized.route;
  try {
    await Promise.all([route?.page.preload(), ...(route ? routeFeatures(route) : []).map((name) => container.get<FeatureLoader>(FeatureLoader).load(name))]);
  } catch (error) {
    if (recoverFromChunkError(error)) return;
  }
  for (const [key, store] of Object.entries(hydratables(container))) store.restore(state.stores?.[key]);
  // The page carries the user, the cookie the token: together they make the session the server saw.
  const session = container.get(LoadSession);
  try {
    await session.execute(state.language);
  } catch {
    // The server render already showed the error page for a profile the API did not answer.
  }

  const i18n = createI18n(
    state.language,
    state.catalogue ?? {},
    state.fallbackCatalogue ? { language: state.defaultLanguage, catalogue: state.fallbackCatalogue } : undefined,
  );
  const resolver = resolverOf(container);
  hydrateRoot(
    document.getElementById('app')!,
    <Root
      resolver={resolver}
      i18n={i18n}
      language={state.language}
      direction={state.direction ?? directionOf(state.language)}
      defaultLanguage={state.defaultLanguage}
      routes={routes}
      router={(app) => <BrowserRouter>{app}</BrowserRouter>}
    />,
  );
  // A guest's cart count comes from the guest profile (by user_token). The server read it from the
  // user_token cookie when the page came with one; a guest whose token is only in local storage
  // (nothing stored yet, or the cookie expired) gets it here. The token reaches the cookie on the
  // guest's next cart or address write (GuestToken.forWrite), not on a read.
  if (!container.get(SessionStore).user) void session.refreshGuest(state.language);
  // Every guest gets a random user_token kept locally. Kept on this device only until the guest
  // stores something: until then its pages are anyone's, served from the page cache.
  if (!container.get(SessionStore).token) container.get(GuestToken).ensure();
}

void start();
