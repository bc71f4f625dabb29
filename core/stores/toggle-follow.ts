import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { FollowingGateway } from './following-gateway.port';
import { FollowingState } from './following-state.port';

/** Follows or unfollows a store (the server toggles); an unfollowed store leaves the following list. */
@injectable()
export class ToggleFollow {
  constructor(
    @inject(FollowingGateway) private readonly gateway: Pick<FollowingGateway, 'toggleFollow'>,
    @inject(FollowingState) private readonly state: Pick<FollowingState, 'removeStore'>,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** Answers whether the user follows the store afterwards. */
  async execute(storeId: number, language: string): Promise<boolean> {
    const following = await this.gateway.toggleFollow(storeId, this.session.token, language);
    if (!following) this.state.removeStore(storeId);
    return following;
  }
}
