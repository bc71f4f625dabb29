import type { Container } from 'inversify';
import { NewsletterGateway } from '../../core/newsletter/newsletter-gateway.port';
import { ConfirmNewsletter } from '../../core/newsletter/confirm-newsletter';
import { SubscribeNewsletter } from '../../core/newsletter/subscribe-newsletter';
import { UnsubscribeNewsletter } from '../../core/newsletter/unsubscribe-newsletter';
import { HttpNewsletterGateway } from '../../adapters/newsletter/http-newsletter-gateway';
import type { Feature } from '../../ui/app/features';

/** The newsletter: the footer's sign-up (bound on its first use) and the confirm and unsubscribe pages. */
export function bindFeature(container: Container): Feature {
  container.bind(NewsletterGateway).to(HttpNewsletterGateway);
  container.bind(SubscribeNewsletter).toSelf();
  container.bind(ConfirmNewsletter).toSelf();
  container.bind(UnsubscribeNewsletter).toSelf();
  return { loads: {} };
}
