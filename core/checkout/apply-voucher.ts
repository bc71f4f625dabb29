import { priceSelectedLines, voucherBase } from '../cart/cart-pricing';
import type { CartCallers } from '../cart/cart-caller';
import { type CartOutcome, failure, refusal } from '../cart/cart-outcome';
import type { CartState } from '../cart/cart-state.port';
import type { CheckoutState } from './checkout-state.port';
import type { CheckoutGateway } from './checkout-gateway.port';

/**
 * Applies a voucher code on the checkout page: the server checks it against the selected lines
 * (window, minimum spend, limits) and answers the discount, which the totals then take off. A
 * refused code removes any voucher applied before, so the totals never show a discount the
 * order would not get.
 */
export class ApplyVoucher {
  constructor(
    private readonly gateway: Pick<CheckoutGateway, 'voucherValidity'>,
    private readonly cart: Pick<CartState, 'lines'>,
    private readonly state: Pick<CheckoutState, 'setVoucher'>,
    private readonly callers: Pick<CartCallers, 'read'>,
  ) {}

  async execute(code: string, language: string): Promise<CartOutcome> {
    const trimmed = code.trim();
    if (!trimmed) return failure('empty_voucher');
    // Only a hint (`price`): the server prices the lines itself.
    const base = voucherBase(priceSelectedLines(this.cart.lines, Date.now()).totals);
    try {
      const validity = await this.gateway.voucherValidity(this.callers.read(language), trimmed, base);
      this.state.setVoucher({ code: validity.code || trimmed, discountCents: validity.discountCents });
      return { ok: true };
    } catch (error) {
      this.state.setVoucher(null);
      return refusal(error);
    }
  }

  /** Takes the voucher off. */
  clear(): void {
    this.state.setVoucher(null);
  }
}
