import type { Container } from 'inversify';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import { HttpBackOfficeGateway } from '../../adapters/admin/http-back-office-gateway';
import { HttpDashboardGateway } from '../../adapters/admin/http-dashboard-gateway';
import { HttpPeopleGateway } from '../../adapters/admin/http-people-gateway';
import { DashboardDesk } from '../../core/admin/dashboard-desk';
import { PeopleDesk } from '../../core/admin/people-desk';
import { ContentDesk } from '../../core/admin/content-desk';
import { HttpContentGateway } from '../../adapters/admin/http-content-gateway';
import { HttpShopRulesGateway } from '../../adapters/admin/http-shop-rules-gateway';
import { ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import { HttpSettingsGateway } from '../../adapters/admin/http-settings-gateway';
import { SettingsDesk } from '../../core/admin/settings-desk';
import { HttpOrderDeskGateway } from '../../adapters/admin/http-order-desk-gateway';
import { OrderDeskConsole } from '../../core/admin/order-desk-console';
import type { Feature } from '../../ui/app/features';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The back office's console (`/admin`): its sign-in, second factor, dashboard, order desk, people, content, settings, shipping and tax, banners, languages, team and audit log. */
export function bindFeature(container: Container): Feature {
  container.bind(PORTS.BackOfficeGateway).toDynamicValue(plain(HttpBackOfficeGateway, ApiClient));
  bindPlain(container, BackOfficeConsole, PORTS.BackOfficeGateway);
  container.bind(PORTS.DashboardGateway).toDynamicValue(plain(HttpDashboardGateway, ApiClient));
  bindPlain(container, DashboardDesk, PORTS.DashboardGateway);
  container.bind(PORTS.PeopleGateway).toDynamicValue(plain(HttpPeopleGateway, ApiClient));
  bindPlain(container, PeopleDesk, PORTS.PeopleGateway);
  container.bind(PORTS.ContentGateway).toDynamicValue(plain(HttpContentGateway, ApiClient));
  bindPlain(container, ContentDesk, PORTS.ContentGateway);
  container.bind(PORTS.ShopRulesGateway).toDynamicValue(plain(HttpShopRulesGateway, ApiClient));
  bindPlain(container, ShopRulesDesk, PORTS.ShopRulesGateway);
  container.bind(PORTS.SettingsGateway).toDynamicValue(plain(HttpSettingsGateway, ApiClient));
  bindPlain(container, SettingsDesk, PORTS.SettingsGateway);
  container.bind(PORTS.OrderDeskGateway).toDynamicValue(plain(HttpOrderDeskGateway, ApiClient));
  bindPlain(container, OrderDeskConsole, PORTS.OrderDeskGateway);
  return { loads: {} };
}
