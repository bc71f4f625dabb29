import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FollowedStore } from '../../core/stores/followed-store';
import type { Paginator } from '../../core/shared/paginator';
import type { FollowingState } from '../../core/stores/following-state.port';
import type { Hydratable } from '../app/hydratable';

type PageMeta = Omit<Paginator<FollowedStore>, 'data'>;

/** The following screen: the stores the user follows, one page at a time. */
@injectable()
export class FollowingViewModel implements FollowingState, Hydratable {
  stores: FollowedStore[] = [];
  page: PageMeta | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setPage(page: Paginator<FollowedStore>): void {
    const { data, ...meta } = page;
    this.stores = data;
    this.page = meta;
  }

  removeStore(storeId: number): void {
    this.stores = this.stores.filter((s) => s.id !== storeId);
  }

  snapshot(): unknown {
    return this.page ? { stores: this.stores, page: this.page } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { stores?: FollowedStore[]; page?: PageMeta } | null;
    if (s?.page && Array.isArray(s.stores)) this.setPage({ ...s.page, data: s.stores });
  }
}
