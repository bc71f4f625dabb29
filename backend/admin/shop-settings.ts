import type { Kysely } from 'kysely';
import type { BankTransferForm, FreeDeliveryForm, PaymentSwitch, ShopIdentityForm, StorefrontForm } from '../../core/admin/settings-forms';
import type { BankTransferSetting, PaymentMethodSetting, ShopSettings } from '../../core/admin/settings';
import { freeDeliveryInput } from '../../core/cart/free-delivery';
import { freeDeliveryThreshold } from '../../core/common/free-delivery-setting';
import { BANK_DETAIL_FIELDS, isOnlineMethod, PAYMENT_BANK_TRANSFER, PAYMENT_METHOD_KEYS } from '../../core/payments/payment-methods';
import { announceChange } from '../cache/cache-changes';
import type { DialectName } from '../db/database';
import { amountToCents, centsToAmount } from '../db/money';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { configOf } from '../common/payment-methods';
import { configuredOnlineMethods, type PaymentProviders } from '../payments/payment-providers';
import { recordAudit } from './audit-log';
import type { BackOfficeMember } from './back-office-gate';

/**
 * The shop's settings as the back office reads and saves them (issue 31). A save is one
 * transaction: the rows are updated only at the version the form was read at (else `stale` and
 * nothing is written), the audit log gets the group's values before and after, and every shop
 * process is told to drop its caches (announceChange, delivered on commit). The payment methods'
 * secret configuration is never selected: what a provider has is said only as `configured`.
 */

/** Where the shop's settings are kept, and what a save needs to know about its caller. */
export interface SettingsStore {
  db: Kysely<DB>;
  dialect: DialectName;
  providers: PaymentProviders;
}

export interface SettingsActor {
  member: Pick<BackOfficeMember, 'id' | 'email'>;
  ip: string;
}

const flagOf = (value: number | null | undefined) => Number(value) === 1;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The bank-transfer instructions per language: a per-language object, or one text that was written for every language. */
function instructionsOf(value: unknown, languages: readonly string[]): Record<string, string> {
  const texts = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  return Object.fromEntries(languages.map((language) => [language, texts ? textOf(texts[language]) : textOf(value)]));
}

/** Every group of settings with the versions they were read at; `languages` are the shop's codes, default first. */
export async function loadShopSettings(store: SettingsStore, languages: readonly string[]): Promise<ShopSettings> {
  const { db } = store;
  const [setting, site, methods] = await Promise.all([
    db.selectFrom('settings').select(['version', 'enable_ga', 'ga_id', 'enable_pixel', 'pixel_id', 'cookie_banner', 'guest_checkout', 'vendor_registration', 'product_review', 'free_delivery_over', 'currency', 'email', 'phone'])
      .where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('site_settings').select(['version', 'site_name']).where('id', '=', 1).executeTakeFirst(),
    // Never `secret_config`: nothing secret can leave through this path whatever a row holds.
    db.selectFrom('payment_methods').select(['method', 'enabled', 'version', 'public_config']).orderBy('sort_order').orderBy('method').execute(),
  ]);
  const configured = configuredOnlineMethods(store.providers);
  const bank = methods.find((row) => row.method === PAYMENT_BANK_TRANSFER);
  const bankConfig = configOf(bank?.public_config ?? '{}');
  const over = freeDeliveryThreshold(setting?.free_delivery_over ?? null, true);
  return {
    languages: [...languages],
    payments: methods.map((row): PaymentMethodSetting => ({
      method: row.method, key: PAYMENT_METHOD_KEYS[row.method] ?? String(row.method), online: isOnlineMethod(row.method),
      configured: !isOnlineMethod(row.method) || configured.has(row.method), enabled: flagOf(row.enabled), version: row.version,
    })),
    bankTransfer: {
      version: bank?.version ?? 1,
      ...Object.fromEntries(BANK_DETAIL_FIELDS.map((field) => [field, textOf(bankConfig[field])])) as Omit<BankTransferSetting, 'version' | 'instructions'>,
      instructions: instructionsOf(bankConfig.instructions, languages),
    },
    storefront: {
      version: setting?.version ?? 1,
      enable_ga: flagOf(setting?.enable_ga), ga_id: setting?.ga_id ?? '', enable_pixel: flagOf(setting?.enable_pixel), pixel_id: setting?.pixel_id ?? '',
      cookie_banner: flagOf(setting?.cookie_banner), guest_checkout: flagOf(setting?.guest_checkout), vendor_registration: flagOf(setting?.vendor_registration),
      product_review: flagOf(setting?.product_review),
    },
    freeDelivery: { version: setting?.version ?? 1, amount: over === null ? '' : centsToAmount(over).toFixed(2), currency: setting?.currency ?? 'USD' },
    shop: { version: setting?.version ?? 1, site_version: site?.version ?? 1, site_name: site?.site_name ?? '', email: setting?.email ?? '', phone: setting?.phone ?? '' },
  };
}

