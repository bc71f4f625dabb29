import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FlashSalesState } from '../../core/catalogue/catalogue-states.port';
import type { FlashSale } from '../../core/product/product-detail';
import type { Hydratable } from '../app/hydratable';

/** The flash-sale list screen. */
@injectable()
export class FlashSalesViewModel implements FlashSalesState, Hydratable {
  sales: FlashSale[] = [];
  language: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setSales(sales: FlashSale[], language: string): void {
    this.sales = sales;
    this.language = language;
  }

  snapshot(): unknown {
    return this.language ? { sales: this.sales, language: this.language } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { sales?: FlashSale[]; language?: string } | null;
    if (s?.language && Array.isArray(s.sales)) this.setSales(s.sales, s.language);
  }
}
