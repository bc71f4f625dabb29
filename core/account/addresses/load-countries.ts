import type { CountriesGateway } from './countries-gateway.port';
import type { CountriesState } from './countries-state.port';

/** Loads the country list once per language (a hydrated list is not fetched again). */
export class LoadCountries {
  constructor(
    private readonly gateway: Pick<CountriesGateway, 'fetchCountries'>,
    private readonly state: CountriesState,
  ) {}

  async execute(language: string): Promise<void> {
    if (this.state.language === language && this.state.countries.length > 0) return;
    this.state.setCountries(await this.gateway.fetchCountries(language), language);
  }
}
