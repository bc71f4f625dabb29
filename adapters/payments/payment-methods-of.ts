import { type BankTransferDetails, PAYMENT_METHOD, PAYMENT_METHOD_IDS, PAYMENT_METHOD_KEYS, type PaymentMethod } from '../../core/payments/payment-methods';

/** Settings-row flag names of the known API, by payment method id (1..7). */
const FLAG_METHODS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(PAYMENT_METHOD_KEYS).map(([id, key]) => [key, Number(id)])),
  bank: PAYMENT_METHOD.bankTransfer,
};

const enabled = (value: unknown) => value === true || value === 1 || value === '1';

/** The config keys a shopper may see; anything else in a config is ignored (never shown, never kept). */
const PUBLIC_CONFIG_KEYS: readonly (keyof BankTransferDetails)[] = ['bank_name', 'account_holder', 'account_number', 'branch', 'swift', 'routing', 'instructions'];

/** The known public fields of a method's config that hold text; a number (an account number) becomes text. */
export function publicConfigOf(config: unknown): BankTransferDetails {
  const details: BankTransferDetails = {};
  if (!config || typeof config !== 'object' || Array.isArray(config)) return details;
  for (const key of PUBLIC_CONFIG_KEYS) {
    const value = (config as Record<string, unknown>)[key];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (text) details[key] = text;
  }
  return details;
}

/**
 * The methods a `payment-gateway` answer offers, in its order, whichever of its shapes arrives: this
 * API's `{methods: [{method, enabled, config}]}`, a list of ids or of `{id|method, status|enabled}`,
 * or an object of flags by method or by known name (no config in those).
 */
export function paymentMethodsOf(data: unknown): PaymentMethod[] {
  const methods = new Map<number, PaymentMethod>();
  const add = (id: unknown, config?: unknown) => {
    const n = Number(id);
    if (PAYMENT_METHOD_IDS.includes(n) && !methods.has(n)) methods.set(n, { method: n, config: publicConfigOf(config) });
  };
  const source = (data as { methods?: unknown } | null)?.methods ?? data;
  if (Array.isArray(source)) {
    for (const entry of source) {
      if (typeof entry === 'number' || typeof entry === 'string') add(entry);
      else if (entry && typeof entry === 'object') {
        const e = entry as { id?: unknown; method?: unknown; status?: unknown; enabled?: unknown; config?: unknown };
        const on = e.enabled ?? e.status ?? true;
        if (enabled(on) || on === true) add(e.method ?? e.id, e.config);
      }
    }
  } else if (source && typeof source === 'object') {
    const ids: number[] = [];
    for (const [key, value] of Object.entries(source)) {
      const id = /^\d+$/.test(key) ? Number(key) : FLAG_METHODS[key];
      const on = value && typeof value === 'object' ? ((value as { enabled?: unknown; status?: unknown }).enabled ?? (value as { status?: unknown }).status) : value;
      if (id !== undefined && enabled(on)) ids.push(id);
    }
    // Flags carry no display order: by id.
    for (const id of ids.sort((a, b) => a - b)) add(id);
  }
  return [...methods.values()];
}
