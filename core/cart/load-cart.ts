import type { CartCallers } from './cart-caller';
import type { CartChanges } from './cart-changes';
import type { CartGateway } from './cart-gateway.port';
import type { CartState } from './cart-state.port';
import { loadedView } from './cart-view';

/**
 * Loads the cart (cart, shipping and checkout pages), after any change still on its way so the
 * answer is never older than what the shopper did. The count becomes the sum of quantities.
 * A page load: a refusal throws RequestError with the answer's status and message.
 */
export class LoadCart {
  constructor(
    private readonly gateway: Pick<CartGateway, 'load'>,
    private readonly state: Pick<CartState, 'addressId' | 'setAddressId'>,
    private readonly changes: Pick<CartChanges, 'submit'>,
    private readonly callers: Pick<CartCallers, 'read'>,
  ) {}

  /** `addressId` (else the chosen one) matches each line's shipping place to that address. */
  async execute(language: string, addressId?: number | null): Promise<void> {
    if (addressId !== undefined) this.state.setAddressId(addressId);
    const address = this.state.addressId;
    await this.changes.submit({
      show: (view) => view,
      send: async () => {
        const data = await this.gateway.load(this.callers.read(language), address);
        return { value: undefined, confirm: () => loadedView(data.cart) };
      },
    });
  }
}
