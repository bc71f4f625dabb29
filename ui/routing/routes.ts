import { LoadHome } from '../../core/home/load-home';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '../../core/domain/language';
import { localizePath, localizedRouteName } from '../../core/domain/localized-path';
import { lazyPage } from './lazy-page';
import type { LocalizedRoute, RouteDefinition } from './route-definition';

/** Every screen of the shop. Later issues add theirs here. */
export const ROUTES: RouteDefinition[] = [
  {
    name: 'home',
    path: '/',
    layout: 'default',
    page: lazyPage('ui/pages/home/HomePage.tsx', () => import('../pages/home/HomePage')),
    load: ({ resolver, language }) => resolver.get(LoadHome).execute(language),
  },
];

/** Each route in five variants: English without prefix, the others under `/{code}`. */
export function localizeRoutes(routes: readonly RouteDefinition[] = ROUTES, languages: readonly string[] = LANGUAGE_CODES, fallback: string = DEFAULT_LANGUAGE): LocalizedRoute[] {
  return languages.flatMap((language) =>
    routes.map((route) => ({
      name: localizedRouteName(route.name, language),
      path: localizePath(route.path, language, fallback),
      language,
      route,
    })),
  );
}

export const LOCALIZED_ROUTES = localizeRoutes();
