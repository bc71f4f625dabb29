import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { CommonData } from '../../core/common/common-data';
import { directionOf } from '../../core/language/language';
import { ChooseLanguage } from '../../core/language/choose-language';
import { BannerPreferences } from '../../core/banners/banner-preferences';
import { LanguageContext } from '../app/language-context';
import { ServicesProvider, type Resolver, type ServiceToken } from '../app/services';
import { loadCatalogue } from '../i18n/catalogues';
import { createI18n } from '../i18n/create-i18n';
import { I18nProvider } from '../i18n/react-i18n';
import { RouteTable } from '../routing/route-table';
import { LOCALIZED_ROUTES } from '../routing/routes';
import { LayoutPartsContext } from '../layout/layout-parts';
import { SearchBox } from '../search/SearchBox';
import { SocialLogin } from '../auth/SocialLogin';
import { HomeViewModel } from '../home/home-view-model';
import { BannerStore } from '../banners/banner-store';
import { CommonStore } from '../app/common-store';
import { SessionStore } from '../app/session-store';
import { CartBadge } from '../app/cart-badge';
import { ToastStore } from '../layout/overlays/toast-store';
import { commonData, makeCommonData } from './data-factories';
import { MemoryLanguagePreference, MemoryStorage } from './memory-ports';

/** A resolver over a plain map: the test decides every instance a component can ask for. */
export function mapResolver(services: Map<ServiceToken<unknown>, unknown>): Resolver {
  return {
    get<T>(token: ServiceToken<T>): T {
      if (!services.has(token)) throw new Error(`No test instance for ${String((token as { name?: string }).name ?? token.toString())}`);
      return services.get(token) as T;
    },
  };
}

/** The app's own providers (no container: composition alone builds that). */
function appProviders(i18n: I18n, language: string, resolver: Resolver, children: ReactNode): ReactElement {
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={{ code: language, direction: directionOf(language), defaultLanguage: 'en' }}>
        <ServicesProvider resolver={resolver}><RouteTable.Provider value={LOCALIZED_ROUTES}><LayoutPartsContext.Provider value={{ SearchBox, SocialLogin }}>{children}</LayoutPartsContext.Provider></RouteTable.Provider></ServicesProvider>
      </LanguageContext.Provider>
    </I18nProvider>
  );
}

// ---- page harness: translations of the language, a CommonStore and a HomeViewModel ----------

export interface HarnessOptions {
  language?: string;
  /** Initial location of the memory router; null renders outside any router. */
  route?: string | null;
  /** Extra or replacement instances, by token. */
  services?: [ServiceToken<unknown>, unknown][];
}

export interface TestApp {
  common: CommonStore;
  home: HomeViewModel;
  /** `ui` inside the app's providers, ready for render(), renderToString() or hydrateRoot(). */
  wrap(ui: ReactElement): ReactElement;
}

/**
 * The app's providers around a component: translations of `language` (English filling gaps), a
 * CommonStore with shop data, a HomeViewModel (empty: the page is loading) and a memory router.
 */
export async function createTestApp(options: HarnessOptions = {}): Promise<TestApp> {
  const language = options.language ?? 'en';
  const english = await loadCatalogue('en');
  const i18n = createI18n(language, language === 'en' ? english : await loadCatalogue(language), { language: 'en', catalogue: english });
  const common = new CommonStore();
  common.setCommon(makeCommonData(), language);
  const home = new HomeViewModel();
  const session = new SessionStore();
  const resolver = mapResolver(new Map<ServiceToken<unknown>, unknown>([
    [CommonStore, common],
    [HomeViewModel, home],
    [SessionStore, session],
    [CartBadge, new CartBadge(session)],
    ...(options.services ?? []),
  ]));
  const route = options.route === undefined ? '/' : options.route;
  const routed = (children: ReactNode) => (route === null ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>);
  const wrap = (ui: ReactElement) => appProviders(i18n, language, resolver, <div dir={directionOf(language)}>{routed(ui)}</div>);
  return { common, home, wrap };
}

export interface Harness extends RenderResult {
  common: CommonStore;
  home: HomeViewModel;
}

/** Renders `ui` the way the app does (see createTestApp). */
export async function renderWithApp(ui: ReactElement, options: HarnessOptions = {}): Promise<Harness> {
  const app = await createTestApp(options);
  return { ...render(app.wrap(ui)), common: app.common, home: app.home };
}

// ---- layout shell: the English catalogue and the shop-wide stores (common, toast, banners) --

/** Shows where the router is, so a test can see a navigation happen. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location" hidden>{location.pathname + location.search}</span>;
}

export interface Shell {
  common: CommonStore;
  toast: ToastStore;
  banners: BannerStore;
  storage: MemoryStorage;
  languagePreference: MemoryLanguagePreference;
  /** The router's current path and query. */
  location(): string;
}

export interface ShellOptions {
  data?: CommonData;
  /** Share storage to simulate a later visit on the same device. */
  storage?: MemoryStorage;
  path?: string;
  language?: string;
  /** A signed-in session, when the test needs one. */
  session?: SessionStore;
  /** The texts of `language` instead of English (most tests read the English ones). */
  translated?: boolean;
}

/**
 * Renders `ui` the way the app does: router, English catalogue, language context and a resolver
 * holding hand-built stores.
 */
export async function renderInShell(ui: ReactElement, options: ShellOptions = {}): Promise<Shell & { result: RenderResult }> {
  const storage = options.storage ?? new MemoryStorage();
  const common = new CommonStore();
  const languageCode = options.language ?? 'en';
  common.setCommon(options.data ?? commonData(), languageCode);
  const toast = new ToastStore();
  const banners = new BannerStore(new BannerPreferences(storage));
  const languagePreference = new MemoryLanguagePreference();
  const session = options.session ?? new SessionStore();
  const resolver = mapResolver(new Map<ServiceToken<unknown>, unknown>([
    [CommonStore, common],
    [ToastStore, toast],
    [BannerStore, banners],
    [ChooseLanguage, new ChooseLanguage(languagePreference)],
    [SessionStore, session],
    [CartBadge, new CartBadge(session)],
  ]));

  const textLanguage = options.translated ? languageCode : 'en';
  const i18n = createI18n(textLanguage, await loadCatalogue(textLanguage));
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      {appProviders(i18n, languageCode, resolver, <>{ui}<LocationProbe /></>)}
    </MemoryRouter>,
  );
  return {
    result,
    common,
    toast,
    banners,
    storage,
    languagePreference,
    location: () => result.getByTestId('location').textContent ?? '',
  };
}
