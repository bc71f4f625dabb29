import { hasBundle } from './cart';
import type { CartWriters } from './cart-caller';
import type { CartChanges } from './cart-changes';
import type { CartGateway } from './cart-gateway.port';
import { type CartOutcome, refusal } from './cart-outcome';
import type { CartState } from './cart-state.port';
import { loadedView, selectLines } from './cart-view';

/**
 * Checks and unchecks lines (one box or "select all"). The boxes change at once; a cart with a
 * bundle deal is fetched again afterwards, since its offers follow the selection.
 */
export class ChangeSelection {
  constructor(
    private readonly gateway: Pick<CartGateway, 'changeSelection' | 'load'>,
    private readonly state: Pick<CartState, 'lines' | 'addressId'>,
    private readonly changes: Pick<CartChanges, 'submit'>,
    private readonly callers: CartWriters,
  ) {}

  async execute(checked: readonly number[], unchecked: readonly number[], language: string): Promise<CartOutcome> {
    if (checked.length === 0 && unchecked.length === 0) return { ok: true };
    const isBundle = hasBundle(this.state.lines);
    try {
      await this.changes.submit({
        show: (view) => selectLines(view, checked, unchecked),
        send: async () => {
          const caller = this.callers.write(language);
          await this.callers.written(caller, this.gateway.changeSelection(caller, checked, unchecked, isBundle));
          if (!isBundle) return { value: undefined, confirm: (view) => selectLines(view, checked, unchecked) };
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
