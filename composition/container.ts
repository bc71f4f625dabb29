import { Container } from 'inversify';
import { CommonGateway } from '../core/common/common-gateway.port';
import { SessionState } from '../core/account/session-state.port';
import { CommonState } from '../core/common/common-state.port';
import { LoadCommon } from '../core/common/load-common';
import { HomeGateway } from '../core/home/home-gateway.port';
import { HomeState } from '../core/home/home-state.port';
import { LoadHome } from '../core/home/load-home';
import { ChooseLanguage } from '../core/language/choose-language';
import { LanguagePreference } from '../core/language/language-preference.port';
import { BannerPreferences } from '../core/preferences/banner-preferences';
import { KeyValueStorage } from '../core/preferences/key-value-storage.port';
import { ApiClient, type ApiClientOptions } from '../adapters/http/api-client';
import { HttpCommonGateway } from '../adapters/http/http-common-gateway';
import { HttpHomeGateway } from '../adapters/http/http-home-gateway';
import type { Resolver } from '../ui/app/services';
import type { Hydratable } from '../ui/app/hydratable';
import { BannerStore } from '../ui/stores/banner-store';
import { CommonStore } from '../ui/stores/common-store';
import { PageLoadStore } from '../ui/stores/page-load-store';
import { SessionStore } from '../ui/stores/session-store';
import { ToastStore } from '../ui/stores/toast-store';
import { HomeViewModel } from '../ui/pages/home/home-view-model';

export interface ContainerEnvironment {
  api: ApiClientOptions;
  storage: KeyValueStorage;
  languagePreference: LanguagePreference;
}

/**
 * Wires one storefront: a fresh container per request on the server (no state shared between
 * shoppers), one per tab in the browser. Everything is a singleton inside its container.
 */
export function createContainer(environment: ContainerEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ApiClient).toConstantValue(new ApiClient(environment.api));
  container.bind(KeyValueStorage).toConstantValue(environment.storage);
  container.bind(LanguagePreference).toConstantValue(environment.languagePreference);

  container.bind(CommonGateway).to(HttpCommonGateway);
  container.bind(HomeGateway).to(HttpHomeGateway);

  container.bind(CommonStore).toSelf();
  container.bind(CommonState).toService(CommonStore);
  container.bind(HomeViewModel).toSelf();
  container.bind(HomeState).toService(HomeViewModel);
  container.bind(SessionStore).toSelf();
  container.bind(SessionState).toService(SessionStore);
  container.bind(ToastStore).toSelf();
  container.bind(BannerStore).toSelf();
  container.bind(PageLoadStore).toSelf();

  container.bind(LoadCommon).toSelf();
  container.bind(LoadHome).toSelf();
  container.bind(ChooseLanguage).toSelf();
  container.bind(BannerPreferences).toSelf();
  return container;
}

export function resolverOf(container: Container): Resolver {
  return { get: (token) => container.get(token as never) };
}

/** The stores whose state travels from the server render to the browser, by key. */
export function hydratables(container: Container): Record<string, Hydratable> {
  return {
    common: container.get(CommonStore),
    page: container.get(PageLoadStore),
    home: container.get(HomeViewModel),
    session: container.get(SessionStore),
  };
}
