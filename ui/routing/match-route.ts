import { matchPath } from 'react-router';
import type { LocalizedRoute } from './route-definition';
import { LOCALIZED_ROUTES } from './routes';

export interface RouteMatch {
  localized: LocalizedRoute;
  params: Record<string, string | undefined>;
}

/** The route a pathname opens, or null (404). */
export function matchLocalizedRoute(pathname: string, routes: readonly LocalizedRoute[] = LOCALIZED_ROUTES): RouteMatch | null {
  for (const localized of routes) {
    const match = matchPath({ path: localized.path, end: true }, pathname);
    if (match) return { localized, params: match.params };
  }
  return null;
}

/** The key a page load is remembered by: same route, params and query → same data. */
export function loadKey(name: string, params: Record<string, string | undefined>, search: string): string {
  return `${name}|${JSON.stringify(params)}|${search}`;
}
