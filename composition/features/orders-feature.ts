import type { Container } from 'inversify';
import { ChangeMyOrder } from '../../core/orders/change-my-order';
import { ConfirmOrder } from '../../core/orders/confirm-order';
import { LoadOrderDetail } from '../../core/orders/load-order-detail';
import { LoadOrders } from '../../core/orders/load-orders';
import { TrackOrder } from '../../core/orders/track-order';
import { ReportBankTransfer } from '../../core/orders/report-bank-transfer';
import { LoadPlacedOrder } from '../../core/orders/load-placed-order';
import { HttpCheckoutGateway } from '../../adapters/checkout/http-checkout-gateway';
import { PlacedOrderStore } from '../../ui/orders/placed-order-store';
import { WriteReview } from '../../core/reviews/write-review';
import { HttpReviewsGateway } from '../../adapters/reviews/http-reviews-gateway';
import { HttpOrdersGateway } from '../../adapters/orders/http-orders-gateway';
import type { Feature } from '../../ui/app/features';
import { OrdersViewModel } from '../../ui/orders/orders-view-model';
import { ORDERS_LOADS } from '../../ui/orders/orders-loads';
import type { HydrationRegistry } from '../hydration-registry';
import { CartCallers } from '../../core/cart/cart-caller';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/**
 * The shopper's orders after they are placed: the order placed last and the order-placed page's
 * lookup, history, detail, cancellation, transfer report, reviews of what was delivered, tracking,
 * a guest's order confirmed by its mailed link.
 */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(PORTS.OrdersGateway).toDynamicValue(plain(HttpOrdersGateway, ApiClient));
  container.bind(PORTS.ReviewsGateway).toDynamicValue(plain(HttpReviewsGateway, ApiClient));
  // order/by-user?order_id= is served beside order/action: checkout's adapter reads an order placed back.
  container.bind(PORTS.PlacedOrderGateway).toDynamicValue(plain(HttpCheckoutGateway, ApiClient));
  container.bind(PlacedOrderStore).toSelf();
  container.bind(PORTS.PlacedOrderState).toService(PlacedOrderStore);
  bindPlain(container, LoadPlacedOrder, PORTS.PlacedOrderGateway, PORTS.PlacedOrderState, CartCallers);
  container.bind(OrdersViewModel).toSelf();
  container.bind(PORTS.OrdersState).toService(OrdersViewModel);
  bindPlain(container, LoadOrders, PORTS.OrdersGateway, PORTS.OrdersState, PORTS.SessionState);
  bindPlain(container, LoadOrderDetail, PORTS.OrdersGateway, PORTS.OrdersState, PORTS.SessionState);
  bindPlain(container, ChangeMyOrder, PORTS.OrdersGateway, PORTS.OrdersState, PORTS.SessionState);
  bindPlain(container, ReportBankTransfer, PORTS.OrdersGateway, PORTS.OrdersState, CartCallers);
  bindPlain(container, WriteReview, PORTS.ReviewsGateway, PORTS.OrdersGateway, PORTS.OrdersState, PORTS.SessionState);
  bindPlain(container, TrackOrder, PORTS.OrdersGateway, PORTS.OrdersState);
  bindPlain(container, ConfirmOrder, PORTS.OrdersGateway);
  hydration.add('orders', () => container.get(OrdersViewModel));
  hydration.add('placed-order', () => container.get(PlacedOrderStore));
  return { loads: ORDERS_LOADS };
}
