import { inject, injectable } from 'inversify';
import { SessionState } from '../auth/session-state.port';
import { FollowingGateway } from './following-gateway.port';
import { FollowingState } from './following-state.port';

/** Loads one page of the stores the signed-in user follows. */
@injectable()
export class LoadFollowing {
  constructor(
    @inject(FollowingGateway) private readonly gateway: Pick<FollowingGateway, 'fetchFollowing'>,
    @inject(FollowingState) private readonly state: FollowingState,
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
  ) {}

  async execute(language: string, page = 1): Promise<void> {
    this.state.setPage(await this.gateway.fetchFollowing(this.session.token, language, Math.max(1, Math.floor(page) || 1)));
  }
}
