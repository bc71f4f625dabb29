import type { Container } from 'inversify';
import { InstallGateway } from '../../core/install/install-gateway.port';
import { InstallShop } from '../../core/install/install-shop';
import { HttpInstallGateway } from '../../adapters/install/http-install-gateway';
import type { Feature } from '../../ui/app/features';

/** The first-run installer page. */
export function bindFeature(container: Container): Feature {
  container.bind(InstallGateway).to(HttpInstallGateway);
  container.bind(InstallShop).toSelf();
  return { loads: {} };
}
