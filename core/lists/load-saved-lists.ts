import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { SavedListsGateway, SavedListsState } from './saved-lists-gateway.port';

/** Loads the signed-in shopper's wishlist (one page) or compare list into the list pages. */
@injectable()
export class LoadSavedLists {
  constructor(
    @inject(SavedListsGateway) private readonly gateway: Pick<SavedListsGateway, 'wishlist' | 'compared'>,
    @inject(SavedListsState) private readonly state: Pick<SavedListsState, 'setWishlist' | 'setCompared'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async wishlist(language: string, page = 1): Promise<void> {
    this.state.setWishlist(await this.gateway.wishlist(this.session.token, Math.max(1, Math.floor(page) || 1), language));
  }

  async compared(language: string): Promise<void> {
    this.state.setCompared(await this.gateway.compared(this.session.token, language));
  }
}
