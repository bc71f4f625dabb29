import type { Container } from 'inversify';
import { InstallShop } from '../../core/install/install-shop';
import { HttpInstallGateway } from '../../adapters/install/http-install-gateway';
import type { Feature } from '../../ui/app/features';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The first-run installer page. */
export function bindFeature(container: Container): Feature {
  container.bind(PORTS.InstallGateway).toDynamicValue(plain(HttpInstallGateway, ApiClient));
  bindPlain(container, InstallShop, PORTS.InstallGateway);
  return { loads: {} };
}
