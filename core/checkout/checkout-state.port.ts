import type { PaymentMethod } from '../payments/payment-methods';

/** A voucher the server accepted for this cart: its code and discount in cents. */
export interface AppliedVoucher {
  code: string;
  discountCents: number;
}

/** The shopper's checkout choices as the checkout use cases read and write them (the CheckoutStore). */
export interface CheckoutState {
  readonly voucher: AppliedVoucher | null;
  readonly deliveryInstruction: string;
  /** Payment methods the shop accepts, null until loaded. */
  readonly paymentMethods: readonly PaymentMethod[] | null;
  readonly paymentMethod: number | null;

  setVoucher(voucher: AppliedVoucher | null): void;
  setDeliveryInstruction(text: string): void;
  setPaymentMethods(methods: PaymentMethod[]): void;
  setPaymentMethod(method: number | null): void;
}
