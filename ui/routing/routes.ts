import { LoadHome } from '../../core/home/load-home';
import { LoadAddresses } from '../../core/addresses/load-addresses';
import { LoadCountries } from '../../core/countries/load-countries';
import { LoadFollowing } from '../../core/following/load-following';
import { LoadUserVouchers } from '../../core/vouchers/load-user-vouchers';
import { LoadProduct } from '../../core/product/load-product';
import { LoadSuggested } from '../../core/product/load-suggested';
import { LoadReviews } from '../../core/product/load-reviews';
import { LoadStore } from '../../core/product/load-store';
import { LoadStaticPage } from '../../core/product/load-static-page';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '../../core/domain/language';
import { localizePath, localizedRouteName } from '../../core/domain/localized-path';
import { NOT_FOUND_MESSAGE, RequestError } from '../../core/shared/request-error';
import { CommonStore } from '../stores/common-store';
import { lazyPage } from './lazy-page';
import { rankRoutes } from './route-rank';
import { CATALOGUE_ROUTES } from '../pages/catalogue/catalogue-routes';
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
  { name: 'login', path: '/login', layout: 'empty', guestOnly: true, page: lazyPage('ui/pages/auth/LoginPage.tsx', () => import('../pages/auth/LoginPage')) },
  { name: 'register', path: '/register', layout: 'empty', guestOnly: true, page: lazyPage('ui/pages/auth/RegisterPage.tsx', () => import('../pages/auth/RegisterPage')) },
  { name: 'forgot-password', path: '/forgot-password', layout: 'empty', guestOnly: true, page: lazyPage('ui/pages/auth/ForgotPasswordPage.tsx', () => import('../pages/auth/ForgotPasswordPage')) },
  {
    name: 'seller-register',
    path: '/seller/register',
    layout: 'empty',
    guestOnly: true,
    page: lazyPage('ui/pages/auth/SellerRegisterPage.tsx', () => import('../pages/auth/SellerRegisterPage')),
    // Spec: the page exists only while the shop takes vendor registrations.
    load: async ({ resolver }) => {
      if (Number(resolver.get(CommonStore).data?.setting.vendor_registration) !== 1) throw new RequestError(404, NOT_FOUND_MESSAGE);
    },
  },
  { name: 'social-callback', path: '/social-callback', layout: 'empty', page: lazyPage('ui/pages/auth/SocialCallbackPage.tsx', () => import('../pages/auth/SocialCallbackPage')) },
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
  {
    name: 'shop',
    path: '/shop/:slug',
    layout: 'default',
    page: lazyPage('ui/pages/store/StorePage.tsx', () => import('../pages/store/StorePage')),
    load: ({ resolver, language, params, search }) => resolver.get(LoadStore).execute(params.slug, language, search.get('page'), search.get('sortby')),
  },
  {
    name: 'page',
    path: '/page/:slug',
    layout: 'default',
    page: lazyPage('ui/pages/static/StaticPage.tsx', () => import('../pages/static/StaticPage')),
    load: ({ resolver, language, params }) => resolver.get(LoadStaticPage).execute(params.slug, language),
  },
  {
    // Two dynamic segments around a static one: rankRoutes tries every path with more static
    // segments first, so no static path of three segments ever lands here.
    name: 'product',
    path: '/:main/product/:id',
    layout: 'default',
    page: lazyPage('ui/pages/product/ProductPage.tsx', () => import('../pages/product/ProductPage')),
    load: async ({ resolver, language, params }) => {
      const id = await resolver.get(LoadProduct).execute(params.id, language);
      // Suggestions and reviews are extras: the page shows without them rather than failing.
      await Promise.all([
        resolver.get(LoadSuggested).execute(id, language).catch(() => undefined),
        resolver.get(LoadReviews).execute(id, language).catch(() => undefined),
      ]);
    },
  },
  ...CATALOGUE_ROUTES,
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

// Ranked: a static path (/categories, /fr/...) wins over a `/:main/products`-style pattern.
export const LOCALIZED_ROUTES = rankRoutes(localizeRoutes());
