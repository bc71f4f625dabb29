import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CartCallers } from '../../core/cart/cart-caller';
import type { CartTotals } from '../../core/cart/cart-pricing';
import { LoadPlacedOrder } from '../../core/orders/load-placed-order';
import type { BankTransferReport } from '../../core/orders/order-contract';
import { bankDetailsOf, type BankTransferDetails, isOnlineMethod, PAYMENT_BANK_TRANSFER, type PaymentState, paymentStateOf } from '../../core/payments/payment-methods';
import { toCents } from '../../core/shared/cents';
import { RequestError } from '../../core/shared/request-error';
import { ToastStore } from '../layout/overlays/toast-store';
import type { CheckoutState } from '../../core/checkout/checkout-state.port';
import { PORTS } from '../app/port-tokens';
import { PlacedOrderStore } from './placed-order-store';
import { hasCartOwner } from '../cart/cart-readiness';

/** What the page shows of an order: the stored one, or (until it arrives) order/action's answer. */
export interface ShownOrder {
  code: string;
  method: number | null;
  email: string;
  totalCents: number;
  /** The stored amounts; order/action's answer has the total only. */
  totals: CartTotals | null;
  quantity: number;
  /**
   * A bank-transfer order still to be paid: the buyer's report of the transfer (null before one)
   * and whether it can still be sent or replaced (not once paid, cancelled or refunded); null for
   * any other order, and until the stored order arrives.
   */
  transfer: { report: BankTransferReport | null; open: boolean } | null;
  /** A guest's order to a new address: until when it waits for the link mailed there (ISO time); else null. */
  confirmBy: string | null;
  /**
   * An online method's payment: paid, awaiting payment, refunded or refund due, and the provider's
   * reference once paid; for another method only once the order is cancelled or refunded (refund
   * due, refunded, not charged); else null.
   */
  payment: { state: PaymentState; reference: string | null } | null;
  /** Cancelled (not only refunded): the page says so instead of cheering. */
  cancelled: boolean;
  /** A bank-transfer order still to be paid: the account, the amount and the reference are shown. */
  transferDue: boolean;
}

/**
 * The order-placed screen: the order read back from the server (order/by-user), else the answer
 * of the order/action placed in this tab, and the bank account a transfer pays into. The server
 * reads the order for a signed-in shopper and for a guest whose `user_token` cookie it receives;
 * without either the browser looks it up once mounted.
 */
@injectable()
export class OrderPlacedViewModel {
  constructor(
    @inject(PlacedOrderStore) private readonly placed: Pick<PlacedOrderStore, 'lastOrder' | 'placedOrder'>,
    /** The methods the shop takes (the bank account to pay into) and the one chosen at checkout. */
    @inject(PORTS.CheckoutState) private readonly checkout: Pick<CheckoutState, 'paymentMethods' | 'paymentMethod'>,
    @inject(CartCallers) private readonly callers: Pick<CartCallers, 'read'>,
    @inject(LoadPlacedOrder) private readonly loadOrder: Pick<LoadPlacedOrder, 'execute'>,
    @inject(ToastStore) private readonly toast: Pick<ToastStore, 'error'>,
  ) {
    makeAutoObservable<this, 'placed' | 'checkout' | 'callers' | 'loadOrder' | 'toast'>(this, { placed: false, checkout: false, callers: false, loadOrder: false, toast: false });
  }

  /** The order `id`; `undefined` while it is still being looked up, null when the lookup found nothing of the caller's. */
  shownOrder(id: number): ShownOrder | null | undefined {
    const lookup = this.placed.placedOrder?.id === id ? this.placed.placedOrder : null;
    if (lookup?.order) {
      const o = lookup.order;
      const transferOpen = o.method === PAYMENT_BANK_TRANSFER && !o.paid && !o.closed;
      const transfer = o.method === PAYMENT_BANK_TRANSFER ? { report: o.transfer, open: transferOpen && !o.transfer?.verified_at } : null;
      const state = paymentStateOf({ paid: o.paid, refunded: o.refunded, cancelled: o.cancelled ?? o.closed, refundDue: o.refundDue });
      const payment = isOnlineMethod(o.method) || o.closed ? { state, reference: o.transId } : null;
      return {
        code: o.code, method: o.method, email: o.email, totalCents: o.totals.total, totals: o.totals, quantity: o.quantity, transfer, confirmBy: o.confirmBy, payment,
        cancelled: o.cancelled ?? o.closed, transferDue: transferOpen,
      };
    }
    const last = this.placed.lastOrder?.id === id ? this.placed.lastOrder : null;
    if (last) {
      const confirmBy = last.awaiting_confirmation ? last.confirm_by ?? null : null;
      const method = this.checkout.paymentMethod;
      const payment = isOnlineMethod(method) ? { state: 'awaiting' as const, reference: null } : null;
      return { code: last.order, method, email: last.email, totalCents: toCents(last.amount), totals: null, quantity: 0, transfer: null, confirmBy, payment, cancelled: false, transferDue: method === PAYMENT_BANK_TRANSFER };
    }
    return lookup ? null : undefined;
  }

  /**
   * Whether the order is still to come: a guest's is looked up once the browser runs (`mounted`
   * is false in the server's render and the hydrating one); a visitor with no token at all has none.
   */
  waiting(id: number, language: string, mounted: boolean): boolean {
    return this.shownOrder(id) === undefined && (!mounted || hasCartOwner(this.callers, language));
  }

  get bank(): BankTransferDetails | null {
    return bankDetailsOf(this.checkout.paymentMethods);
  }

  /** Reads the order again (after the buyer reported a transfer), so the page shows what is stored. */
  async refresh(id: number, language: string): Promise<void> {
    try {
      await this.loadOrder.execute(language, id);
    } catch {
      /* the report stands; the page shows the order as it was read */
    }
  }

  /**
   * Once mounted, per order id. The route load read it already (a signed-in shopper's first load, a
   * navigation): only a guest's first load is left, whose user_token the server did not have.
   */
  lookUp(id: number, language: string): void {
    if (this.placed.placedOrder?.id === id || !hasCartOwner(this.callers, language)) return;
    this.loadOrder.execute(language, id).catch((error: unknown) => {
      // Not the caller's (or no such order): the page shows the not-found page, no toast.
      if (error instanceof RequestError && error.status === 404) return;
      this.toast.error(error instanceof RequestError ? error.firstMessage : String(error));
    });
  }
}
