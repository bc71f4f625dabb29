import type { StoreDetail } from '../product/product-detail';

/** Where the store page keeps what it shows (the store view model). */
export interface StorePageState {
  /** `{slug}|{language}|{page}|{sort}` of what is shown. */
  readonly key: string | null;
  setStore(detail: StoreDetail, key: string): void;
  setFollowed(followed: boolean): void;
}
