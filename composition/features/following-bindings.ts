import type { Container } from 'inversify';
import { FollowingGateway } from '../../core/stores/following-gateway.port';
import { FollowingState } from '../../core/stores/following-state.port';
import { LoadFollowing } from '../../core/stores/load-following';
import { ToggleFollow } from '../../core/stores/toggle-follow';
import { HttpFollowingGateway } from '../../adapters/stores/http-following-gateway';
import { FollowingViewModel } from '../../ui/stores/following-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { bindOnce } from './bind-once';

/**
 * Following a store, from the account's list and from the store and product pages alike: the
 * toggle keeps the followed-stores list in step, so both features bind the same pieces, once.
 */
export function bindFollowing(container: Container, hydration: HydrationRegistry): void {
  bindOnce(container, FollowingGateway, () => container.bind(FollowingGateway).to(HttpFollowingGateway));
  bindOnce(container, FollowingViewModel, () => {
    container.bind(FollowingViewModel).toSelf();
    container.bind(FollowingState).toService(FollowingViewModel);
    hydration.add('following', () => container.get(FollowingViewModel));
  });
  bindOnce(container, ToggleFollow, () => container.bind(ToggleFollow).toSelf());
  bindOnce(container, LoadFollowing, () => container.bind(LoadFollowing).toSelf());
}
