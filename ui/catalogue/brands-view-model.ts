import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { BrandsState } from '../../core/catalogue/catalogue-states.port';
import type { BrandSummary } from '../../core/catalogue/listing';
import type { Hydratable } from '../app/hydratable';

/** The brands screen: every brand. */
@injectable()
export class BrandsViewModel implements BrandsState, Hydratable {
  brands: BrandSummary[] = [];
  language: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setBrands(brands: BrandSummary[], language: string): void {
    this.brands = brands;
    this.language = language;
  }

  snapshot(): unknown {
    return this.language ? { brands: this.brands, language: this.language } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { brands?: BrandSummary[]; language?: string } | null;
    if (s?.language && Array.isArray(s.brands)) this.setBrands(s.brands, s.language);
  }
}
