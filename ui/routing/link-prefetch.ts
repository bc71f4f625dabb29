import { useEffect, useRef } from 'react';
import { FeatureLoader } from '../app/features';
import type { Resolver } from '../app/services';
import { matchLocalizedRoute } from './match-route';
import { routeFeatures, type LocalizedRoute } from './route-definition';

/** The part of the Network Information API the decision reads. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch on 2g (or slow-2g) connections, nor when the shopper asked to save data. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

/**
 * How long the pointer rests on a link before its data is read: a pointer crossing a list on its
 * way elsewhere reads nothing. Focus and touch read at once (a tap follows in ~100 ms).
 */
export const HOVER_INTENT_MS = 65;

/**
 * 'code': the page's chunk and its features' modules: the same few files for every product,
 * fetched once and kept by the browser, so cheap enough to start as soon as a link is in view.
 * 'data': also the route's data (`Feature.prefetches`), read live and kept only seconds, so only
 * for a link the shopper points at, focuses or touches: a listing shows dozens of tiles.
 */
export type PrefetchDepth = 'code' | 'data';

/** Starts what a move to `href` needs, unless the connection is slow or saving data; never throws. */
export function prefetchRoute(href: string, routes: readonly LocalizedRoute[], resolver: Resolver | null, depth: PrefetchDepth): void {
  if (typeof navigator === 'undefined') return;
  if (!prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return;
  const [pathname = '', query = ''] = href.split('?');
  const match = matchLocalizedRoute(pathname, routes);
  if (!match) return;
  const { route, language } = match.localized;
  route.page.preload().catch(() => undefined);
  if (!resolver) return;
  Promise.resolve()
    .then(() => {
      const loader = resolver.get<FeatureLoader>(FeatureLoader);
      return Promise.all(routeFeatures(route).map((name) => loader.load(name)));
    })
    .then(([feature]) => {
      if (depth === 'data' && route.feature) feature?.prefetches?.[route.name]?.({ resolver, language, params: match.params, search: new URLSearchParams(query) });
    })
    .catch(() => undefined);
}

let observer: IntersectionObserver | undefined;
const onView = new WeakMap<Element, () => void>();

/** Calls `seen` once, when the browser is idle after `element` first comes into view. */
function whenInView(element: Element, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const callback = onView.get(target);
      if (!isIntersecting || !callback) continue;
      observer!.unobserve(target);
      onView.delete(target);
      // After what the page itself is doing (hydration, its images' decoding).
      if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
      else setTimeout(callback, 0);
    }
  });
  onView.set(element, seen);
  observer.observe(element);
  return () => {
    onView.delete(element);
    observer?.unobserve(element);
  };
}

/** The handlers (and ref) that prefetch a link's move: code on view (when `inView`) or hover, data on intent. */
export function useLinkPrefetch(href: string, routes: readonly LocalizedRoute[], resolver: Resolver | null, inView: boolean) {
  const ref = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ahead = (depth: PrefetchDepth) => prefetchRoute(href, routes, resolver, depth);
  const data = () => {
    clearTimeout(timer.current);
    ahead('data');
  };
  useEffect(() => {
    const element = ref.current;
    const stop = inView && element ? whenInView(element, () => ahead('code')) : undefined;
    return () => {
      stop?.();
      clearTimeout(timer.current);
    };
    // `ahead` reads href, routes and resolver: a new href is a new link to watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, inView]);
  return {
    ref,
    onMouseEnter: () => {
      ahead('code');
      clearTimeout(timer.current);
      timer.current = setTimeout(data, HOVER_INTENT_MS);
    },
    onMouseLeave: () => clearTimeout(timer.current),
    onFocus: data,
    onTouchStart: data,
  };
}
