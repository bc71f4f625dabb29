import { injectable } from 'inversify';
import type { FlashSalesState } from '../../core/catalogue/catalogue-states.port';
import type { FlashSale } from '../../core/product/product-detail';
import { PageDataViewModel } from '../app/page-data-view-model';

/** The flash-sale list screen. */
@injectable()
export class FlashSalesViewModel extends PageDataViewModel<FlashSale[]> implements FlashSalesState {
  constructor() {
    super({ data: 'sales', key: 'language', list: true });
  }

  get sales(): FlashSale[] {
    return this.data ?? [];
  }

  get language(): string | null {
    return this.key;
  }

  setSales(sales: FlashSale[], language: string): void {
    this.set(sales, language);
  }
}
