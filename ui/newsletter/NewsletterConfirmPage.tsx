import { ConfirmNewsletter } from '../../core/newsletter/confirm-newsletter';
import { useService } from '../app/services';
import { NewsletterLinkPage } from './NewsletterLinkPage';

/** `/newsletter/confirm?token=…`: the double opt-in link of the confirmation mail. */
export default function NewsletterConfirmPage() {
  const confirm = useService(ConfirmNewsletter);
  return <NewsletterLinkPage action="confirm" run={(token, language) => confirm.execute(token, language)} />;
}
