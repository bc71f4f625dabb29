import { localizePath } from '../../../core/language/localized-path';
import { matchLocalizedRoute } from '../../../ui/routing/match-route';
import { LOCALIZED_ROUTES, ROUTES } from '../../../ui/routing/routes';
import { internal, linksOf } from './link-crawler';

/**
 * Real addresses for the shop's screens, found the way a visitor finds them: the links its own
 * pages print, each matched against the route table (ui/routing/routes.ts). Every route gets one
 * address, or a stated reason why it has none; a route added later without either fails the
 * accessibility test by name.
 */

/** Route name → one English path that opens it. */
export type RouteUrls = Map<string, string>;

/** Pages read for links: between them they print at least one link to every linked screen. */
const READ_FOR_LINKS = ['/', '/sitemap', '/categories', '/brands', '/flash-sale', '/hot-deals', '/login'];

/** The route an English path opens (null for none: the 404 page). */
export function routeOf(path: string): string | null {
  const pathname = new URL(path, 'http://x').pathname;
  return matchLocalizedRoute(pathname, LOCALIZED_ROUTES.filter((r) => r.language === 'en'))?.localized.route.name ?? null;
}

/** One linked path per route, from the pages above and a product page (read signed out, in English). */
export async function linkedRouteUrls(origin: string): Promise<RouteUrls> {
  const found: RouteUrls = new Map();
  const read = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    for (const href of linksOf(await response.text())) {
      const link = internal(href, origin);
      if (link === null || /^\/(fr|ar|tr|hi)(\/|$|\?)/.test(link)) continue;
      const name = routeOf(link);
      if (name !== null && !found.has(name)) found.set(name, link);
    }
  };
  for (const path of READ_FOR_LINKS) await read(path);
  // A product page links its store, brand and category listings.
  if (found.has('product')) await read(found.get('product')!);
  return found;
}

/** The same page in another language. */
export function inLanguage(path: string, language: string): string {
  const url = new URL(path, 'http://x');
  return `${localizePath(url.pathname, language)}${url.search}`;
}

/** The layout a route's page is framed by ('default': the shop's header and footer). */
export function layoutOf(name: string): string | undefined {
  return ROUTES.find((route) => route.name === name)?.layout;
}

/** Names of every route of the shop. */
export const ROUTE_NAMES: readonly string[] = ROUTES.map((route) => route.name);

/** Routes a signed-in shopper is sent away from (to home) and routes a guest is sent to sign in from. */
export const GUEST_ONLY: ReadonlySet<string> = new Set(ROUTES.filter((r) => r.guestOnly).map((r) => r.name));
export const SIGNED_IN_ONLY: ReadonlySet<string> = new Set(ROUTES.filter((r) => r.requiresAuth === true).map((r) => r.name));
