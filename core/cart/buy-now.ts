import type { CartItemRequest } from './cart-actions.port';
import type { CartWriters } from './cart-caller';
import type { CartChanges } from './cart-changes';
import type { CartGateway } from './cart-gateway.port';
import { type CartOutcome, failure, refusal } from './cart-outcome';
import type { CartState } from './cart-state.port';
import { loadedView } from './cart-view';
import { lineQuantityProblem } from './line-quantity';

/**
 * Buy now: this variant at exactly this quantity becomes the cart's only selected line, and the
 * cart is fetched again for the shipping page that follows (the count is its sum of quantities).
 * Nothing is shown before the server agreed: the shopper is leaving for checkout anyway.
 */
export class BuyNow {
  constructor(
    private readonly gateway: Pick<CartGateway, 'buyNow' | 'load'>,
    private readonly state: Pick<CartState, 'addressId'>,
    private readonly changes: Pick<CartChanges, 'submit'>,
    private readonly callers: CartWriters,
  ) {}

  async execute(item: CartItemRequest, language: string): Promise<CartOutcome> {
    const problem = lineQuantityProblem(item.quantity, item.stock);
    if (problem) return failure(problem);
    const input = { product_id: item.product_id, inventory_id: item.inventory_id, quantity: item.quantity };
    try {
      await this.changes.submit({
        show: (view) => view,
        send: async () => {
          const caller = this.callers.write(language);
          await this.callers.written(caller, this.gateway.buyNow(caller, input));
          const data = await this.gateway.load(caller, this.state.addressId);
          return { value: undefined, confirm: () => loadedView(data.cart) };
        },
      });
      return { ok: true };
    } catch (error) {
      return refusal(error);
    }
  }
}
