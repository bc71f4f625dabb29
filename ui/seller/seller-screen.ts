import type { SellerStore } from '../../core/seller/seller-workspace';

/** What each screen of the workspace is given: the approved store, and the address's params (`/seller/products/:id`). */
export interface SellerScreenProps {
  store: SellerStore;
  params: Readonly<Record<string, string | undefined>>;
}
