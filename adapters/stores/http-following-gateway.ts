import type { FollowedStore } from '../../core/stores/followed-store';
import type { Paginator } from '../../core/shared/paginator';
import type { FollowingGateway } from '../../core/stores/following-gateway.port';
import type { ApiClient } from '../http/api-client';

export class HttpFollowingGateway implements FollowingGateway {
  constructor(private readonly api: ApiClient) {}

  fetchFollowing(token: string | null, language: string, page: number): Promise<Paginator<FollowedStore>> {
    return this.api.get<Paginator<FollowedStore>>('user/store/following-list', { language, token: token ?? undefined, params: { page } });
  }

  async toggleFollow(storeId: number, token: string | null, language: string): Promise<boolean> {
    const answer = await this.api.post<{ following: boolean }>('user/store/follow', { store_id: storeId }, { language, token: token ?? undefined });
    return answer.following === true;
  }
}
