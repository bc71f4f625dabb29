import { LoadHome } from '../../core/home/load-home';
import { LoadAddresses } from '../../core/addresses/load-addresses';
import { LoadCountries } from '../../core/countries/load-countries';
import { LoadFollowing } from '../../core/following/load-following';
import { LoadUserVouchers } from '../../core/vouchers/load-user-vouchers';
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
  {
    name: 'user-profile',
    path: '/user/profile',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/pages/account/ProfilePage.tsx', () => import('../pages/account/ProfilePage')),
  },
  {
    name: 'user-addresses',
    path: '/user/addresses',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/pages/account/AddressesPage.tsx', () => import('../pages/account/AddressesPage')),
    load: async ({ resolver, language, search }) => {
      await Promise.all([resolver.get(LoadAddresses).execute(language, Number(search.get('page')) || 1), resolver.get(LoadCountries).execute(language)]);
    },
  },
  {
    name: 'user-vouchers',
    path: '/user/vouchers',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/pages/account/VouchersPage.tsx', () => import('../pages/account/VouchersPage')),
    load: ({ resolver, language }) => resolver.get(LoadUserVouchers).execute(language),
  },
  {
    name: 'user-following',
    path: '/user/following',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/pages/account/FollowingPage.tsx', () => import('../pages/account/FollowingPage')),
    load: ({ resolver, language, search }) => resolver.get(LoadFollowing).execute(language, Number(search.get('page')) || 1),
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
