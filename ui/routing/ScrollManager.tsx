import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useService } from '../app/services';
import { PageLoadStore } from './page-load-store';

// useLayoutEffect warns in the server's render; the scroll only matters in a browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The query without its page number: what the shopper filters and sorts by. */
function filters(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  return params.toString();
}

/** Whether a move within one page changes a filter or the sort (a new page number alone does not). */
function filterChange(from: string, to: string): boolean {
  return filters(from) !== filters(to);
}

/**
 * Scrolls as a shopper expects in a single-page app: a new page (or another page of a list) opens
 * at its top; Back and Forward return to where the shopper was on that entry, once its content is
 * on screen; changing a filter or the sort keeps the place, so the filter panel stays in view.
 */
export const ScrollManager = observer(function ScrollManager() {
  const location = useLocation();
  const navigation = useNavigationType();
  const pageLoad = useService(PageLoadStore);
  const positions = useRef(new Map<string, number>());
  const previous = useRef<{ key: string; pathname: string; search: string } | null>(null);
  const restoring = useRef<number | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(window.history.state?.key ?? 'default', window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, []);

  useBrowserLayoutEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname, search: location.search };
    if (!before || before.key === location.key) return;
    if (navigation === 'POP') {
      restoring.current = positions.current.get(location.key) ?? 0;
      return;
    }
    restoring.current = null;
    if (before.pathname === location.pathname && filterChange(before.search, location.search)) return;
    window.scrollTo(0, 0);
  }, [location.key]);

  // Back and Forward: once the entry's page is on screen (its data loaded), back to its place.
  useEffect(() => {
    if (restoring.current === null || pageLoad.pending) return;
    const target = restoring.current;
    restoring.current = null;
    requestAnimationFrame(() => window.scrollTo(0, target));
  }, [location.key, pageLoad.pending]);

  return null;
});
