import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { AppliedVoucher, CheckoutState } from '../../core/checkout/checkout-state.port';
import type { PaymentMethod } from '../../core/payments/payment-methods';
import type { Hydratable } from '../app/hydratable';
import { CartStore } from '../cart/cart-store';

interface CheckoutSnapshot {
  voucher: AppliedVoucher | null;
  deliveryInstruction: string;
  paymentMethods: PaymentMethod[] | null;
  paymentMethod: number | null;
}

/**
 * The shopper's checkout choices (shipping and checkout pages; the payment methods also on the
 * order-placed, order and payment-return pages): the applied voucher, whose discount the cart is
 * priced less (CartStore `setDiscount`), the delivery instruction, the methods the shop takes and
 * the one chosen.
 */
@injectable()
export class CheckoutStore implements CheckoutState, Hydratable {
  voucher: AppliedVoucher | null = null;
  deliveryInstruction = '';
  paymentMethods: PaymentMethod[] | null = null;
  paymentMethod: number | null = null;

  constructor(@inject(CartStore) private readonly cart: Pick<CartStore, 'setDiscount'>) {
    makeAutoObservable<this, 'cart'>(this, { cart: false });
  }

  setVoucher(voucher: AppliedVoucher | null): void {
    this.voucher = voucher;
    this.cart.setDiscount(voucher?.discountCents ?? 0);
  }

  setDeliveryInstruction(text: string): void {
    this.deliveryInstruction = text;
  }

  setPaymentMethods(methods: PaymentMethod[]): void {
    this.paymentMethods = methods;
  }

  setPaymentMethod(method: number | null): void {
    this.paymentMethod = method;
  }

  snapshot(): unknown {
    if (this.paymentMethods === null && this.voucher === null && this.paymentMethod === null && this.deliveryInstruction === '') return null;
    const snapshot: CheckoutSnapshot = {
      voucher: this.voucher,
      deliveryInstruction: this.deliveryInstruction,
      paymentMethods: this.paymentMethods,
      paymentMethod: this.paymentMethod,
    };
    return snapshot;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as Partial<CheckoutSnapshot> | null;
    if (!s || typeof s !== 'object') return;
    this.setVoucher(s.voucher ?? null);
    this.deliveryInstruction = s.deliveryInstruction ?? '';
    this.paymentMethods = Array.isArray(s.paymentMethods) ? s.paymentMethods : null;
    this.paymentMethod = s.paymentMethod ?? null;
  }
}