/** A save that found a row at another version than the form's: nothing is written. */
class Stale extends Error {}

export type SaveOutcome = 'saved' | 'stale';

/** Runs a save's writes, its audit entry and its cache notice in one transaction; a stale version rolls all of it back. */
async function save(store: SettingsStore, work: (trx: Kysely<DB>) => Promise<void>): Promise<SaveOutcome> {
  try {
    await writeTransaction(store.db, store.dialect, async (trx) => {
      await work(trx);
      await announceChange(trx, store.dialect, { scope: 'shop' });
    });
    return 'saved';
  } catch (error) {
    if (error instanceof Stale) return 'stale';
    throw error;
  }
}

const changed = (result: { numUpdatedRows: bigint }) => {
  if (result.numUpdatedRows !== 1n) throw new Stale();
};
const version = (text: string) => Number(text);
const audit = (trx: Kysely<DB>, actor: SettingsActor, action: string, before: unknown, after: unknown) =>
  recordAudit(trx, { actor: actor.member, action, subject: 'settings', subjectId: 1, before, after, ip: actor.ip });

/** Turns payment methods on or off; every switch sent must be at its method's current version. */
export function savePaymentSwitches(store: SettingsStore, actor: SettingsActor, switches: readonly PaymentSwitch[]): Promise<SaveOutcome> {
  return save(store, async (trx) => {
    const rows = await trx.selectFrom('payment_methods').select(['method', 'enabled', 'version']).where('method', 'in', switches.map((s) => s.method)).execute();
    const before: Record<string, boolean> = {};
    const after: Record<string, boolean> = {};
    for (const s of switches) {
      const row = rows.find((r) => r.method === s.method);
      if (!row || row.version !== s.version) throw new Stale();
      if (flagOf(row.enabled) === s.enabled) continue;
      const key = PAYMENT_METHOD_KEYS[s.method] ?? String(s.method);
      before[key] = flagOf(row.enabled);
      after[key] = s.enabled;
      changed(await trx.updateTable('payment_methods').set((eb) => ({ enabled: s.enabled ? 1 : 0, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
        .where('method', '=', s.method).where('version', '=', s.version).executeTakeFirst());
    }
    if (Object.keys(after).length > 0) await audit(trx, actor, 'settings.payments', before, after);
  });
}

/** The bank-transfer method's public texts (what the shopper reads), at its version; other keys of its config are kept. */
export function saveBankTransfer(store: SettingsStore, actor: SettingsActor, form: BankTransferForm, instructions: Record<string, string>): Promise<SaveOutcome> {
  return save(store, async (trx) => {
    const row = await trx.selectFrom('payment_methods').select(['public_config', 'version']).where('method', '=', PAYMENT_BANK_TRANSFER).executeTakeFirst();
    if (!row || row.version !== version(form.version)) throw new Stale();
    const config = configOf(row.public_config);
    const details = Object.fromEntries(BANK_DETAIL_FIELDS.map((field) => [field, field === 'swift' ? form.swift.toUpperCase() : form[field]]));
    const next = { ...config, ...details, instructions };
    changed(await trx.updateTable('payment_methods').set((eb) => ({ public_config: JSON.stringify(next), version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
      .where('method', '=', PAYMENT_BANK_TRANSFER).where('version', '=', row.version).executeTakeFirst());
    const shown = (c: Record<string, unknown>) => ({ ...Object.fromEntries(BANK_DETAIL_FIELDS.map((field) => [field, c[field] ?? null])), instructions: c.instructions ?? null });
    await audit(trx, actor, 'settings.bank_transfer', shown(config), shown(next));
  });
}

const STOREFRONT_COLUMNS = ['enable_ga', 'ga_id', 'enable_pixel', 'pixel_id', 'cookie_banner', 'guest_checkout', 'vendor_registration', 'product_review'] as const;

/** Analytics and pixel ids, the cookie banner, guest checkout, seller sign-up and the review of sellers' products. */
export function saveStorefront(store: SettingsStore, actor: SettingsActor, form: StorefrontForm): Promise<SaveOutcome> {
  return save(store, async (trx) => {
    const before = await trx.selectFrom('settings').select(STOREFRONT_COLUMNS).where('id', '=', 1).executeTakeFirst();
    const after = {
      enable_ga: Number(form.enable_ga), ga_id: form.ga_id === '' ? null : form.ga_id,
      enable_pixel: Number(form.enable_pixel), pixel_id: form.pixel_id === '' ? null : form.pixel_id,
      cookie_banner: Number(form.cookie_banner), guest_checkout: Number(form.guest_checkout), vendor_registration: Number(form.vendor_registration),
      product_review: Number(form.product_review),
    };
    changed(await trx.updateTable('settings').set((eb) => ({ ...after, version: eb('version', '+', 1) })).where('id', '=', 1).where('version', '=', version(form.version)).executeTakeFirst());
    await audit(trx, actor, 'settings.storefront', before ?? null, after);
  });
}

/** The free-delivery threshold (the same rule as `npm run admin -- setting free-delivery`), stored in cents. */
export function saveFreeDelivery(store: SettingsStore, actor: SettingsActor, form: FreeDeliveryForm): Promise<SaveOutcome> {
  return save(store, async (trx) => {
    const before = await trx.selectFrom('settings').select('free_delivery_over').where('id', '=', 1).executeTakeFirst();
    const cents = freeDeliveryInput(form.amount) === 'amount' ? freeDeliveryThreshold(amountToCents(form.amount), true) : null;
    changed(await trx.updateTable('settings').set((eb) => ({ free_delivery_over: cents, version: eb('version', '+', 1) })).where('id', '=', 1).where('version', '=', version(form.version)).executeTakeFirst());
    await audit(trx, actor, 'settings.free_delivery', { free_delivery_over_cents: before?.free_delivery_over ?? null }, { free_delivery_over_cents: cents });
  });
}

/** The shop's name (site settings) and its contact e-mail and phone (settings), each row at its version. */
export function saveShopIdentity(store: SettingsStore, actor: SettingsActor, form: ShopIdentityForm): Promise<SaveOutcome> {
  return save(store, async (trx) => {
    const setting = await trx.selectFrom('settings').select(['email', 'phone']).where('id', '=', 1).executeTakeFirst();
    const site = await trx.selectFrom('site_settings').select('site_name').where('id', '=', 1).executeTakeFirst();
    const after = { site_name: form.site_name, email: form.email.toLowerCase(), phone: form.phone ?? null };
    changed(await trx.updateTable('settings').set((eb) => ({ email: after.email, phone: after.phone, version: eb('version', '+', 1) }))
      .where('id', '=', 1).where('version', '=', version(form.version)).executeTakeFirst());
    changed(await trx.updateTable('site_settings').set((eb) => ({ site_name: after.site_name, version: eb('version', '+', 1) }))
      .where('id', '=', 1).where('version', '=', version(form.site_version)).executeTakeFirst());
    await audit(trx, actor, 'settings.shop', { site_name: site?.site_name ?? null, email: setting?.email ?? null, phone: setting?.phone ?? null }, after);
  });
}

