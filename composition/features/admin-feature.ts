import type { Container } from 'inversify';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import { HttpBackOfficeGateway } from '../../adapters/admin/http-back-office-gateway';
import { HttpSettingsGateway } from '../../adapters/admin/http-settings-gateway';
import { SettingsDesk } from '../../core/admin/settings-desk';
import type { Feature } from '../../ui/app/features';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The back office's console (`/admin`): its sign-in, second factor, team, audit log and the shop's settings. */
export function bindFeature(container: Container): Feature {
  container.bind(PORTS.BackOfficeGateway).toDynamicValue(plain(HttpBackOfficeGateway, ApiClient));
  bindPlain(container, BackOfficeConsole, PORTS.BackOfficeGateway);
  container.bind(PORTS.SettingsGateway).toDynamicValue(plain(HttpSettingsGateway, ApiClient));
  bindPlain(container, SettingsDesk, PORTS.SettingsGateway);
  return { loads: {} };
}
