/**
 * The shop's rules as the back office edits them (issue 31, settings): shipping rules with their
 * places, tax rules, the top and popup banners, and the languages. One type for what the server
 * returns and the console reads, and the pure checks both sides apply before anything is written.
 * Amounts cross here as decimal amounts (api/v1's way); the server keeps cents.
 */
import { PRICE_TYPE } from '../cart/price-type';
import { parseCents } from '../shared/cents';
import { ALL_PLACES } from '../checkout/shipping-place';

/** Where a shipping rule ships and at what price (amounts, not cents). */
export interface ShippingPlaceView {
  /** Kept across edits: orders and carts refer to a place by it. Absent for a new place. */
  id?: number;
  /** ISO 3166-1 alpha-2 code, or `ALL`. */
  country: string;
  /** The state's code, or `ALL`. */
  state: string;
  price: number | string;
  pickup_price: number | string;
  day_needed: number | string;
  pickup_point: string;
  /** Where the pickup point is, one line (street, town, hours...); empty where there is no pickup point. */
  pickup_address: string;
}

export interface ShippingRuleView {
  id: number;
  /** Its name in each language of the shop (the default language's is required). */
  titles: Record<string, string>;
  single_price: boolean;
  public: boolean;
  version: number;
  places: ShippingPlaceView[];
  /** Products that ship by it, and order lines shipped by it: what deleting would break. */
  products: number;
  orders: number;
}

export interface TaxRuleView {
  id: number;
  title: string;
  /** PRICE_TYPE: 1 a flat amount per unit, 2 a percentage of the line. */
  type: number;
  /** The amount (flat) or the percentage (7.5 for 7.5 %). */
  rate: number;
  public: boolean;
  version: number;
  products: number;
}

export type BannerKind = 'top' | 'popup';

export interface BannerView {
  id: number;
  kind: BannerKind;
  titles: Record<string, string>;
  on: boolean;
  closable: boolean;
  /** A path of the shop (`/contact`) or an https URL; empty when it leads to its catalogue source or home. */
  link: string;
  version: number;
}

export interface LanguageView {
  code: string;
  name: string;
  direction: 'ltr' | 'rtl';
  isDefault: boolean;
  predefined: boolean;
  active: boolean;
  texts: number;
  textsUpdatedAt: string | null;
}

/** Shipping rules with the shop's languages their names are in: the shop's own, or a store's (the seller's delivery screen). */
export interface ShippingRules {
  shipping: ShippingRuleView[];
  /** The shop's languages, for the names in each. */
  languages: { code: string; name: string; direction: 'ltr' | 'rtl'; isDefault: boolean }[];
}

/** Everything the delivery section shows. */
export interface DeliveryRules extends ShippingRules {
  taxes: TaxRuleView[];
}

export interface BannerRules {
  banners: BannerView[];
  languages: DeliveryRules['languages'];
}

/** A shipping rule as sent to be added (no id) or changed (id and the version it was read at). */
export type ShippingRuleInput = Omit<ShippingRuleView, 'id' | 'version' | 'products' | 'orders'> & { id?: number; version?: number };
export type TaxRuleInput = Omit<TaxRuleView, 'id' | 'version' | 'products' | 'rate'> & { id?: number; version?: number; rate: number | string };
export type BannerInput = Pick<BannerView, 'titles' | 'on' | 'closable' | 'link'> & { id: number; version: number };

export const RULE_LIMITS = {
  titleMax: 191,
  placesMax: 100,
  /** The largest amount a place or a flat tax takes. */
  amountMax: 1_000_000,
  daysMax: 365,
  pickupPointMax: 120,
  pickupAddressMax: 200,
  /** A state's code (ISO 3166-2 subdivisions are at most 3 characters; some shops write more). */
  stateMax: 10,
  linkMax: 500,
} as const;

/** A problem with one field of a rule: a code the messages word, and where (`places.2.price`). */
export interface RuleProblem {
  field: string;
  code: 'required' | 'too_long' | 'amount' | 'percent' | 'days' | 'country' | 'state' | 'places' | 'duplicate_place' | 'pickup_unnamed' | 'type' | 'link';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The cents of an amount from 0 to RULE_LIMITS.amountMax, or null. */
export function amountCents(value: unknown): number | null {
  const cents = typeof value === 'number' || typeof value === 'string' ? parseCents(value) : null;
  return cents !== null && cents >= 0 && cents <= RULE_LIMITS.amountMax * 100 ? cents : null;
}

/** A percentage as hundredths of a percent (7.5 → 750), from 0 to 100 with at most two decimals, or null. */
export function percentHundredths(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const hundredths = parseCents(value);
  if (hundredths === null || hundredths < 0 || hundredths > 10_000) return null;
  // More than two decimals would be rounded silently: refuse it instead.
  const written = String(value).trim();
  return /^\d+(\.\d{1,2})?$/.test(written) ? hundredths : null;
}

function titleProblems(titles: unknown, languages: readonly string[], defaultLanguage: string | null): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const given = typeof titles === 'object' && titles !== null ? (titles as Record<string, unknown>) : {};
  if (defaultLanguage !== null && text(given[defaultLanguage]) === '') problems.push({ field: `titles.${defaultLanguage}`, code: 'required' });
  for (const language of languages) {
    if (text(given[language]).length > RULE_LIMITS.titleMax) problems.push({ field: `titles.${language}`, code: 'too_long' });
  }
  return problems;
}

