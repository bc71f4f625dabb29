import { useLanguage } from '../app/language-context';
import { useMounted } from '../kit/use-mounted';
import { orderDate } from './order-dates';

/**
 * A date of an order in words, in the page's language: in UTC in the server's render and the
 * hydrating one, in the shopper's own time zone from then on (the text may differ between the two,
 * so React is told not to mind that one text).
 */
export function OrderDate({ iso, time = false }: { iso: string; time?: boolean }) {
  const { code } = useLanguage();
  const mounted = useMounted();
  return <time dateTime={iso} suppressHydrationWarning>{orderDate(iso, code, time, mounted ? undefined : 'UTC')}</time>;
}
