import type { CatalogueGateway } from './catalogue-gateway.port';
import type { FlashSalesState } from './catalogue-states.port';

/** Loads the flash-sale list. Always asks again on entering: sales start and end all the time. */
export class LoadFlashSales {
  constructor(
    private readonly gateway: Pick<CatalogueGateway, 'fetchFlashSales'>,
    private readonly state: FlashSalesState,
  ) {}

  async execute(language: string): Promise<void> {
    const sales = await this.gateway.fetchFlashSales(language);
    this.state.setSales(sales, language);
  }
}
