import type { Container } from 'inversify';
import { ChangeMyOrder } from '../../core/orders/change-my-order';
import { ConfirmOrder } from '../../core/orders/confirm-order';
import { LoadOrderDetail } from '../../core/orders/load-order-detail';
import { LoadOrders } from '../../core/orders/load-orders';
import { OrdersGateway, OrdersState } from '../../core/orders/orders-gateway.port';
import { TrackOrder } from '../../core/orders/track-order';
import { ReportBankTransfer } from '../../core/payments/report-bank-transfer';
import { ReviewsGateway } from '../../core/reviews/reviews-gateway.port';
import { WriteReview } from '../../core/reviews/write-review';
import { HttpReviewsGateway } from '../../adapters/reviews/http-reviews-gateway';
import { HttpOrdersGateway } from '../../adapters/orders/http-orders-gateway';
import type { Feature } from '../../ui/app/features';
import { OrdersViewModel } from '../../ui/orders/orders-view-model';
import { ORDERS_LOADS } from '../../ui/orders/orders-loads';
import type { HydrationRegistry } from '../hydration-registry';

/** The shopper's orders after they are placed: history, detail, cancellation, transfer report, reviews of what was delivered, tracking, a guest's order confirmed by its mailed link. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(OrdersGateway).to(HttpOrdersGateway);
  container.bind(ReviewsGateway).to(HttpReviewsGateway);
  container.bind(OrdersViewModel).toSelf();
  container.bind(OrdersState).toService(OrdersViewModel);
  for (const useCase of [LoadOrders, LoadOrderDetail, ChangeMyOrder, ReportBankTransfer, WriteReview, TrackOrder, ConfirmOrder]) container.bind(useCase).toSelf();
  hydration.add('orders', () => container.get(OrdersViewModel));
  return { loads: ORDERS_LOADS };
}
