import type { Container } from 'inversify';
import { SendContactMessage } from '../../core/contact/send-contact-message';
import { HttpContactGateway } from '../../adapters/contact/http-contact-gateway';
import type { Feature } from '../../ui/app/features';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** Writing to the shop: the contact page. */
export function bindFeature(container: Container): Feature {
  container.bind(PORTS.ContactGateway).toDynamicValue(plain(HttpContactGateway, ApiClient));
  bindPlain(container, SendContactMessage, PORTS.ContactGateway, PORTS.SessionState);
  return { loads: {} };
}
