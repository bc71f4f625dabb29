import type { SessionState } from '../auth/session-state.port';
import type { FollowingGateway } from './following-gateway.port';
import type { FollowingState } from './following-state.port';

/** Follows or unfollows a store (the server toggles); an unfollowed store leaves the following list. */
export class ToggleFollow {
  constructor(
    private readonly gateway: Pick<FollowingGateway, 'toggleFollow'>,
    private readonly state: Pick<FollowingState, 'removeStore'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** Answers whether the user follows the store afterwards. */
  async execute(storeId: number, language: string): Promise<boolean> {
    const following = await this.gateway.toggleFollow(storeId, this.session.token, language);
    if (!following) this.state.removeStore(storeId);
    return following;
  }
}
