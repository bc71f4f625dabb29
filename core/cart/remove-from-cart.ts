import type { CartWriters } from './cart-caller';
import type { CartChanges } from './cart-changes';
import type { CartGateway } from './cart-gateway.port';
import { type CartOutcome, failure, refusal } from './cart-outcome';
import type { CartState } from './cart-state.port';
import { removeLine } from './cart-view';

/** Deletes a cart line (after the page's confirmation): gone at once, the count falls by its quantity; back if refused. */
export class RemoveFromCart {
  constructor(
    private readonly gateway: Pick<CartGateway, 'remove'>,
    private readonly state: Pick<CartState, 'lines'>,
    private readonly changes: Pick<CartChanges, 'submit'>,
    private readonly callers: CartWriters,
  ) {}

  async execute(lineId: number, language: string): Promise<CartOutcome> {
    if (!this.state.lines.some((l) => l.id === lineId)) return failure('unknown_line');
    try {
      await this.changes.submit({
        show: (view) => removeLine(view, lineId),
        send: async () => {
          await this.callers.writing(language, (caller) => this.gateway.remove(caller, lineId));
          return { value: undefined, confirm: (view) => removeLine(view, lineId) };
        },
      });
      return { ok: true };
    } catch (error) {
      return refusal(error);
    }
  }
}
