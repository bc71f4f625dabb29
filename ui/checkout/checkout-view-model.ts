import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Address } from '../../core/account/account';
import type { AppliedVoucher } from '../../core/checkout/checkout-state.port';
import type { CartTotals } from '../../core/cart/cart-pricing';
import type { FreeDelivery } from '../../core/cart/free-delivery';
import { ApplyVoucher } from '../../core/checkout/apply-voucher';
import { PlaceOrder } from '../../core/checkout/place-order';
import type { PaymentNavigator } from '../../core/payments/payment-gateway.port';
import { bankDetailsOf, type BankTransferDetails, isOnlineMethod, type PaymentMethod } from '../../core/payments/payment-methods';
import { ToastStore } from '../layout/overlays/toast-store';
import { CartStore } from '../cart/cart-store';
import { CheckoutStore } from './checkout-store';
import { failureText, type Translate } from '../cart/cart-messages';
import { isolate } from '../kit/isolated';
import { AddressBookAccess } from './address-book-access';
import { shippingBlocks, type ShippingBlock } from './shipping-view';
import { PORTS } from '../app/port-tokens';

/**
 * The payment step: where the order ships, the payment method, a voucher, and the confirmation,
 * which places one order however often it is clicked.
 */
@injectable()
export class CheckoutViewModel {
  placing = false;
  voucherCode = '';
  checkingVoucher = false;
  /** Why the last code tried was refused, shown under the field. */
  voucherRefusal: string | null = null;
  /** Why the last confirmation was refused (the server's words), shown beside the button. */
  placeRefusal: string | null = null;
  /** The online method whose provider's page the browser is leaving for, once the order is placed. */
  leavingFor: number | null = null;
  /** Counts the visits: an answer that comes back after its visit changes nothing on the next. */
  private visit = 0;

  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(CheckoutStore) private readonly checkout: CheckoutStore,
    @inject(ToastStore) private readonly toast: Pick<ToastStore, 'show' | 'error' | 'withdraw'>,
    @inject(PlaceOrder) private readonly placeOrder: Pick<PlaceOrder, 'execute'>,
    @inject(ApplyVoucher) private readonly applyVoucher: Pick<ApplyVoucher, 'execute' | 'clear'>,
    @inject(AddressBookAccess) private readonly addressBook: AddressBookAccess,
    @inject(PORTS.PaymentNavigator) private readonly navigator: PaymentNavigator,
  ) {
    makeAutoObservable<this, 'cart' | 'checkout' | 'toast' | 'placeOrder' | 'applyVoucher' | 'addressBook' | 'navigator' | 'visit'>(this, {
      cart: false, checkout: false, toast: false, placeOrder: false, applyVoucher: false, addressBook: false, navigator: false, visit: false,
    });
  }

  /**
   * The chosen address. The page's load (loadShipping) pages the book on until it holds it,
   * wherever the shopper found it ("Show more" at shipping): api/v1 has no read of one address by id.
   */
  get address(): Address | null {
    return this.addressBook().book.addresses.find((a) => a.id === this.cart.addressId) ?? null;
  }

  get blocks(): ShippingBlock[] {
    return shippingBlocks(this.cart.lines, this.address);
  }

  get methods(): PaymentMethod[] {
    return this.checkout.paymentMethods ?? [];
  }

  get paymentMethod(): number | null {
    return this.checkout.paymentMethod;
  }

  /** The shop's bank account, shown under bank transfer once it is chosen. */
  get bank(): BankTransferDetails | null {
    return bankDetailsOf(this.methods);
  }

  get canPlace(): boolean {
    return this.blocks.length === 0 && this.methods.length > 0 && this.checkout.paymentMethod !== null;
  }

  get voucher(): AppliedVoucher | null {
    return this.checkout.voucher;
  }

  get deliveryInstruction(): string {
    return this.checkout.deliveryInstruction.trim();
  }

  get totals(): CartTotals {
    return this.cart.priced.totals;
  }

  /** The shop's free delivery for the selected lines (how much more gets it), null when the shop has none or nothing is selected. */
  get freeDelivery(): FreeDelivery | null {
    return this.cart.selectedLines.length > 0 ? this.cart.priced.freeDelivery : null;
  }

  get selectedQuantity(): number {
    return this.cart.selectedQuantity;
  }

  /** Whether the chosen method is paid on a provider's page after confirming. */
  get online(): boolean {
    return isOnlineMethod(this.checkout.paymentMethod);
  }

  choosePaymentMethod(method: number): void {
    this.checkout.setPaymentMethod(method);
    this.placeRefusal = null;
  }

  typeVoucher(code: string): void {
    this.voucherCode = code;
  }

  /** Applies the code typed: the discount joins the totals, or the refusal shows under the field. */
  async submitVoucher(language: string, t: Translate): Promise<void> {
    const code = this.voucherCode;
    const visit = this.visit;
    this.checkingVoucher = true;
    this.voucherRefusal = null;
    try {
      const outcome = await this.applyVoucher.execute(code, language);
      if (outcome.ok) {
        this.toast.show(t('cart.checkout.applied', { code: isolate(this.checkout.voucher?.code ?? code.trim()) }));
        if (visit === this.visit) runInAction(() => { this.voucherCode = ''; });
      } else {
        const text = failureText(t, outcome);
        // A refusal that comes back after the step was left says nothing on the page after it.
        if (visit === this.visit) {
          runInAction(() => { this.voucherRefusal = text; });
          this.toast.error(text);
        }
      }
    } finally {
      if (visit === this.visit) runInAction(() => { this.checkingVoucher = false; });
    }
  }

  removeVoucher(): void {
    this.applyVoucher.clear();
  }

  /**
   * Places the order; `onPlaced` goes on to the order's page. With an online method the answer
   * carries the provider's step, which the browser follows to pay (the page stays busy while it
   * leaves). A refusal (the provider unreachable among them) is a toast and an alert beside the
   * button, and the step stays.
   */
  async confirm(language: string, t: Translate, onPlaced: (orderId: number) => void): Promise<void> {
    if (this.placing || this.leavingFor !== null) return;
    const visit = this.visit;
    this.placing = true;
    this.placeRefusal = null;
    try {
      const outcome = await this.placeOrder.execute(language, Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
      if (outcome.ok && outcome.order.payment) {
        const { payment } = outcome.order;
        // Followed even if the step was left meanwhile: the order is placed, and it is paid there.
        if (visit === this.visit) runInAction(() => { this.leavingFor = payment.method; });
        this.navigator.follow(payment.step);
      } else if (outcome.ok) onPlaced(outcome.order.id);
      else {
        const text = failureText(t, outcome);
        if (visit === this.visit) {
          runInAction(() => { this.placeRefusal = text; });
          this.toast.error(text);
        }
      }
    } finally {
      if (visit === this.visit) runInAction(() => { this.placing = false; });
    }
  }

  /**
   * The step went: its next visit starts with an empty voucher field and nothing on its way, and a
   * refusal it raised does not stand over the next page (the order-placed page above all).
   */
  close(): void {
    this.toast.withdraw(this.voucherRefusal);
    this.toast.withdraw(this.placeRefusal);
    this.visit++;
    this.placing = false;
    this.voucherCode = '';
    this.checkingVoucher = false;
    this.voucherRefusal = null;
    this.placeRefusal = null;
    this.leavingFor = null;
  }
}
