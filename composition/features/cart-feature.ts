import type { Container } from 'inversify';
import { AddToCart } from '../../core/cart/add-to-cart';
import { BuyNow } from '../../core/cart/buy-now';
import { CartActionsService } from '../../core/cart/cart-actions';
import { CartChanges } from '../../core/cart/cart-changes';
import { ChangeQuantity } from '../../core/cart/change-quantity';
import { ChangeSelection } from '../../core/cart/change-selection';
import { ChosenAddress } from '../../core/cart/chosen-address';
import { LoadCart } from '../../core/cart/load-cart';
import { RemoveFromCart } from '../../core/cart/remove-from-cart';
import { HttpCartGateway } from '../../adapters/cart/http-cart-gateway';
import type { Feature } from '../../ui/app/features';
import { CART_LOADS } from '../../ui/cart/cart-loads';
import { CartStore } from '../../ui/cart/cart-store';
import { CartReadiness } from '../../ui/cart/cart-readiness';
import { CartViewModel } from '../../ui/cart/cart-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { CartCallers } from '../../core/cart/cart-caller';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/**
 * The cart page, and the CartActions the product page and tiles call after loading this feature.
 * One CartChanges per container: the cart's queue of changes (checkout's writes go through it too).
 */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(PORTS.CartGateway).toDynamicValue(plain(HttpCartGateway, ApiClient));
  bindPlain(container, ChosenAddress, PORTS.KeyValueStorage);
  container.bind(CartStore).toSelf();
  container.bind(PORTS.CartState).toService(CartStore);
  bindPlain(container, CartChanges, PORTS.CartState);
  bindPlain(container, LoadCart, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, AddToCart, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, BuyNow, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, ChangeQuantity, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, ChangeSelection, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  bindPlain(container, RemoveFromCart, PORTS.CartGateway, PORTS.CartState, CartChanges, CartCallers);
  container.bind(PORTS.CartActions).toDynamicValue(plain(CartActionsService, AddToCart, BuyNow));

  // One per container like every view model (pages resolve them on each render); the steps'
  // frame closes a screen's when it goes, so the next visit starts afresh.
  for (const viewModel of [CartReadiness, CartViewModel]) container.bind(viewModel).toSelf();

  hydration.add('cart', () => container.get(CartStore));
  return { loads: CART_LOADS };
}