/**
 * What is wrong with a shipping rule, [] when nothing. `placeExists` says whether a country and
 * state are places the shop knows (the server asks its country data; `ALL` is handled here).
 */
export function shippingRuleProblems(
  input: Partial<ShippingRuleInput>, languages: readonly string[], defaultLanguage: string,
  placeExists: (country: string, state: string) => 'ok' | 'country' | 'state',
): RuleProblem[] {
  const problems = titleProblems(input.titles, languages, defaultLanguage);
  const places = Array.isArray(input.places) ? input.places : [];
  if (places.length === 0 || places.length > RULE_LIMITS.placesMax) problems.push({ field: 'places', code: 'places' });
  const seen = new Set<string>();
  places.forEach((place, i) => {
    const at = `places.${i}`;
    const country = text(place?.country).toUpperCase();
    const state = text(place?.state).toUpperCase() || ALL_PLACES;
    if (country === ALL_PLACES || state.length > RULE_LIMITS.stateMax) {
      if (state !== ALL_PLACES) problems.push({ field: `${at}.state`, code: 'state' });
    } else {
      const known = country === '' ? 'country' : placeExists(country, state === ALL_PLACES ? '' : state);
      if (known !== 'ok' && !(known === 'state' && state === ALL_PLACES)) problems.push({ field: `${at}.${known}`, code: known });
    }
    const key = `${country}/${state}`;
    if (seen.has(key)) problems.push({ field: `${at}.state`, code: 'duplicate_place' });
    seen.add(key);
    if (amountCents(place?.price) === null) problems.push({ field: `${at}.price`, code: 'amount' });
    if (amountCents(place?.pickup_price) === null) problems.push({ field: `${at}.pickup_price`, code: 'amount' });
    const days = Number(place?.day_needed);
    if (!Number.isInteger(days) || days < 0 || days > RULE_LIMITS.daysMax || String(place?.day_needed).trim() === '') problems.push({ field: `${at}.day_needed`, code: 'days' });
    if (text(place?.pickup_point).length > RULE_LIMITS.pickupPointMax) problems.push({ field: `${at}.pickup_point`, code: 'too_long' });
    const address = text(place?.pickup_address);
    if (address.length > RULE_LIMITS.pickupAddressMax) problems.push({ field: `${at}.pickup_address`, code: 'too_long' });
    // An address without a point's name would be dropped: a shopper picks up at a named point.
    else if (address !== '' && text(place?.pickup_point) === '') problems.push({ field: `${at}.pickup_point`, code: 'pickup_unnamed' });
  });
  return problems;
}

/** What is wrong with a tax rule: a title, a type of PRICE_TYPE, an amount ≥ 0 or a percentage from 0 to 100. */
export function taxRuleProblems(input: Partial<TaxRuleInput>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const title = text(input.title);
  if (title === '') problems.push({ field: 'title', code: 'required' });
  else if (title.length > RULE_LIMITS.titleMax) problems.push({ field: 'title', code: 'too_long' });
  if (input.type === PRICE_TYPE.flat) {
    if (amountCents(input.rate) === null) problems.push({ field: 'rate', code: 'amount' });
  } else if (input.type === PRICE_TYPE.percent) {
    if (percentHundredths(input.rate) === null) problems.push({ field: 'rate', code: 'percent' });
  } else {
    problems.push({ field: 'type', code: 'type' });
  }
  return problems;
}

/**
 * The shape of a banner's link: empty (the banner keeps its catalogue source, or leads home), an
 * https URL with a host, or a path of the shop (`/contact`, `/fr/page/about`): one leading slash,
 * no spaces, no scheme. Whether the path exists is the server's to check (`shopPathOf`).
 */
export function bannerLinkProblem(link: string): 'link' | null {
  const value = link.trim();
  if (value === '') return null;
  if (value.length > RULE_LIMITS.linkMax || /[\s<>"'\\]/.test(value)) return 'link';
  if (value.startsWith('/')) return value.startsWith('//') ? 'link' : null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '' ? null : 'link';
  } catch {
    return 'link';
  }
}

/**
 * What is wrong with a banner: each text's length, its link. A text may be empty: the top banner
 * may say only the free-delivery threshold, and a language without its own text shows the default one.
 */
export function bannerProblems(input: Partial<BannerInput>, languages: readonly string[]): RuleProblem[] {
  const problems = titleProblems(input.titles, languages, null);
  if (bannerLinkProblem(text(input.link)) !== null) problems.push({ field: 'link', code: 'link' });
  return problems;
}
