import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page split into its own chunk. The server and the browser `preload()` it before rendering,
 * so the first render (and hydration) is synchronous; later navigations suspend on it.
 */
export interface LazyPage {
  /** Source path of the page module (as in the build manifest), so the server can link its CSS. */
  module: string;
  preload(): Promise<ComponentType>;
  /** The loaded component, once preload has resolved. */
  loaded(): ComponentType | null;
  Lazy: LazyExoticComponent<ComponentType>;
}

export function lazyPage(module: string, load: () => Promise<{ default: ComponentType }>): LazyPage {
  let component: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => (component = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    module,
    preload,
    loaded: () => component,
    Lazy: lazy(() => preload().then((c) => ({ default: c }))),
  };
}

/** Renders the page directly when its chunk is already loaded, else through React.lazy. */
export function renderPage(page: LazyPage) {
  const Loaded = page.loaded();
  return createElement(Loaded ?? page.Lazy);
}
