import type { FollowedStore } from './followed-store';
import type { Paginator } from '../shared/paginator';

/** Followed stores on api/v1. Every call throws RequestError when refused or down. */
export interface FollowingGateway {
  /** `user/store/following-list`: one page of the stores the user follows. */
  fetchFollowing(token: string | null, language: string, page: number): Promise<Paginator<FollowedStore>>;
  /** `user/store/follow`: follows or unfollows; answers whether the user follows the store now. */
  toggleFollow(storeId: number, token: string | null, language: string): Promise<boolean>;
}
