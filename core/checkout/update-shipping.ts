import type { ShippingChoice } from '../cart/cart';
import type { CartWriters } from '../cart/cart-caller';
import type { CartChanges } from '../cart/cart-changes';
import type { CartGateway } from '../cart/cart-gateway.port';
import { type CartOutcome, refusal } from '../cart/cart-outcome';
import type { CartState } from '../cart/cart-state.port';
import { loadedView } from '../cart/cart-view';

/**
 * The shipping page's choices: the address and, per line, delivery or pickup at a place. The
 * server answers the cart with each line's place matched to the address, which the totals read.
 */
export class UpdateShipping {
  constructor(
    private readonly gateway: Pick<CartGateway, 'updateShipping'>,
    private readonly state: Pick<CartState, 'setAddressId'>,
    private readonly changes: Pick<CartChanges, 'submit'>,
    private readonly callers: CartWriters,
  ) {}

  async execute(choices: Readonly<Record<number, ShippingChoice>>, addressId: number, language: string): Promise<CartOutcome> {
    this.state.setAddressId(addressId);
    try {
      await this.changes.submit({
        show: (view) => view,
        send: async () => {
          const data = await this.callers.writing(language, (caller) => this.gateway.updateShipping(caller, choices, addressId));
          return { value: undefined, confirm: () => loadedView(data.cart) };
        },
      });
      return { ok: true };
    } catch (error) {
      return refusal(error);
    }
  }
}
