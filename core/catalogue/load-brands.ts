import { inject, injectable } from 'inversify';
import { CatalogueGateway } from './catalogue-gateway.port';
import { BrandsState } from './catalogue-states.port';

/** Loads every brand for the brands screen, once per language. */
@injectable()
export class LoadBrands {
  constructor(
    @inject(CatalogueGateway) private readonly gateway: Pick<CatalogueGateway, 'fetchBrands'>,
    @inject(BrandsState) private readonly state: BrandsState,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.language === language) return;
    const { brands } = await this.gateway.fetchBrands(language);
    this.state.setBrands(brands, language);
  }
}
