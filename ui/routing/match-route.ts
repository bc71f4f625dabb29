import { matchPath } from 'react-router';
import type { LocalizedRoute } from './route-definition';

export interface RouteMatch {
  localized: LocalizedRoute;
  params: Record<string, string | undefined>;
}

// matchPath compiles its pattern on every call, and a render asks for the same pathname several
// times over every route in five languages: remembered answers per route table and pathname.
const remembered = new WeakMap<readonly LocalizedRoute[], Map<string, RouteMatch | null>>();

/** The route a pathname opens, or null (404). */
export function matchLocalizedRoute(pathname: string, routes: readonly LocalizedRoute[]): RouteMatch | null {
  let known = remembered.get(routes);
  if (!known) remembered.set(routes, (known = new Map()));
  const hit = known.get(pathname);
  if (hit !== undefined) return hit;
  let found: RouteMatch | null = null;
  for (const localized of routes) {
    const match = matchPath({ path: localized.path, end: true }, pathname);
    if (match) {
      found = { localized, params: match.params };
      break;
    }
  }
  // Bounded: product and search pathnames are endless.
  if (known.size >= 500) known.clear();
  known.set(pathname, found);
  return found;
}

/** The key a page load is remembered by: same route, params and query → same data. */
export function loadKey(name: string, params: Record<string, string | undefined>, search: string): string {
  return `${name}|${JSON.stringify(params)}|${search}`;
}
