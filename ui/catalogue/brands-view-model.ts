import { injectable } from 'inversify';
import type { BrandsState } from '../../core/catalogue/catalogue-states.port';
import type { BrandSummary } from '../../core/catalogue/listing';
import { PageDataViewModel } from '../app/page-data-view-model';

/** The brands screen: every brand. */
@injectable()
export class BrandsViewModel extends PageDataViewModel<BrandSummary[]> implements BrandsState {
  constructor() {
    super({ data: 'brands', key: 'language', list: true });
  }

  get brands(): BrandSummary[] {
    return this.data ?? [];
  }

  get language(): string | null {
    return this.key;
  }

  setBrands(brands: BrandSummary[], language: string): void {
    this.set(brands, language);
  }
}
