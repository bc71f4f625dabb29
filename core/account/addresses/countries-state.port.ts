import type { Country, CountryState } from '../account';

/** Where the country list and the states fetched so far are kept, per language. */
export interface CountriesState {
  readonly countries: readonly Country[];
  readonly language: string | null;
  setCountries(countries: Country[], language: string): void;
  /** States of a country already fetched in the current language, or undefined. */
  statesOf(countryCode: string): readonly CountryState[] | undefined;
  setStates(countryCode: string, states: CountryState[]): void;
}
