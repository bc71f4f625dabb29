import type { Container } from 'inversify';
import { HttpSellerGateway } from '../../adapters/seller/http-seller-gateway';
import { ApiClient } from '../../adapters/http/api-client';
import { SellerDesk } from '../../core/seller/seller-desk';
import { HttpEarningsGateway } from '../../adapters/ledger/http-ledger-gateways';
import { EarningsDesk } from '../../core/ledger/ledger-desks';
import type { Feature } from '../../ui/app/features';
import { PORTS } from '../../ui/app/port-tokens';
import { SellerWorkspace } from '../../ui/seller/seller-workspace-store';
import { bindPlain, plain } from './bind-plain';

/**
 * The seller's workspace (`/seller`, issue 32): api/v1/seller's gateway with the storefront's
 * session, the desk the screens use, and the signed-in seller's store, kept while the seller moves
 * between the workspace's screens.
 */
export function bindFeature(container: Container): Feature {
  container.bind(PORTS.SellerGateway).toDynamicValue(plain(HttpSellerGateway, ApiClient, PORTS.SessionState));
  bindPlain(container, SellerDesk, PORTS.SellerGateway);
  bindPlain(container, SellerWorkspace, SellerDesk);
  container.bind(PORTS.EarningsGateway).toDynamicValue(plain(HttpEarningsGateway, ApiClient, PORTS.SessionState));
  bindPlain(container, EarningsDesk, PORTS.EarningsGateway);
  return { loads: {} };
}
