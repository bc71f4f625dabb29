import type { Container } from 'inversify';
import { ConfirmNewsletter } from '../../core/newsletter/confirm-newsletter';
import { SubscribeNewsletter } from '../../core/newsletter/subscribe-newsletter';
import { UnsubscribeNewsletter } from '../../core/newsletter/unsubscribe-newsletter';
import { HttpNewsletterGateway } from '../../adapters/newsletter/http-newsletter-gateway';
import type { Feature } from '../../ui/app/features';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The newsletter: the footer's sign-up (bound on its first use) and the confirm and unsubscribe pages. */
export function bindFeature(container: Container): Feature {
  container.bind(PORTS.NewsletterGateway).toDynamicValue(plain(HttpNewsletterGateway, ApiClient));
  bindPlain(container, SubscribeNewsletter, PORTS.NewsletterGateway);
  bindPlain(container, ConfirmNewsletter, PORTS.NewsletterGateway);
  bindPlain(container, UnsubscribeNewsletter, PORTS.NewsletterGateway);
  return { loads: {} };
}
