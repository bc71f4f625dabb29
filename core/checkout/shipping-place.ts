/**
 * Which shipping place of a rule serves an address: the place for
 * the address's country and state exactly, then the country with state `ALL`, then country `ALL`.
 * Codes compare trimmed and case-insensitively: `tr`/`TR`, `34`/`34 `.
 */
export const ALL_PLACES = 'ALL';

export interface PlaceKey {
  country: string;
  state: string;
}

function code(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/** The best place for `address` among `places` (one rule's places), or null when none serves it. */
export function matchShippingPlace<P extends PlaceKey>(places: readonly P[], address: PlaceKey): P | null {
  const country = code(address.country);
  const state = code(address.state);
  let countryWide: P | null = null;
  let everywhere: P | null = null;
  for (const place of places) {
    const placeCountry = code(place.country);
    const placeState = code(place.state);
    if (placeCountry === country && country !== '') {
      if (placeState === state && state !== '') return place;
      if (placeState === ALL_PLACES) countryWide ??= place;
    } else if (placeCountry === ALL_PLACES) {
      everywhere ??= place;
    }
  }
  return countryWide ?? everywhere;
}
