import type { Container } from 'inversify';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import { HttpBackOfficeGateway } from '../../adapters/admin/http-back-office-gateway';
import { HttpShopRulesGateway } from '../../adapters/admin/http-shop-rules-gateway';
import { ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import type { Feature } from '../../ui/app/features';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The back office's console (`/admin`): its sign-in, second factor, team and audit log. */
export function bindFeature(container: Container): Feature {
  container.bind(PORTS.BackOfficeGateway).toDynamicValue(plain(HttpBackOfficeGateway, ApiClient));
  bindPlain(container, BackOfficeConsole, PORTS.BackOfficeGateway);
  container.bind(PORTS.ShopRulesGateway).toDynamicValue(plain(HttpShopRulesGateway, ApiClient));
  bindPlain(container, ShopRulesDesk, PORTS.ShopRulesGateway);
  return { loads: {} };
}
