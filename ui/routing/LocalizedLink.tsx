import { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizePath } from '../app/language-context';
import { matchLocalizedRoute } from './match-route';
import type { LocalizedRoute } from './route-definition';
import { useRouteTable } from './route-table';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A language-neutral path on this site ('/flash-sale') or an absolute URL. */
  to: string;
  children?: ReactNode;
}

/** Skip prefetching on slow (2g) connections and when the shopper asked to save data. */
export function prefetchAllowed(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

function prefetch(href: string, routes: readonly LocalizedRoute[]): void {
  if (typeof navigator === 'undefined') return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!prefetchAllowed(connection)) return;
  const match = matchLocalizedRoute(href.split('?')[0]!, routes);
  void match?.localized.route.page.preload().catch(() => undefined);
}

/** A link in the current language; prefetches the target page's code on hover or focus. */
export function LocalizedLink({ to, children, onMouseEnter, onFocus, ...rest }: Props) {
  const localize = useLocalizePath();
  const routes = useRouteTable();
  if (/^(https?:|mailto:|tel:|#)/.test(to)) {
    return <a href={to} {...rest}>{children}</a>;
  }
  const href = localize(to);
  return (
    <Link
      to={href}
      // Route discovery is for framework mode; here it only adds an attribute to every link.
      discover="none"
      onMouseEnter={(event) => { prefetch(href, routes); onMouseEnter?.(event); }}
      onFocus={(event) => { prefetch(href, routes); onFocus?.(event); }}
      {...rest}
    >
      {children}
    </Link>
  );
}
