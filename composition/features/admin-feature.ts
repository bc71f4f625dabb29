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
import { HttpFlashSalesGateway } from '../../adapters/admin/http-flash-sales-gateway';
import { FlashSalesDesk } from '../../core/admin/flash-sales-desk';
import { HttpSettingsGateway } from '../../adapters/admin/http-settings-gateway';
import { SettingsDesk } from '../../core/admin/settings-desk';
import { HttpOrderDeskGateway } from '../../adapters/admin/http-order-desk-gateway';
import { OrderDeskConsole } from '../../core/admin/order-desk-console';
import { HttpProductReviewGateway } from '../../adapters/admin/http-product-review-gateway';
import { ProductReviewDesk } from '../../core/admin/product-review-desk';
import { HttpMoneyDeskGateway } from '../../adapters/ledger/http-ledger-gateways';
import { MoneyDesk } from '../../core/ledger/ledger-desks';
import type { Feature } from '../../ui/app/features';
import { type PortToken, PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/**
 * One section's pair: its api/v1/admin gateway (over the ApiClient) bound to its port, and the
 * core class the console uses, built on that port.
 */
function bindSection<G, D>(container: Container, port: PortToken<G>, gateway: new (api: ApiClient) => G, desk: new (gateway: G) => D): void {
  container.bind(port).toDynamicValue(plain(gateway, ApiClient));
  bindPlain(container, desk, port);
}

/** The back office's console (`/admin`): its sign-in, second factor, dashboard, order desk, people, sellers' products in review, content, settings, shipping and tax, banners, flash sales, the marketplace's money (commission and payouts), languages, team and audit log. */
export function bindFeature(container: Container): Feature {
  bindSection(container, PORTS.BackOfficeGateway, HttpBackOfficeGateway, BackOfficeConsole);
  bindSection(container, PORTS.DashboardGateway, HttpDashboardGateway, DashboardDesk);
  bindSection(container, PORTS.PeopleGateway, HttpPeopleGateway, PeopleDesk);
  bindSection(container, PORTS.ContentGateway, HttpContentGateway, ContentDesk);
  bindSection(container, PORTS.ShopRulesGateway, HttpShopRulesGateway, ShopRulesDesk);
  bindSection(container, PORTS.FlashSalesGateway, HttpFlashSalesGateway, FlashSalesDesk);
  bindSection(container, PORTS.SettingsGateway, HttpSettingsGateway, SettingsDesk);
  bindSection(container, PORTS.OrderDeskGateway, HttpOrderDeskGateway, OrderDeskConsole);
  bindSection(container, PORTS.ProductReviewGateway, HttpProductReviewGateway, ProductReviewDesk);
  bindSection(container, PORTS.MoneyDeskGateway, HttpMoneyDeskGateway, MoneyDesk);
  return { loads: {} };
}
