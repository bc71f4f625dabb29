import { injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { StoreDetail } from '../../core/product/product-detail';
import type { StorePageState } from '../../core/stores/store-page-state.port';
import type { Hydratable } from '../app/hydratable';

/** The store screen: the store (with the caller's follow state) and one page of its products. */
@injectable()
export class StoreViewModel implements StorePageState, Hydratable {
  detail: StoreDetail | null = null;
  key: string | null = null;

  constructor() {
    // The payload is replaced whole, never edited in place: a reference, not a deep observable.
    makeAutoObservable(this, { detail: observable.ref });
  }

  setStore(detail: StoreDetail, key: string): void {
    this.detail = detail;
    this.key = key;
  }

  setFollowed(followed: boolean): void {
    if (this.detail) this.detail = { ...this.detail, store: { ...this.detail.store, followed: followed ? 1 : null } };
  }

  snapshot(): unknown {
    return this.detail ? { detail: this.detail, key: this.key } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { detail?: StoreDetail; key?: string } | null;
    if (s?.detail && s.key) this.setStore(s.detail, s.key);
  }
}
