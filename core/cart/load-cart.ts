import { inject, injectable } from 'inversify';
import { CartCallers } from './cart-caller';
import { CartChanges } from './cart-changes';
import { CartGateway } from './cart-gateway.port';
import { CartState } from './cart-state.port';
import { loadedView } from './cart-view';

/**
 * Loads the cart (cart, shipping and checkout pages), after any change still on its way so the
 * answer is never older than what the shopper did. The count becomes the sum of quantities.
 * A page load: a refusal throws RequestError with the answer's status and message.
 */
@injectable()
export class LoadCart {
  constructor(
    @inject(CartGateway) private readonly gateway: Pick<CartGateway, 'load'>,
    @inject(CartState) private readonly state: Pick<CartState, 'addressId' | 'setAddressId'>,
    @inject(CartChanges) private readonly changes: Pick<CartChanges, 'submit'>,
    @inject(CartCallers) private readonly callers: Pick<CartCallers, 'read'>,
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
