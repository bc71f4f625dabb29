import { describe, expect, it } from 'vitest';
import type { FollowedStore } from './followed-store';
import type { Paginator } from '../shared/paginator';
import type { FollowingGateway } from './following-gateway.port';
import type { FollowingState } from './following-state.port';
import { LoadFollowing } from './load-following';
import { ToggleFollow } from './toggle-follow';

const store = (id: number): FollowedStore => ({ id, slug: `s${id}`, name: `Store ${id}`, logo: '', rating: 4, review_count: 2, followed_at: '2026-01-01T00:00:00Z' });

class MemoryFollowingGateway implements FollowingGateway {
  followed = new Set([1, 2]);
  async fetchFollowing(_token: string | null, _language: string, page: number): Promise<Paginator<FollowedStore>> {
    const data = [...this.followed].map(store);
    return { current_page: page, data, from: 1, to: data.length, total: data.length, last_page: 1, per_page: 25 };
  }
  async toggleFollow(storeId: number) {
    if (this.followed.delete(storeId)) return false;
    this.followed.add(storeId);
    return true;
  }
}

function memoryState(): FollowingState & { stores: FollowedStore[] } {
  return {
    stores: [],
    page: null,
    setPage(page) { const { data, ...meta } = page; Object.assign(this, { stores: data, page: meta }); },
    removeStore(id) { this.stores = this.stores.filter((s) => s.id !== id); },
  };
}

describe('following use cases', () => {
  it('LoadFollowing loads the followed stores', async () => {
    const state = memoryState();
    await new LoadFollowing(new MemoryFollowingGateway(), state, { token: 't' }).execute('en');
    expect(state.stores.map((s) => s.id)).toEqual([1, 2]);
  });

  it('ToggleFollow unfollowing removes the store from the list; following again keeps the list', async () => {
    const gateway = new MemoryFollowingGateway();
    const state = memoryState();
    await new LoadFollowing(gateway, state, { token: 't' }).execute('en');
    const toggle = new ToggleFollow(gateway, state, { token: 't' });
    expect(await toggle.execute(1, 'en')).toBe(false);
    expect(state.stores.map((s) => s.id)).toEqual([2]);
    expect(await toggle.execute(1, 'en')).toBe(true);
    expect(state.stores.map((s) => s.id)).toEqual([2]);
  });
});
