import { Container } from 'inversify';
import type { AuthTokenStorage } from '../core/auth/auth-token.port';
import type { GuestOnServer } from '../core/auth/guest-on-server.port';
import { GuestToken } from '../core/auth/guest-token';
import { CartCallers } from '../core/cart/cart-caller';
import { LoadSession } from '../core/auth/load-session';
import type { RandomSource } from '../core/auth/random-source.port';
import { SignOut } from '../core/auth/sign-out';
import { HttpAuthGateway } from '../adapters/auth/http-auth-gateway';
import { LoadCommon } from '../core/common/load-common';
import { LoadHome } from '../core/home/load-home';
import { ChooseLanguage } from '../core/language/choose-language';
import type { LanguagePreference } from '../core/language/language-preference.port';
import { BannerPreferences } from '../core/banners/banner-preferences';
import type { KeyValueStorage } from '../core/shared/key-value-storage.port';
import { ApiClient, type ApiClientOptions } from '../adapters/http/api-client';
import { HttpCommonGateway } from '../adapters/common/http-common-gateway';
import { HttpHomeGateway } from '../adapters/home/http-home-gateway';
import type { Resolver } from '../ui/app/services';
import type { Hydratable } from '../ui/app/hydratable';
import { BannerStore } from '../ui/banners/banner-store';
import { CommonStore } from '../ui/app/common-store';
import { PageLoadStore } from '../ui/routing/page-load-store';
import { MetaStore } from '../ui/app/meta-store';
import { SearchSuggestions } from '../core/search/search-suggestions';
import { HttpSearchGateway } from '../adapters/search/http-search-gateway';
import { SessionStore } from '../ui/app/session-store';
import { CartBadge } from '../ui/app/cart-badge';
import { ToastStore } from '../ui/layout/overlays/toast-store';
import { HomeViewModel } from '../ui/home/home-view-model';
import { FeatureLoader } from '../ui/app/features';
import { ContainerFeatureLoader } from './features/feature-loader';
import { HydrationRegistry } from './hydration-registry';
import { PORTS } from '../ui/app/port-tokens';
import { bindPlain, plain } from './features/bind-plain';

export interface ContainerEnvironment {
  api: ApiClientOptions;
  storage: KeyValueStorage;
  languagePreference: LanguagePreference;
  /** The `frontend_token` cookie: the browser's, or the request's during a server render. */
  authTokens: AuthTokenStorage;
  /** Cryptographic randomness for the guest `user_token`. */
  random: RandomSource;
  /** The browser's `user_token` cookie, set once a guest stores something; absent on the server, which only reads it. */
  guestOnServer?: GuestOnServer;
}

/**
 * Wires one storefront: a fresh container per request on the server (no state shared between
 * shoppers), one per tab in the browser. Everything is a singleton inside its container.
 */
export function createContainer(environment: ContainerEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ApiClient).toConstantValue(new ApiClient(environment.api));
  container.bind(PORTS.KeyValueStorage).toConstantValue(environment.storage);
  container.bind(PORTS.LanguagePreference).toConstantValue(environment.languagePreference);
  container.bind(PORTS.AuthTokenStorage).toConstantValue(environment.authTokens);
  container.bind(PORTS.RandomSource).toConstantValue(environment.random);
  if (environment.guestOnServer) container.bind(PORTS.GuestOnServer).toConstantValue(environment.guestOnServer);

  container.bind(PORTS.CommonGateway).toDynamicValue(plain(HttpCommonGateway, ApiClient));
  container.bind(PORTS.HomeGateway).toDynamicValue(plain(HttpHomeGateway, ApiClient));
  container.bind(PORTS.AuthGateway).toDynamicValue(plain(HttpAuthGateway, ApiClient));
  container.bind(PORTS.SearchGateway).toDynamicValue(plain(HttpSearchGateway, ApiClient));

  container.bind(CommonStore).toSelf();
  container.bind(PORTS.CommonState).toService(CommonStore);
  container.bind(HomeViewModel).toSelf();
  container.bind(PORTS.HomeState).toService(HomeViewModel);
  container.bind(SessionStore).toSelf();
  container.bind(PORTS.SessionState).toService(SessionStore);
  container.bind(CartBadge).toSelf();
  container.bind(ToastStore).toSelf();
  container.bind(BannerStore).toSelf();
  container.bind(PageLoadStore).toSelf();
  container.bind(MetaStore).toSelf();

  // What every page needs (layout, header, session, who a cart or order call is for); the rest comes with its feature.
  bindPlain(container, LoadCommon, PORTS.CommonGateway, PORTS.CommonState);
  bindPlain(container, LoadHome, PORTS.HomeGateway, PORTS.HomeState);
  bindPlain(container, ChooseLanguage, PORTS.LanguagePreference);
  bindPlain(container, BannerPreferences, PORTS.KeyValueStorage);
  bindPlain(container, LoadSession, PORTS.AuthGateway, PORTS.AuthTokenStorage, PORTS.SessionState, GuestToken);
  // The browser's `user_token` cookie is bound only in the browser: the server only reads it.
  container.bind(GuestToken).toDynamicValue((context) => new GuestToken(context.get<KeyValueStorage>(PORTS.KeyValueStorage), context.get<RandomSource>(PORTS.RandomSource), context.get<GuestOnServer>(PORTS.GuestOnServer, { optional: true })));
  bindPlain(container, CartCallers, PORTS.SessionState, GuestToken);
  bindPlain(container, SignOut, PORTS.AuthGateway, PORTS.AuthTokenStorage, PORTS.SessionState, GuestToken);
  bindPlain(container, SearchSuggestions, PORTS.SearchGateway);

  const hydration = new HydrationRegistry();
  hydration.add('common', () => container.get(CommonStore));
  hydration.add('page', () => container.get(PageLoadStore));
  hydration.add('meta', () => container.get(MetaStore));
  hydration.add('home', () => container.get(HomeViewModel));
  hydration.add('session', () => container.get(SessionStore));
  container.bind(HydrationRegistry).toConstantValue(hydration);
  container.bind(FeatureLoader).toConstantValue(new ContainerFeatureLoader(container, hydration));
  return container;
}

export function resolverOf(container: Container): Resolver {
  return { get: (token) => container.get(token as never) };
}

/**
 * The stores whose state travels from the server render to the browser, by key: the shop-wide
 * ones and those of every feature bound so far (load the page's feature first).
 */
export function hydratables(container: Container): Record<string, Hydratable> {
  return Object.fromEntries(container.get(HydrationRegistry).entries());
}
