import type { CartActionInput, CartLine } from './cart';
import type { CartChange } from './cart-changes';
import { addQuantity } from './cart-view';

/**
 * A change of a line's quantity by `input.quantity` units (an add, or a stepper step): shown at
 * once, then sent; the server's saved line replaces the optimistic one when it answers.
 */
export function quantityChange(input: CartActionInput, send: (input: CartActionInput) => Promise<CartLine | null>): CartChange<undefined> {
  return {
    show: (view) => addQuantity(view, input),
    send: async () => {
      const saved = await send(input);
      return { value: undefined, confirm: (view) => addQuantity(view, input, saved) };
    },
  };
}
