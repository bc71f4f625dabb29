import type { FlashSaleInput, FlashSaleList, FlashSaleState } from './flash-sales';
import type { Changed } from './shop-rules-gateway.port';

/** api/v1/admin/flash-sales: the operator's flash sales (backend/admin/flash-sale-routes.ts). */
export interface FlashSalesGateway {
  list(state: FlashSaleState, page: number, language: string): Promise<FlashSaleList>;
  /** Opens a sale (no id) or changes one at the version it was read at; answers the first page of the state the sale is now in. */
  save(sale: FlashSaleInput, language: string): Promise<Changed<FlashSaleList>>;
  /** Ends a running sale now, or makes an upcoming one private; answers the first page of the state the sale is now in. */
  close(id: number, version: number, language: string): Promise<Changed<FlashSaleList>>;
}
