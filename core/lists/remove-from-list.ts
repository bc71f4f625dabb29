import type { SessionState } from '../auth/session-state.port';
import type { SavedListsGateway, SavedListName, SavedListsState } from './saved-lists-gateway.port';

/**
 * Takes a product out of the wishlist or the compare list. The contract's call toggles, so when it
 * answers that the product is in the list (another tab removed it first, and this call put it
 * back), it is called once more: "remove" always ends with the product out of the list.
 */
export class RemoveFromList {
  constructor(
    private readonly gateway: Pick<SavedListsGateway, 'toggle'>,
    private readonly state: Pick<SavedListsState, 'removeFrom'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(list: SavedListName, productId: number, language: string): Promise<void> {
    if (await this.gateway.toggle(list, productId, this.session.token, language)) {
      await this.gateway.toggle(list, productId, this.session.token, language);
    }
    this.state.removeFrom(list, productId);
  }
}
