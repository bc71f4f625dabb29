import type { CartWriters } from './cart-caller';
import type { CartChanges } from './cart-changes';
import type { CartGateway } from './cart-gateway.port';
import { type CartOutcome, failure, refusal } from './cart-outcome';
import type { CartState } from './cart-state.port';
import { lineQuantityProblem } from './line-quantity';
import { quantityChange } from './quantity-change';

/**
 * Sets a cart line's quantity (the cart page's - / + and field). `cart/action` takes a change, so
 * the difference from what the shopper sees is sent; quick clicks queue up in order and each one
 * counts. Below 1 or above the variant's stock is refused before sending, with the cart's messages.
 */
export class ChangeQuantity {
  constructor(
    private readonly gateway: Pick<CartGateway, 'add'>,
    private readonly state: Pick<CartState, 'lines'>,
    private readonly changes: Pick<CartChanges, 'submit'>,
    private readonly callers: CartWriters,
  ) {}

  async execute(lineId: number, quantity: number, language: string): Promise<CartOutcome> {
    const line = this.state.lines.find((l) => l.id === lineId);
    if (!line) return failure('unknown_line');
    const problem = lineQuantityProblem(quantity, line.updated_inventory.quantity);
    if (problem) return failure(problem);
    const delta = quantity - line.quantity;
    if (delta === 0) return { ok: true };
    const input = { product_id: line.product_id, inventory_id: line.inventory_id, quantity: delta };
    try {
      await this.changes.submit(quantityChange(input, (change) => this.callers.writing(language, (caller) => this.gateway.add(caller, change))));
      return { ok: true };
    } catch (error) {
      return refusal(error);
    }
  }
}
