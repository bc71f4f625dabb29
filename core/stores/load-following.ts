import type { SessionState } from '../auth/session-state.port';
import type { FollowingGateway } from './following-gateway.port';
import type { FollowingState } from './following-state.port';

/** Loads one page of the stores the signed-in user follows. */
export class LoadFollowing {
  constructor(
    private readonly gateway: Pick<FollowingGateway, 'fetchFollowing'>,
    private readonly state: FollowingState,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(language: string, page = 1): Promise<void> {
    this.state.setPage(await this.gateway.fetchFollowing(this.session.token, language, Math.max(1, Math.floor(page) || 1)));
  }
}
