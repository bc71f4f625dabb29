import { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizePath } from '../app/language-context';
import { useOptionalResolver } from '../app/services';
import { useLinkPrefetch } from './link-prefetch';
import { useRouteTable } from './route-table';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A language-neutral path on this site ('/flash-sale') or an absolute URL. */
  to: string;
  /** Also load the target page's code once the link comes into view (product tiles). */
  prefetchInView?: boolean;
  children?: ReactNode;
}

/**
 * A link in the current language. Prefetches the target page's code on hover or focus, its data
 * too when the shopper rests on it, focuses or touches it (see link-prefetch.ts).
 */
export function LocalizedLink({ to, prefetchInView = false, children, onMouseEnter, onMouseLeave, onFocus, onTouchStart, ...rest }: Props) {
  const localize = useLocalizePath();
  const routes = useRouteTable();
  const resolver = useOptionalResolver();
  const external = /^(https?:|mailto:|tel:|#)/.test(to);
  const href = external ? to : localize(to);
  const prefetch = useLinkPrefetch(href, routes, resolver, prefetchInView && !external);
  if (external) {
    return <a href={to} {...rest}>{children}</a>;
  }
  return (
    <Link
      to={href}
      // Route discovery is for framework mode; here it only adds an attribute to every link.
      discover="none"
      ref={prefetch.ref}
      onMouseEnter={(event) => { prefetch.onMouseEnter(); onMouseEnter?.(event); }}
      onMouseLeave={(event) => { prefetch.onMouseLeave(); onMouseLeave?.(event); }}
      onFocus={(event) => { prefetch.onFocus(); onFocus?.(event); }}
      onTouchStart={(event) => { prefetch.onTouchStart(); onTouchStart?.(event); }}
      {...rest}
    >
      {children}
    </Link>
  );
}
