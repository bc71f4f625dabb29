import type { SessionState } from '../auth/session-state.port';
import type { FollowingGateway } from './following-gateway.port';
import type { FollowingState } from './following-state.port';
import { Toggle } from '../shared/toggle';

/** Follows or unfollows a store (the server toggles) and answers whether the user follows it afterwards; an unfollowed store leaves the following list. */
export class ToggleFollow extends Toggle<boolean> {
  constructor(gateway: Pick<FollowingGateway, 'toggleFollow'>, state: Pick<FollowingState, 'removeStore'>, session: Pick<SessionState, 'token'>) {
    super((id, token, language) => gateway.toggleFollow(id, token, language), (following, storeId) => { if (!following) state.removeStore(storeId); }, session);
  }
}
