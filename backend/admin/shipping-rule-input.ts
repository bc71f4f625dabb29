import type { RuleProblem, ShippingRuleInput } from '../../core/admin/shop-rules';
import { businessError } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { SHOP_RULES_MESSAGES } from './shop-rules-messages';

/**
 * A rule change as it arrives (untrusted JSON) read into core's shapes, and core's problems worded
 * for the one who sent it: shared by the back office's rule calls (shop-rules-routes.ts) and the
 * seller's own delivery rules (backend/seller/delivery-routes.ts), so both refuse alike.
 */

/** Problems worded once each, in `language`; a place's problem names its country and state. */
export function refusedFor(problems: readonly RuleProblem[], language: string, input: { places?: { country?: unknown; state?: unknown }[] }, names: Record<string, string>): ReturnType<typeof businessError> {
  const said = problems.map((problem) => {
    const place = /^places\.(\d+)/.exec(problem.field);
    const at = place ? input.places?.[Number(place[1])] : undefined;
    const language_ = problem.field.startsWith('titles.') ? problem.field.slice('titles.'.length) : '';
    return translate(SHOP_RULES_MESSAGES, problem.code, language, {
      language: names[language_] ?? language_, country: String(at?.country ?? '').trim().toUpperCase(), state: String(at?.state ?? '').trim().toUpperCase() || 'ALL',
    });
  });
  return businessError([...new Set(said)]);
}

/** Language names by code, for the problems that name a language. */
export const namesOf = (languages: readonly { code: string; name: string }[]): Record<string, string> => Object.fromEntries(languages.map((l) => [l.code, l.name]));

/** A row id from untrusted input: a positive integer a database integer column holds, else undefined. */
export function idOf(value: unknown): number | undefined {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= INT_MAX ? (value as number) : undefined;
}

/** The version a form was read at; anything else matches no row (-1), so the change is refused as stale. */
export function versionOf(value: unknown): number {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= INT_MAX ? (value as number) : -1;
}

const INT_MAX = 2_147_483_647;

/** The names in each language of the shop from untrusted input (anything else left out). */
export function readTitles(value: unknown, languages: readonly string[]): Record<string, string> {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(languages.map((code) => [code, typeof given[code] === 'string' ? (given[code] as string) : '']));
}

/** A shipping rule from untrusted input, in the shape the checks read. */
export function readShippingRule(body: Record<string, unknown>, languages: readonly string[]): ShippingRuleInput {
  const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  const places = Array.isArray(body.places) ? (body.places as unknown[]).slice(0, 101) : [];
  return {
    id: idOf(body.id),
    version: versionOf(body.version),
    titles: readTitles(body.titles, languages),
    single_price: body.single_price === true,
    public: body.public !== false,
    places: places.map((value) => {
      const place = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      return {
        id: idOf(place.id),
        country: str(place.country), state: str(place.state), price: str(place.price), pickup_price: str(place.pickup_price),
        day_needed: str(place.day_needed), pickup_point: str(place.pickup_point), pickup_address: str(place.pickup_address),
      };
    }),
  };
}
