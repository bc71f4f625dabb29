import { inject, injectable } from 'inversify';
import type { CountriesGateway } from '../../core/account/addresses/countries-gateway.port';
import type { Country, CountryState } from '../../core/account/account';
import { ApiClient } from '../http/api-client';

@injectable()
export class HttpCountriesGateway implements CountriesGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async fetchCountries(language: string): Promise<Country[]> {
    const answer = await this.api.get<{ countries: Country[] }>('countries-phones', { language });
    return answer.countries ?? [];
  }

  async fetchStates(countryCode: string, language: string): Promise<CountryState[]> {
    const answer = await this.api.get<{ states?: CountryState[] }>('countries-phones', { language, params: { country: countryCode } });
    return answer.states ?? [];
  }
}
