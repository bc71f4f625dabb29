import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FlashSaleState } from '../../core/catalogue/catalogue-states.port';
import type { FlashSaleDetail } from '../../core/product/product-detail';
import type { Hydratable } from '../app/hydratable';

/** One flash sale's screen: the sale and a page of its products. */
@injectable()
export class FlashSaleViewModel implements FlashSaleState, Hydratable {
  detail: FlashSaleDetail | null = null;
  key: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setSale(detail: FlashSaleDetail, key: string): void {
    this.detail = detail;
    this.key = key;
  }

  snapshot(): unknown {
    return this.detail ? { detail: this.detail, key: this.key } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { detail?: FlashSaleDetail; key?: string } | null;
    if (s?.detail && s.key) this.setSale(s.detail, s.key);
  }
}
