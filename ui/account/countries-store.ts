import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CountriesState } from '../../core/account/addresses/countries-state.port';
import type { Country, CountryState } from '../../core/account/account';
import type { Hydratable } from '../app/hydratable';

/** The country list of the address form and the states fetched so far (names in the page's language). */
@injectable()
export class CountriesStore implements CountriesState, Hydratable {
  countries: Country[] = [];
  language: string | null = null;
  states: Record<string, CountryState[]> = {};

  constructor() {
    makeAutoObservable(this);
  }

  setCountries(countries: Country[], language: string): void {
    this.countries = countries;
    this.language = language;
    this.states = {};
  }

  statesOf(countryCode: string): CountryState[] | undefined {
    return this.states[countryCode];
  }

  setStates(countryCode: string, states: CountryState[]): void {
    this.states = { ...this.states, [countryCode]: states };
  }

  snapshot(): unknown {
    return this.language ? { countries: this.countries, language: this.language, states: this.states } : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { countries?: Country[]; language?: string; states?: Record<string, CountryState[]> } | null;
    if (!s?.language || !Array.isArray(s.countries)) return;
    this.setCountries(s.countries, s.language);
    this.states = s.states ?? {};
  }
}
