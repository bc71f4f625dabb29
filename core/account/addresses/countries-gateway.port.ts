import type { Country, CountryState } from '../account';

/** Countries and their states on api/v1 (`countries-phones`). Throws RequestError when down. */
export interface CountriesGateway {
  /** Every country with its calling code, names in the language. */
  fetchCountries(language: string): Promise<Country[]>;
  /** The states (subdivisions) of one country, names in the language. */
  fetchStates(countryCode: string, language: string): Promise<CountryState[]>;
}
