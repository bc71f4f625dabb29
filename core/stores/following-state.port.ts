import type { FollowedStore } from './followed-store';
import type { Paginator } from '../shared/paginator';

/** Where the followed stores are kept (the following view model). */
export interface FollowingState {
  readonly stores: readonly FollowedStore[];
  readonly page: Omit<Paginator<FollowedStore>, 'data'> | null;
  setPage(page: Paginator<FollowedStore>): void;
  /** An unfollowed store leaves the list. */
  removeStore(storeId: number): void;
}
