import type { Resolver } from '../app/services';
import type { LazyPage } from './lazy-page';

/**
 * Parts of the shop whose code (adapters, use cases, view models) loads with their first page
 * instead of with the first visit: each would otherwise add to every shopper's first download.
 */
export type FeatureName = 'auth' | 'account' | 'catalogue' | 'product' | 'cart' | 'checkout' | 'payments' | 'orders' | 'lists' | 'contact' | 'newsletter' | 'install' | 'admin' | 'seller';

export interface RouteLoadContext {
  resolver: Resolver;
  language: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** A screen: its language-neutral path, its layout, its chunk and the data it declares. */
export interface RouteDefinition {
  name: string;
  path: string;
  /**
   * `bare`: the page alone in a card (the installer, before the shop has header or footer data);
   * `console`: the whole width with no storefront around it (the back office, the seller's workspace).
   */
  layout: 'default' | 'empty' | 'bare' | 'console';
  page: LazyPage;
  /** The feature whose services and data loads this page needs, bound before the page loads or renders. */
  feature?: FeatureName;
  /**
   * Other features whose services the page resolves (the shipping step uses the account's address
   * book): bound beside `feature`, before the first render and before hydrating. Only `feature`
   * answers the route's data load.
   */
  uses?: readonly FeatureName[];
  /** Loads what the page shows; run on the server before rendering and in the browser on navigation. */
  load?: (context: RouteLoadContext) => Promise<void>;
  /** Guest-only pages (login, register...) send a signed-in shopper to '/'. */
  guestOnly?: boolean;
  /**
   * Account pages: a guest goes to `/login?redirect={path}` and comes back after signing in.
   * 'unless-guest-checkout' (shipping, checkout): guests may stay when `setting.guest_checkout` is 1.
   */
  requiresAuth?: boolean | 'unless-guest-checkout';
}

export interface LocalizedRoute {
  /** `home___fr` */
  name: string;
  /** `/fr` or `/fr/page/:slug` */
  path: string;
  language: string;
  route: RouteDefinition;
}

/** Every feature a route needs bound: its own, then those it uses. */
export function routeFeatures(route: Pick<RouteDefinition, 'feature' | 'uses'>): FeatureName[] {
  return route.feature ? [route.feature, ...(route.uses ?? [])] : [...(route.uses ?? [])];
}
