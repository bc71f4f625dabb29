import 'reflect-metadata';
import '../ui/styles/global.css';
import { parse } from 'cookie';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BrowserStorage } from '../adapters/storage/browser-storage';
import { CookieLanguagePreference } from '../adapters/storage/cookie-language-preference';
import { createI18n } from '../ui/i18n/create-i18n';
import { recoverFromChunkError } from '../ui/routing/chunk-recovery';
import { matchLocalizedRoute } from '../ui/routing/match-route';
import { createContainer, hydratables, resolverOf } from './container';
import { STATE_ELEMENT_ID, type PageState } from './page-state';
import { Root } from './root';

async function start(): Promise<void> {
  const state = JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}') as PageState;
  const container = createContainer({
    api: { baseUrl: '/api/v1/', fetch: (input, init) => window.fetch(input, { ...init, credentials: 'omit' }) },
    storage: new BrowserStorage(),
    languagePreference: new CookieLanguagePreference(() => parse(document.cookie)),
  });
  for (const [key, store] of Object.entries(hydratables(container))) store.restore(state.stores?.[key]);

  const i18n = createI18n(
    state.language,
    state.catalogue ?? {},
    state.fallbackCatalogue ? { language: state.defaultLanguage, catalogue: state.fallbackCatalogue } : undefined,
  );
  // The first page's chunk must be there before hydrating, so the first render matches the server's.
  try {
    await matchLocalizedRoute(window.location.pathname)?.localized.route.page.preload();
  } catch (error) {
    if (recoverFromChunkError(error)) return;
  }
  const resolver = resolverOf(container);
  hydrateRoot(
    document.getElementById('app')!,
    <Root
      resolver={resolver}
      i18n={i18n}
      language={state.language}
      defaultLanguage={state.defaultLanguage}
      router={(app) => <BrowserRouter>{app}</BrowserRouter>}
    />,
  );
}

void start();
