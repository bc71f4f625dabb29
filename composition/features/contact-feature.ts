import type { Container } from 'inversify';
import { ContactGateway } from '../../core/contact/contact-gateway.port';
import { SendContactMessage } from '../../core/contact/send-contact-message';
import { HttpContactGateway } from '../../adapters/contact/http-contact-gateway';
import type { Feature } from '../../ui/app/features';

/** Writing to the shop: the contact page. */
export function bindFeature(container: Container): Feature {
  container.bind(ContactGateway).to(HttpContactGateway);
  container.bind(SendContactMessage).toSelf();
  return { loads: {} };
}
