import type { CountriesGateway } from '../../core/account/addresses/countries-gateway.port';
import type { Country, CountryState } from '../../core/account/account';
import type { ApiClient } from '../http/api-client';

export class HttpCountriesGateway implements CountriesGateway {
  constructor(private readonly api: ApiClient) {}

  async fetchCountries(language: string): Promise<Country[]> {
    const answer = await this.api.get<{ countries: Country[] }>('countries-phones', { language });
    return answer.countries ?? [];
  }

  async fetchStates(countryCode: string, language: string): Promise<CountryState[]> {
    const answer = await this.api.get<{ states?: CountryState[] }>('countries-phones', { language, params: { country: countryCode } });
    return answer.states ?? [];
  }
}
