import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { OFFLINE_METHODS, PAYMENT_METHOD_KEYS } from '../../core/payments/payment-methods';

/** What `payment-gateway` sends of one method: only what a shopper may see. */
export interface PublicPaymentMethod {
  method: number;
  key: string;
  enabled: true;
  /** The method's public configuration (bank transfer details, a publishable key); never a secret. */
  config: Record<string, unknown>;
}

/** A JSON object from a config column; anything else (broken JSON, an array) is empty. */
export function configOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A config whose text may be written per language: a value that is an object of strings keyed by
 * language code (`{"en": "...", "ar": "..."}`) becomes the text in `language`, else in
 * `fallback`, else the first one given. Other values are left as they are.
 */
export function localizedConfig(config: Record<string, unknown>, language: string, fallback: string): Record<string, unknown> {
  // Built with fromEntries, not `result[field] = value`: a field named "__proto__" (JSON.parse makes
  // it an own key of a stored config) stays a field instead of setting the result's prototype.
  return Object.fromEntries(Object.entries(config).map(([field, value]) => {
    const texts = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : null;
    if (!texts || texts.length === 0) return [field, value];
    const byLanguage = new Map(texts);
    return [field, byLanguage.get(language) ?? byLanguage.get(fallback) ?? texts[0]![1]];
  }));
}

/** What payment-gateway needs of the online providers: which are configured, and their public configuration. */
export type OnlineProviderConfigs = ReadonlyMap<number, Record<string, string>>;

/**
 * The enabled payment methods the shop can take, in display order, public data only, their texts
 * in `language` (see localizedConfig). An online method (1, 3-6) is listed only when its provider
 * is configured (`online`, by method), with the provider's public configuration (a publishable
 * key, a client id) over the row's. The query never selects `secret_config`, so a secret cannot
 * leave the server through this path whatever the row holds.
 */
export async function publicPaymentMethods(db: Kysely<DB>, language: string, fallback: string, online: OnlineProviderConfigs = new Map()): Promise<PublicPaymentMethod[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['method', 'public_config'])
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('method')
    .execute();
  return rows
    .filter((row) => OFFLINE_METHODS.has(row.method) || online.has(row.method))
    .map((row) => ({
      method: row.method, key: PAYMENT_METHOD_KEYS[row.method] ?? String(row.method), enabled: true,
      config: { ...localizedConfig(configOf(row.public_config), language, fallback), ...online.get(row.method) },
    }));
}
