import { describe, expect, it } from 'vitest';
import type { Country, CountryState } from '../account';
import type { CountriesState } from './countries-state.port';
import { LoadCountries } from './load-countries';
import { LoadStates } from './load-states';

function memoryState(): CountriesState {
  const states = new Map<string, CountryState[]>();
  return {
    countries: [],
    language: null,
    setCountries(countries, language) { Object.assign(this, { countries, language }); states.clear(); },
    statesOf: (code) => states.get(code),
    setStates: (code, list) => void states.set(code, list),
  };
}

describe('countries use cases', () => {
  it('LoadCountries fetches once per language', async () => {
    const asked: string[] = [];
    const gateway = { fetchCountries: async (language: string): Promise<Country[]> => { asked.push(language); return [{ code: 'AF', name: 'Afghanistan', phone_code: '93' }]; } };
    const state = memoryState();
    const load = new LoadCountries(gateway, state);
    await load.execute('en');
    await load.execute('en');
    await load.execute('ar');
    expect(asked).toEqual(['en', 'ar']);
    expect(state.countries[0]?.code).toBe('AF');
  });

  it('LoadStates fetches the states of a country once and none for no country', async () => {
    const asked: string[] = [];
    const gateway = { fetchStates: async (code: string): Promise<CountryState[]> => { asked.push(code); return [{ code: 'BDS', name: 'Badakhshan' }]; } };
    const load = new LoadStates(gateway, memoryState());
    expect(await load.execute('AF', 'en')).toEqual([{ code: 'BDS', name: 'Badakhshan' }]);
    await load.execute('AF', 'en');
    expect(await load.execute('', 'en')).toEqual([]);
    expect(asked).toEqual(['AF']);
  });
});
