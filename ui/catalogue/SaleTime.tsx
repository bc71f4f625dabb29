import { useLanguage } from '../app/language-context';
import { useMounted } from '../kit/use-mounted';
import { saleTime } from './sale-time';

/**
 * When a flash sale starts, in the page's language: in UTC in the server's render and the
 * hydrating one, in the shopper's own time zone from then on. The element may differ between
 * the server's and the browser's date data, so React is told not to mind that one text.
 */
export function SaleTime({ iso }: { iso: string }) {
  const { code } = useLanguage();
  const mounted = useMounted();
  return <time dateTime={iso} suppressHydrationWarning>{saleTime(iso, code, mounted ? undefined : 'UTC')}</time>;
}
