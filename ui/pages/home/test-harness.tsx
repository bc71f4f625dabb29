import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../../i18n/react-i18n';
import { MemoryRouter } from 'react-router';
import { directionOf } from '../../../core/domain/language';
import { LanguageContext } from '../../app/language-context';
import { ServicesProvider, type Resolver, type ServiceToken } from '../../app/services';
import { loadCatalogue } from '../../i18n/catalogues';
import { createI18n } from '../../i18n/create-i18n';
import { CommonStore } from '../../stores/common-store';
import { HomeViewModel } from './home-view-model';
import { makeCommonData } from './test-factories';

/** A resolver over a plain map: the test decides every instance a component can ask for. */
export function mapResolver(services: Map<ServiceToken<unknown>, unknown>): Resolver {
  return {
    get<T>(token: ServiceToken<T>): T {
      if (!services.has(token)) throw new Error(`No test instance for ${String((token as { name?: string }).name ?? token.toString())}`);
      return services.get(token) as T;
    },
  };
}

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
  const services = new Map<ServiceToken<unknown>, unknown>([
    [CommonStore, common],
    [HomeViewModel, home],
    ...(options.services ?? []),
  ]);
  const route = options.route === undefined ? '/' : options.route;
  const routed = (children: ReactNode) => (route === null ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>);
  const wrap = (ui: ReactElement) => (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={{ code: language, direction: directionOf(language), defaultLanguage: 'en' }}>
        <ServicesProvider resolver={mapResolver(services)}>
          <div dir={directionOf(language)}>{routed(ui)}</div>
        </ServicesProvider>
      </LanguageContext.Provider>
    </I18nProvider>
  );
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
