import type { CartItemRequest } from './cart-actions.port';
import type { CartWriters } from './cart-caller';
import type { CartChanges } from './cart-changes';
import type { CartGateway } from './cart-gateway.port';
import { type CartOutcome, failure, refusal } from './cart-outcome';
import type { CartState } from './cart-state.port';
import { lineOf } from './cart-view';
import { lineQuantityProblem } from './line-quantity';
import { quantityChange } from './quantity-change';

/**
 * Adds units of a variant (product page, tiles). The badge rises by the quantity at once;
 * the request waits its turn in the cart's queue; a refusal takes this addition back alone and
 * answers the server's message for the error toast.
 */
export class AddToCart {
  constructor(
    private readonly gateway: Pick<CartGateway, 'add'>,
    private readonly state: Pick<CartState, 'lines'>,
    private readonly changes: Pick<CartChanges, 'submit'>,
    private readonly callers: CartWriters,
  ) {}

  async execute(item: CartItemRequest, language: string): Promise<CartOutcome> {
    const inCart = lineOf(this.state.lines, item)?.quantity ?? 0;
    const problem = lineQuantityProblem(item.quantity, undefined) ?? (item.stock === undefined ? null : lineQuantityProblem(item.quantity + inCart, item.stock));
    if (problem) return failure(problem);
    const input = { product_id: item.product_id, inventory_id: item.inventory_id, quantity: item.quantity };
    try {
      await this.changes.submit(quantityChange(input, (change) => this.callers.writing(language, (caller) => this.gateway.add(caller, change))));
      return { ok: true };
    } catch (error) {
      return refusal(error);
    }
  }
}
