import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { SavedListsGateway, type SavedListName, SavedListsState } from './saved-lists-gateway.port';

/**
 * Takes a product out of the wishlist or the compare list. The contract's call toggles, so when it
 * answers that the product is in the list (another tab removed it first, and this call put it
 * back), it is called once more: "remove" always ends with the product out of the list.
 */
@injectable()
export class RemoveFromList {
  constructor(
    @inject(SavedListsGateway) private readonly gateway: Pick<SavedListsGateway, 'toggle'>,
    @inject(SavedListsState) private readonly state: Pick<SavedListsState, 'removeFrom'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(list: SavedListName, productId: number, language: string): Promise<void> {
    if (await this.gateway.toggle(list, productId, this.session.token, language)) {
      await this.gateway.toggle(list, productId, this.session.token, language);
    }
    this.state.removeFrom(list, productId);
  }
}
