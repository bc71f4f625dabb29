import { backOfficeSectionOf } from '../../core/admin/back-office-sections';
import { LoadHome } from '../../core/home/load-home';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '../../core/language/language';
import { localizePath, localizedRouteName } from '../../core/language/localized-path';
import { NOT_FOUND_MESSAGE, RequestError } from '../../core/shared/request-error';
import { CommonStore } from '../app/common-store';
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import { rankRoutes } from './route-rank';
import { CATALOGUE_ROUTES } from '../catalogue/catalogue-routes';
import type { LocalizedRoute, RouteDefinition } from './route-definition';

/** The cart, shipping, checkout and order-placed screens share one chunk (see cart-screens.ts). */
const cartScreens = () => import('./cart-screens');
const cartScreen = (pick: (screens: Awaited<ReturnType<typeof cartScreens>>) => ComponentType) =>
  lazyPage('ui/routing/cart-screens.ts', () => cartScreens().then((screens) => ({ default: pick(screens) })));

/** The back office's console: one page for every section (ui/admin/AdminPage.tsx). */
const adminPage = lazyPage('ui/admin/AdminPage.tsx', () => import('../admin/AdminPage'));

/** The seller's workspace: one page for every screen (ui/seller/SellerPage.tsx draws the frame and the screen the route names). */
const sellerPage = lazyPage('ui/seller/SellerPage.tsx', () => import('../seller/SellerPage'));

