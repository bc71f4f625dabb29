import { LoadHome } from '../../core/home/load-home';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '../../core/domain/language';
import { localizePath, localizedRouteName } from '../../core/domain/localized-path';
import { NOT_FOUND_MESSAGE, RequestError } from '../../core/shared/request-error';
import { CommonStore } from '../stores/common-store';
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import { rankRoutes } from './route-rank';
import { CATALOGUE_ROUTES } from '../pages/catalogue/catalogue-routes';
import type { LocalizedRoute, RouteDefinition } from './route-definition';

/** The cart, shipping, checkout and order-placed screens share one chunk (see cart-screens.ts). */
const cartScreens = () => import('../pages/cart/cart-screens');
const cartScreen = (pick: (screens: Awaited<ReturnType<typeof cartScreens>>) => ComponentType) =>
  lazyPage('ui/pages/cart/cart-screens.ts', () => cartScreens().then((screens) => ({ default: pick(screens) })));

/** Every screen of the shop. Later issues add theirs here. */
export const ROUTES: RouteDefinition[] = [
  {
    name: 'home',
    path: '/',
    layout: 'default',
    page: lazyPage('ui/pages/home/HomePage.tsx', () => import('../pages/home/HomePage')),
    load: ({ resolver, language }) => resolver.get(LoadHome).execute(language),
  },
  { name: 'login', feature: 'auth', path: '/login', layout: 'empty', guestOnly: true, page: lazyPage('ui/pages/auth/LoginPage.tsx', () => import('../pages/auth/LoginPage')) },
  { name: 'register', feature: 'auth', path: '/register', layout: 'empty', guestOnly: true, page: lazyPage('ui/pages/auth/RegisterPage.tsx', () => import('../pages/auth/RegisterPage')) },
  { name: 'forgot-password', feature: 'auth', path: '/forgot-password', layout: 'empty', guestOnly: true, page: lazyPage('ui/pages/auth/ForgotPasswordPage.tsx', () => import('../pages/auth/ForgotPasswordPage')) },
  {
    name: 'seller-register',
    path: '/seller/register',
    feature: 'auth',
    layout: 'empty',
    guestOnly: true,
    page: lazyPage('ui/pages/auth/SellerRegisterPage.tsx', () => import('../pages/auth/SellerRegisterPage')),
    // Spec: the page exists only while the shop takes vendor registrations.
    load: async ({ resolver }) => {
      if (Number(resolver.get(CommonStore).data?.setting.vendor_registration) !== 1) throw new RequestError(404, NOT_FOUND_MESSAGE);
    },
  },
  { name: 'social-callback', feature: 'auth', path: '/social-callback', layout: 'empty', page: lazyPage('ui/pages/auth/SocialCallbackPage.tsx', () => import('../pages/auth/SocialCallbackPage')) },
  {
    name: 'user-profile',
    feature: 'account',
    path: '/user/profile',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/pages/account/ProfilePage.tsx', () => import('../pages/account/ProfilePage')),
  },
  {
    name: 'user-addresses',
    feature: 'account',
    path: '/user/addresses',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/pages/account/AddressesPage.tsx', () => import('../pages/account/AddressesPage')),
  },
  {
    name: 'user-vouchers',
    feature: 'account',
    path: '/user/vouchers',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/pages/account/VouchersPage.tsx', () => import('../pages/account/VouchersPage')),
  },
  {
    name: 'user-following',
    feature: 'account',
    path: '/user/following',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/pages/account/FollowingPage.tsx', () => import('../pages/account/FollowingPage')),
  },
  {
    name: 'shop',
    feature: 'product',
    path: '/shop/:slug',
    layout: 'default',
    page: lazyPage('ui/pages/store/StorePage.tsx', () => import('../pages/store/StorePage')),
  },
  {
    name: 'page',
    feature: 'product',
    path: '/page/:slug',
    layout: 'default',
    page: lazyPage('ui/pages/static/StaticPage.tsx', () => import('../pages/static/StaticPage')),
  },
  {
    // Two dynamic segments around a static one: rankRoutes tries every path with more static
    // segments first, so no static path of three segments ever lands here.
    name: 'product',
    feature: 'product',
    path: '/:main/product/:id',
    layout: 'default',
    page: lazyPage('ui/pages/product/ProductPage.tsx', () => import('../pages/product/ProductPage')),
  },
  { name: 'cart', feature: 'cart', path: '/cart', layout: 'default', page: cartScreen((m) => m.CartPage) },
  {
    name: 'shipping',
    feature: 'cart',
    // The address book (list, inline add form, countries) is the account feature's.
    uses: ['account'],
    path: '/shipping',
    layout: 'default',
    requiresAuth: 'unless-guest-checkout',
    page: cartScreen((m) => m.ShippingPage),
  },
  {
    name: 'checkout',
    feature: 'cart',
    uses: ['account'],
    path: '/checkout',
    layout: 'default',
    requiresAuth: 'unless-guest-checkout',
    page: cartScreen((m) => m.CheckoutPage),
  },
  { name: 'order-placed', feature: 'cart', path: '/order-placed/:id', layout: 'default', page: cartScreen((m) => m.OrderPlacedPage) },
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
