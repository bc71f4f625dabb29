import { inject, injectable } from 'inversify';
import { CartCallers, type CartWriters } from './cart-caller';
import { CartChanges } from './cart-changes';
import { CartGateway } from './cart-gateway.port';
import { type CartOutcome, failure, refusal } from './cart-outcome';
import { CartState } from './cart-state.port';
import { removeLine } from './cart-view';

/** Deletes a cart line (after the page's confirmation): gone at once, the count falls by its quantity; back if refused. */
@injectable()
export class RemoveFromCart {
  constructor(
    @inject(CartGateway) private readonly gateway: Pick<CartGateway, 'remove'>,
    @inject(CartState) private readonly state: Pick<CartState, 'lines'>,
    @inject(CartChanges) private readonly changes: Pick<CartChanges, 'submit'>,
    @inject(CartCallers) private readonly callers: CartWriters,
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
