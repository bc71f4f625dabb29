// What the payment-return page loads, run once the 'payments' feature is bound.
import { methodOfProvider } from '../../core/payments/payment-methods';
import { NOT_FOUND_MESSAGE, RequestError } from '../../core/shared/request-error';
import type { Feature } from '../app/features';

export const PAYMENTS_LOADS: Feature['loads'] = {
  // Only the providers the shop knows have a return page; the payment itself is checked in the browser.
  'payment-return': async ({ params }) => {
    if (methodOfProvider(params.provider) === null) throw new RequestError(404, NOT_FOUND_MESSAGE);
  },
};
