import type { Container } from 'inversify';
import { LoadFollowing } from '../../core/stores/load-following';
import { ToggleFollow } from '../../core/stores/toggle-follow';
import { HttpFollowingGateway } from '../../adapters/stores/http-following-gateway';
import { FollowingViewModel } from '../../ui/stores/following-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { bindOnce } from './bind-once';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/**
 * Following a store, from the account's list and from the store and product pages alike: the
 * toggle keeps the followed-stores list in step, so both features bind the same pieces, once.
 */
export function bindFollowing(container: Container, hydration: HydrationRegistry): void {
  bindOnce(container, PORTS.FollowingGateway, () => container.bind(PORTS.FollowingGateway).toDynamicValue(plain(HttpFollowingGateway, ApiClient)));
  bindOnce(container, FollowingViewModel, () => {
    container.bind(FollowingViewModel).toSelf();
    container.bind(PORTS.FollowingState).toService(FollowingViewModel);
    hydration.add('following', () => container.get(FollowingViewModel));
  });
  bindOnce(container, ToggleFollow, () => bindPlain(container, ToggleFollow, PORTS.FollowingGateway, PORTS.FollowingState, PORTS.SessionState));
  bindOnce(container, LoadFollowing, () => bindPlain(container, LoadFollowing, PORTS.FollowingGateway, PORTS.FollowingState, PORTS.SessionState));
}
