import { injectable } from 'inversify';
import type { FlashSaleState } from '../../core/catalogue/catalogue-states.port';
import type { FlashSaleDetail } from '../../core/product/product-detail';
import { PageDataViewModel } from '../app/page-data-view-model';

/** One flash sale's screen: the sale and a page of its products. */
@injectable()
export class FlashSaleViewModel extends PageDataViewModel<FlashSaleDetail> implements FlashSaleState {
  constructor() {
    super({ data: 'detail', key: 'key' });
  }

  get detail(): FlashSaleDetail | null {
    return this.data;
  }

  setSale(detail: FlashSaleDetail, key: string): void {
    this.set(detail, key);
  }
}
