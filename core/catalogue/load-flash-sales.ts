import { inject, injectable } from 'inversify';
import { CatalogueGateway } from './catalogue-gateway.port';
import { FlashSalesState } from './catalogue-states.port';

/** Loads the flash-sale list. Always asks again on entering: sales start and end all the time. */
@injectable()
export class LoadFlashSales {
  constructor(
    @inject(CatalogueGateway) private readonly gateway: Pick<CatalogueGateway, 'fetchFlashSales'>,
    @inject(FlashSalesState) private readonly state: FlashSalesState,
  ) {}

  async execute(language: string): Promise<void> {
    const sales = await this.gateway.fetchFlashSales(language);
    this.state.setSales(sales, language);
  }
}
