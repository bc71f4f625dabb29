import type { SessionState } from '../auth/session-state.port';
import type { SavedListsGateway, SavedListsState } from './saved-lists-gateway.port';

/** Loads the signed-in shopper's wishlist (one page) or compare list into the list pages. */
export class LoadSavedLists {
  constructor(
    private readonly gateway: Pick<SavedListsGateway, 'wishlist' | 'compared'>,
    private readonly state: Pick<SavedListsState, 'setWishlist' | 'setCompared'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async wishlist(language: string, page = 1): Promise<void> {
    this.state.setWishlist(await this.gateway.wishlist(this.session.token, Math.max(1, Math.floor(page) || 1), language));
  }

  async compared(language: string): Promise<void> {
    this.state.setCompared(await this.gateway.compared(this.session.token, language));
  }
}