/** Every screen of the shop. Later issues add theirs here. */
export const ROUTES: RouteDefinition[] = [
  {
    name: 'home',
    path: '/',
    layout: 'default',
    page: lazyPage('ui/home/HomePage.tsx', () => import('../home/HomePage')),
    load: ({ resolver, language }) => resolver.get(LoadHome).execute(language),
  },
  { name: 'login', feature: 'auth', path: '/login', layout: 'empty', guestOnly: true, page: lazyPage('ui/auth/LoginPage.tsx', () => import('../auth/LoginPage')) },
  { name: 'register', feature: 'auth', path: '/register', layout: 'empty', guestOnly: true, page: lazyPage('ui/auth/RegisterPage.tsx', () => import('../auth/RegisterPage')) },
  { name: 'forgot-password', feature: 'auth', path: '/forgot-password', layout: 'empty', guestOnly: true, page: lazyPage('ui/auth/ForgotPasswordPage.tsx', () => import('../auth/ForgotPasswordPage')) },
  {
    name: 'seller-register',
    path: '/seller/register',
    feature: 'auth',
    layout: 'empty',
    // Not guest-only: a signed-in customer who clicks "Become a seller" is told how, not sent home.
    page: lazyPage('ui/auth/SellerRegisterPage.tsx', () => import('../auth/SellerRegisterPage')),
    // The page exists only while the shop takes vendor registrations.
    load: async ({ resolver }) => {
      if (Number(resolver.get(CommonStore).data?.setting.vendor_registration) !== 1) throw new RequestError(404, NOT_FOUND_MESSAGE);
    },
  },
  { name: 'social-callback', feature: 'auth', path: '/social-callback', layout: 'empty', page: lazyPage('ui/auth/SocialCallbackPage.tsx', () => import('../auth/SocialCallbackPage')) },
  {
    name: 'user-profile',
    feature: 'account',
    path: '/user/profile',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/account/ProfilePage.tsx', () => import('../account/ProfilePage')),
  },
  {
    name: 'user-addresses',
    feature: 'account',
    path: '/user/addresses',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/account/AddressesPage.tsx', () => import('../account/AddressesPage')),
  },
  {
    name: 'user-vouchers',
    feature: 'account',
    path: '/user/vouchers',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/account/VouchersPage.tsx', () => import('../account/VouchersPage')),
  },
  {
    name: 'user-following',
    feature: 'account',
    path: '/user/following',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/stores/FollowingPage.tsx', () => import('../stores/FollowingPage')),
  },
  {
    name: 'user-orders',
    feature: 'orders',
    path: '/user/orders',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/orders/OrdersPage.tsx', () => import('../orders/OrdersPage')),
  },
  {
    name: 'user-order',
    feature: 'orders',
    // An unpaid bank-transfer order shows the shop's account: the payment methods are the checkout feature's.
    uses: ['checkout'],
    path: '/user/order/:id',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/orders/OrderDetailPage.tsx', () => import('../orders/OrderDetailPage')),
  },
  {
    name: 'user-wishlists',
    feature: 'lists',
    path: '/user/wishlists',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/lists/WishlistPage.tsx', () => import('../lists/WishlistPage')),
  },
  {
    name: 'user-compared',
    feature: 'lists',
    path: '/user/compared',
    layout: 'default',
    requiresAuth: true,
    page: lazyPage('ui/lists/ComparePage.tsx', () => import('../lists/ComparePage')),
  },
  { name: 'track-order', feature: 'orders', path: '/track-order', layout: 'default', page: lazyPage('ui/orders/TrackOrderPage.tsx', () => import('../orders/TrackOrderPage')) },
  { name: 'install', feature: 'install', path: '/install', layout: 'bare', page: lazyPage('ui/install/InstallPage.tsx', () => import('../install/InstallPage')) },
  // The back office's console: signed in or not, the page is the same for the server; the browser asks who it is.
  { name: 'admin', feature: 'admin', path: '/admin', layout: 'console', page: adminPage },
  {
    name: 'admin-section',
    feature: 'admin',
    path: '/admin/:section',
    layout: 'console',
    page: adminPage,
    // Only the console's sections exist; any other path under /admin is the shop's 404.
    load: async ({ params }) => {
      if (backOfficeSectionOf(params.section) === null) throw new RequestError(404, NOT_FOUND_MESSAGE);
    },
  },
  // One order at the order desk (the console's `orders` section shows it).
  { name: 'admin-order', feature: 'admin', path: '/admin/orders/:code', layout: 'console', page: adminPage },
  // The seller's workspace (issue 32): a guest signs in first and comes back; the page tells a
  // customer it is for sellers and a seller whose store waits where it stands. Search engines leave it out.
  { name: 'seller', feature: 'seller', path: '/seller', layout: 'console', requiresAuth: true, page: sellerPage },
  { name: 'seller-products', feature: 'seller', path: '/seller/products', layout: 'console', requiresAuth: true, page: sellerPage },
  { name: 'seller-product-new', feature: 'seller', path: '/seller/products/new', layout: 'console', requiresAuth: true, page: sellerPage },
  {
    name: 'seller-product',
    feature: 'seller',
    path: '/seller/products/:id',
    layout: 'console',
    requiresAuth: true,
    page: sellerPage,
    // A product's id is a number; any other path under /seller/products is the shop's 404.
    load: async ({ params }) => {
      if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw new RequestError(404, NOT_FOUND_MESSAGE);
    },
  },
  { name: 'seller-store', feature: 'seller', path: '/seller/store', layout: 'console', requiresAuth: true, page: sellerPage },
  // Stock and prices of many variants in one table, and the products' CSV export and import (decision 0031).
  { name: 'seller-stock', feature: 'seller', path: '/seller/stock', layout: 'console', requiresAuth: true, page: sellerPage },
  { name: 'seller-import', feature: 'seller', path: '/seller/import', layout: 'console', requiresAuth: true, page: sellerPage },
  { name: 'seller-flash-sales', feature: 'seller', path: '/seller/flash-sales', layout: 'console', requiresAuth: true, page: sellerPage },
  // The store's part of each order: its shipment, moved by the seller (issue 33).
  { name: 'seller-orders', feature: 'seller', path: '/seller/orders', layout: 'console', requiresAuth: true, page: sellerPage },
  // What the shop owes the store, its payouts and monthly statements (issue 33, decision 0035).
  { name: 'seller-earnings', feature: 'seller', path: '/seller/earnings', layout: 'console', requiresAuth: true, page: sellerPage },
  // The store's own shipping rules and pickup points (migration 0043).
  { name: 'seller-delivery', feature: 'seller', path: '/seller/delivery', layout: 'console', requiresAuth: true, page: sellerPage },
  { name: 'order-confirm', feature: 'orders', path: '/order-confirm', layout: 'default', page: lazyPage('ui/orders/OrderConfirmPage.tsx', () => import('../orders/OrderConfirmPage')) },
  { name: 'contact', feature: 'contact', path: '/contact', layout: 'default', page: lazyPage('ui/contact/ContactPage.tsx', () => import('../contact/ContactPage')) },
  { name: 'newsletter-confirm', feature: 'newsletter', path: '/newsletter/confirm', layout: 'default', page: lazyPage('ui/newsletter/NewsletterConfirmPage.tsx', () => import('../newsletter/NewsletterConfirmPage')) },
  { name: 'newsletter-unsubscribe', feature: 'newsletter', path: '/newsletter/unsubscribe', layout: 'default', page: lazyPage('ui/newsletter/NewsletterUnsubscribePage.tsx', () => import('../newsletter/NewsletterUnsubscribePage')) },
  {
    name: 'shop',
    feature: 'product',
    path: '/shop/:slug',
    layout: 'default',
    page: lazyPage('ui/stores/StorePage.tsx', () => import('../stores/StorePage')),
  },
  {
    name: 'page',
    feature: 'product',
    path: '/page/:slug',
    layout: 'default',
    page: lazyPage('ui/pages/StaticPage.tsx', () => import('../pages/StaticPage')),
  },
  { name: 'sitemap', feature: 'product', path: '/sitemap', layout: 'default', page: lazyPage('ui/pages/SitemapPage.tsx', () => import('../pages/SitemapPage')) },
  {
    // Two dynamic segments around a static one: rankRoutes tries every path with more static
    // segments first, so no static path of three segments ever lands here.
    name: 'product',
    feature: 'product',
    path: '/:main/product/:id',
    layout: 'default',
    page: lazyPage('ui/product/ProductPage.tsx', () => import('../product/ProductPage')),
  },
  { name: 'cart', feature: 'cart', path: '/cart', layout: 'default', page: cartScreen((m) => m.CartPage) },
  {
    name: 'shipping',
    feature: 'checkout',
    // The address book (list, inline add form, countries) is the account feature's.
    uses: ['account'],
    path: '/shipping',
    layout: 'default',
    requiresAuth: 'unless-guest-checkout',
    page: cartScreen((m) => m.ShippingPage),
  },
  {
    name: 'checkout',
    feature: 'checkout',
    uses: ['account'],
    path: '/checkout',
    layout: 'default',
    requiresAuth: 'unless-guest-checkout',
    page: cartScreen((m) => m.CheckoutPage),
  },
  {
    name: 'order-placed',
    // The end of checkout; the order it shows and its transfer report are the orders feature's (checkout uses it).
    feature: 'checkout',
    path: '/order-placed/:id',
    layout: 'default',
    page: cartScreen((m) => m.OrderPlacedPage),
  },
  // Where a payment provider's page sends the shopper back (issue 16): Razorpay to its own path, the others by key.
  { name: 'razorpay-callback', feature: 'payments', path: '/razorpay-callback', layout: 'default', page: lazyPage('ui/payments/PaymentReturnPage.tsx', () => import('../payments/PaymentReturnPage')) },
  { name: 'payment-return', feature: 'payments', path: '/payment-return/:provider', layout: 'default', page: lazyPage('ui/payments/PaymentReturnPage.tsx', () => import('../payments/PaymentReturnPage')) },
  ...CATALOGUE_ROUTES,
];

/** Each route in every language: the default (English) without prefix, the others under `/{code}`. */
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

const tables = new Map<string, LocalizedRoute[]>([[LANGUAGE_CODES.join(','), LOCALIZED_ROUTES]]);

/**
 * The route table for the route scheme's languages (core/language/language.ts `routeLanguages`):
 * LOCALIZED_ROUTES itself for the predefined five, one table per set of languages otherwise, made
 * once (a language the operator adds changes the set rarely; matching remembers by table).
 */
export function routesFor(languages: readonly string[]): readonly LocalizedRoute[] {
  const key = languages.join(',');
  let table = tables.get(key);
  if (!table) {
    if (tables.size >= 16) {
      tables.clear();
      tables.set(LANGUAGE_CODES.join(','), LOCALIZED_ROUTES);
    }
    tables.set(key, (table = rankRoutes(localizeRoutes(ROUTES, languages))));
  }
  return table;
}
