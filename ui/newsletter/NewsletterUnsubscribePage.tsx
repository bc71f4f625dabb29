import { UnsubscribeNewsletter } from '../../core/newsletter/unsubscribe-newsletter';
import { useService } from '../app/services';
import { NewsletterLinkPage } from './NewsletterLinkPage';

/** `/newsletter/unsubscribe?token=…`: the unsubscribe link every newsletter mail carries. */
export default function NewsletterUnsubscribePage() {
  const unsubscribe = useService(UnsubscribeNewsletter);
  return <NewsletterLinkPage action="unsubscribe" run={(token, language) => unsubscribe.execute(token, language)} />;
}
