import type { CountryState } from '../account';
import type { CountriesGateway } from './countries-gateway.port';
import type { CountriesState } from './countries-state.port';

/** The states of a country, fetched once and kept; no country means no states. */
export class LoadStates {
  constructor(
    private readonly gateway: Pick<CountriesGateway, 'fetchStates'>,
    private readonly state: CountriesState,
  ) {}

  async execute(countryCode: string, language: string): Promise<readonly CountryState[]> {
    if (!countryCode) return [];
    const known = this.state.statesOf(countryCode);
    if (known) return known;
    const states = await this.gateway.fetchStates(countryCode, language);
    this.state.setStates(countryCode, states);
    return states;
  }
}
