import type { Container } from 'inversify';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import { HttpBackOfficeGateway } from '../../adapters/admin/http-back-office-gateway';
import { HttpOrderDeskGateway } from '../../adapters/admin/http-order-desk-gateway';
import { OrderDeskConsole } from '../../core/admin/order-desk-console';
import type { Feature } from '../../ui/app/features';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The back office's console (`/admin`): its sign-in, second factor, team, audit log and order desk. */
export function bindFeature(container: Container): Feature {
  container.bind(PORTS.BackOfficeGateway).toDynamicValue(plain(HttpBackOfficeGateway, ApiClient));
  bindPlain(container, BackOfficeConsole, PORTS.BackOfficeGateway);
  container.bind(PORTS.OrderDeskGateway).toDynamicValue(plain(HttpOrderDeskGateway, ApiClient));
  bindPlain(container, OrderDeskConsole, PORTS.OrderDeskGateway);
  return { loads: {} };
}
