import type { CatalogueGateway } from './catalogue-gateway.port';
import type { BrandsState } from './catalogue-states.port';

/** Loads every brand for the brands screen, once per language. */
export class LoadBrands {
  constructor(
    private readonly gateway: Pick<CatalogueGateway, 'fetchBrands'>,
    private readonly state: BrandsState,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.language === language) return;
    const { brands } = await this.gateway.fetchBrands(language);
    this.state.setBrands(brands, language);
  }
}
