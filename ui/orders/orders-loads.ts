// What the orders screens load, run when their feature is bound (see ui/app/features.ts).
import { LoadOrderDetail } from '../../core/orders/load-order-detail';
import { LoadOrders, orderListQuery } from '../../core/orders/load-orders';
import { TrackOrder } from '../../core/orders/track-order';
import { LoadPaymentMethods } from '../../core/checkout/load-payment-methods';
import type { Feature } from '../app/features';

export const ORDERS_LOADS: Feature['loads'] = {
  'user-orders': ({ resolver, language, search }) => resolver.get(LoadOrders).execute(orderListQuery(search), language),
  // With the payment methods: an unpaid bank-transfer order shows the account to pay into (none shown if they cannot be read).
  'user-order': async ({ resolver, language, params }) => {
    await Promise.all([resolver.get(LoadOrderDetail).execute(params.id, language), resolver.get(LoadPaymentMethods).execute(language).catch(() => undefined)]);
  },
  // A code from a mail link shows its order at once; a wrong one leaves the form to say so on submit.
  'track-order': async ({ resolver, language, search }) => {
    if (search.get('order')) await resolver.get(TrackOrder).execute(search.get('order'), language);
  },
};
