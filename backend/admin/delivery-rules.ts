import type { ExpressionBuilder, Kysely } from 'kysely';
import { PRICE_TYPE } from '../../core/cart/price-type';
import { ALL_PLACES } from '../../core/checkout/shipping-place';
import {
  percentHundredths, type DeliveryRules, type RuleProblem, type ShippingRuleInput, type ShippingRuleView, type TaxRuleInput, type TaxRuleView,
} from '../../core/admin/shop-rules';
import { LANGUAGE_STATUS } from '../../core/language/language';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import { knownCountry, knownState, statesOf } from '../account/countries';
import type { DB } from '../db/schema';
import { amountToCents, centsToAmount } from '../db/money';
import type { BackOfficeMember } from './back-office-gate';
import { recordAudit } from './audit-log';
import type { ApiContext } from '../api/api-context';
import { announcedWrite } from '../cache/cache-changes';
import { businessError } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { SHOP_RULES_MESSAGES } from './shop-rules-messages';

/**
 * The shipping and tax rules as the back office's delivery section edits them (issue 31, item 6).
 * Checkout prices shipping from a rule's public places (backend/checkout/order-lines.ts,
 * core/checkout/shipping-place.ts) and tax from a product's public tax rule (core/cart/cart-pricing.ts),
 * so a change here is what the next cart and order are priced with. Every change matches and raises
 * the row's version, and is written with its audit entry in the caller's transaction.
 */

/**
 * Runs a rule change in one write transaction that ends by announcing it to every process; this
 * process's caches are told directly after the commit (SQLite has no other process; PostgreSQL's
 * notice reaches the others). A RuleRefusal rolls it back and is worded in `language`. The back
 * office's rule calls and the seller's delivery calls change rules through it.
 */
export async function changeRules<T>(
  ctx: Pick<ApiContext, 'db' | 'shop' | 'changes'>, language: string, work: (trx: Kysely<DB>) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; answer: ReturnType<typeof businessError> }> {
  try {
    return { ok: true, value: await announcedWrite(ctx.db, ctx.shop.dialect, ctx.changes, { scope: 'shop' }, work) };
  } catch (error) {
    if (error instanceof RuleRefusal) return { ok: false, answer: businessError([translate(SHOP_RULES_MESSAGES, error.key, language, error.vars)]) };
    throw error;
  }
}

/** A refusal found inside a change's transaction: thrown so that it rolls back; worded by the route. */
export class RuleRefusal extends Error {
  constructor(readonly key: string, readonly vars: Record<string, string | number> = {}, readonly problems: RuleProblem[] = []) {
    super(key);
  }
}

/** The shop's languages, default first, for the names in each. */
export async function shopLanguages(db: Kysely<DB>): Promise<DeliveryRules['languages']> {
  const rows = await db.selectFrom('languages').select(['code', 'name', 'direction', 'is_default']).where('status', '=', LANGUAGE_STATUS.active)
    .orderBy('is_default', 'desc').orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({ code: row.code, name: row.name, direction: row.direction === 'rtl' ? 'rtl' : 'ltr', isDefault: row.is_default === 1 }));
}

/** Whether a country and state (codes, state '' for the whole country) are places the shop's country data knows. */
export function placeExists(country: string, state: string): 'ok' | 'country' | 'state' {
  if (!knownCountry(country)) return 'country';
  if (state === '') return 'ok';
  // A country the data lists no subdivisions for takes any region written.
  return statesOf(country).length === 0 || knownState(country, state) ? 'ok' : 'state';
}

const MAX_RULES = 500;

/**
 * Whose shipping rules a call reads and changes: the shop's own (the back office, `store_id` null) or
 * one store's (the seller's workspace, migration 0043). A rule of another owner answers as missing.
 */
export type RuleOwner = { storeId: number | null };
export const SHOP_OWNED: RuleOwner = { storeId: null };

/** The rules `owner` owns, as a condition on shipping_rules. */
export const ownedBy = (owner: RuleOwner) => (eb: ExpressionBuilder<DB, 'shipping_rules'>) =>
  (owner.storeId === null ? eb('store_id', 'is', null) : eb('store_id', '=', owner.storeId));

/** The rules a store's product may ship by, as a condition on shipping_rules: the shop's and the store's own. */
export const usableBy = (storeId: number) => (eb: ExpressionBuilder<DB, 'shipping_rules'>) =>
  eb.or([eb('store_id', 'is', null), eb('store_id', '=', storeId)]);

export async function loadDeliveryRules(db: Kysely<DB>, owner: RuleOwner = SHOP_OWNED): Promise<DeliveryRules> {
  const languages = await shopLanguages(db);
  const ruleIds = db.selectFrom('shipping_rules').select('id').where(ownedBy(owner));
  const [rules, titles, places, productCounts, orderCounts, taxes, taxProducts] = await Promise.all([
    db.selectFrom('shipping_rules').select(['id', 'title', 'single_price', 'status', 'version']).where(ownedBy(owner)).orderBy('id').limit(MAX_RULES).execute(),
    db.selectFrom('shipping_rule_translations').select(['shipping_rule_id', 'lang', 'title']).where('shipping_rule_id', 'in', ruleIds).execute(),
    db.selectFrom('shipping_places').select(['id', 'shipping_rule_id', 'country', 'state', 'price', 'pickup_price', 'day_needed', 'pickup_point', 'pickup_address_line_1'])
      .where('shipping_rule_id', 'in', ruleIds).orderBy('id').execute(),
    db.selectFrom('products').select((eb) => ['shipping_rule_id', eb.fn.countAll<number | string>().as('n')]).where('shipping_rule_id', 'is not', null).groupBy('shipping_rule_id').execute(),
    db.selectFrom('ordered_products as op').innerJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id')
      .select((eb) => ['sp.shipping_rule_id', eb.fn.countAll<number | string>().as('n')]).groupBy('sp.shipping_rule_id').execute(),
    // Tax rules are the shop's alone: a store's delivery answer carries none.
    owner.storeId === null ? db.selectFrom('tax_rules').select(['id', 'title', 'type', 'price', 'status', 'version']).orderBy('id').limit(MAX_RULES).execute() : [],
    db.selectFrom('products').select((eb) => ['tax_rule_id', eb.fn.countAll<number | string>().as('n')]).where('tax_rule_id', 'is not', null).groupBy('tax_rule_id').execute(),
  ]);
  const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? 'en';
  const count = (rows: readonly { n: number | string }[], pick: (row: never) => number | null, id: number) =>
    Number((rows as { n: number | string }[]).find((row) => pick(row as never) === id)?.n ?? 0);
  const shipping: ShippingRuleView[] = rules.map((rule) => ({
    id: rule.id,
    titles: {
      [defaultLanguage]: rule.title,
      ...Object.fromEntries(titles.filter((t) => t.shipping_rule_id === rule.id && t.lang !== defaultLanguage && t.title).map((t) => [t.lang, t.title ?? ''])),
    },
    single_price: rule.single_price === 1,
    public: rule.status === PUBLIC,
    version: rule.version,
    places: places.filter((p) => p.shipping_rule_id === rule.id).map((p) => ({
      id: p.id, country: p.country, state: p.state, price: centsToAmount(p.price), pickup_price: centsToAmount(p.pickup_price), day_needed: p.day_needed,
      pickup_point: p.pickup_point ?? '', pickup_address: p.pickup_point ? p.pickup_address_line_1 ?? '' : '',
    })),
    products: count(productCounts, (row: { shipping_rule_id: number | null }) => row.shipping_rule_id, rule.id),
    orders: count(orderCounts, (row: { shipping_rule_id: number }) => row.shipping_rule_id, rule.id),
  }));
  const taxRules: TaxRuleView[] = taxes.map((tax) => ({
    id: tax.id, title: tax.title, type: tax.type,
    // A flat tax is money (cents); a percentage is kept in hundredths of a percent, read the same way.
    rate: tax.type === PRICE_TYPE.flat ? centsToAmount(tax.price) : tax.price / 100,
    public: tax.status === PUBLIC, version: tax.version,
    products: count(taxProducts, (row: { tax_rule_id: number | null }) => row.tax_rule_id, tax.id),
  }));
  return { shipping, taxes: taxRules, languages };
}

/** A rule's row as the audit log keeps it (before and after). */
async function shippingSnapshot(db: Kysely<DB>, id: number): Promise<unknown> {
  const rule = await db.selectFrom('shipping_rules').selectAll().where('id', '=', id).executeTakeFirst();
  if (!rule) return null;
  const [titles, places] = await Promise.all([
    db.selectFrom('shipping_rule_translations').select(['lang', 'title']).where('shipping_rule_id', '=', id).orderBy('lang').execute(),
    db.selectFrom('shipping_places').select(['id', 'country', 'state', 'price', 'pickup_price', 'day_needed', 'pickup_point', 'pickup_address_line_1']).where('shipping_rule_id', '=', id).orderBy('id').execute(),
  ]);
  return { ...rule, titles, places };
}

/** A rule's snapshot when `owner` owns it, else null (another owner's rule answers as missing). */
async function ownedSnapshot(db: Kysely<DB>, id: number, owner: RuleOwner): Promise<unknown> {
  const mine = await db.selectFrom('shipping_rules').select('id').where('id', '=', id).where(ownedBy(owner)).executeTakeFirst();
  return mine ? shippingSnapshot(db, id) : null;
}

/** Who changes a rule (an operator, or a seller for their store's), from where, and whose rules it may touch. */
interface Change { actor: Pick<BackOfficeMember, 'id' | 'email'>; ip: string; owner?: RuleOwner }

/**
 * Adds (no id) or changes a checked shipping rule in `trx`: its names, single price, visibility and
 * places. Places keep their ids (orders and carts point at them): a place sent with its id is
 * updated, one without is added, one left out is deleted unless ordered items used it (a cart
 * that had chosen it is matched to its address again at checkout). Returns the rule's id.
 */
export async function saveShippingRule(trx: Kysely<DB>, input: ShippingRuleInput, defaultLanguage: string, change: Change): Promise<number> {
  const owner = change.owner ?? SHOP_OWNED;
  const title = input.titles[defaultLanguage]!.trim();
  const row = { title, single_price: input.single_price ? 1 : 0, status: input.public ? PUBLIC : PRIVATE };
  let id: number;
  let before: unknown = null;
  if (input.id === undefined) {
    id = (await trx.insertInto('shipping_rules').values({ ...row, store_id: owner.storeId }).returning('id').executeTakeFirstOrThrow()).id;
  } else {
    id = input.id;
    before = await ownedSnapshot(trx, id, owner);
    if (!before) throw new RuleRefusal('not_found');
    const updated = await trx.updateTable('shipping_rules').set((eb) => ({ ...row, version: eb('version', '+', 1) }))
      .where('id', '=', id).where('version', '=', input.version ?? -1).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new RuleRefusal('stale');
  }
  await trx.deleteFrom('shipping_rule_translations').where('shipping_rule_id', '=', id).execute();
  const translations = Object.entries(input.titles).filter(([lang, text]) => lang !== defaultLanguage && text.trim() !== '').map(([lang, text]) => ({ shipping_rule_id: id, lang, title: text.trim() }));
  if (translations.length > 0) await trx.insertInto('shipping_rule_translations').values(translations).execute();

  const existing = await trx.selectFrom('shipping_places').select(['id', 'country', 'state']).where('shipping_rule_id', '=', id).execute();
  const kept = new Set(input.places.map((p) => p.id).filter((placeId): placeId is number => placeId !== undefined));
  for (const gone of existing.filter((p) => !kept.has(p.id))) {
    const used = await trx.selectFrom('ordered_products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('shipping_place_id', '=', gone.id).executeTakeFirst();
    if (Number(used?.n ?? 0) > 0) throw new RuleRefusal('place_in_orders', { country: gone.country, state: gone.state, count: Number(used?.n) });
    await trx.deleteFrom('shipping_places').where('id', '=', gone.id).execute();
  }
  const existingIds = new Set(existing.map((p) => p.id));
  for (const place of input.places) {
    const country = place.country.trim().toUpperCase();
    const pickupPoint = place.pickup_point.trim() || null;
    const values = {
      country,
      state: country === ALL_PLACES ? ALL_PLACES : (place.state.trim() === '' || place.state.trim().toUpperCase() === ALL_PLACES ? ALL_PLACES : (knownState(country, place.state) ?? place.state.trim())),
      price: amountToCents(place.price)!, pickup_price: amountToCents(place.pickup_price)!, day_needed: Number(place.day_needed),
      pickup_point: pickupPoint,
      // The point's address as written (orders' mails and the store's page show it); the country is the place's.
      pickup_address_line_1: pickupPoint ? (place.pickup_address ?? '').trim() || null : null,
      pickup_country: pickupPoint && country !== ALL_PLACES ? country : null,
    };
    if (place.id !== undefined && existingIds.has(place.id)) await trx.updateTable('shipping_places').set(values).where('id', '=', place.id).execute();
    else await trx.insertInto('shipping_places').values({ ...values, shipping_rule_id: id }).execute();
  }
  await recordAudit(trx, { actor: change.actor, action: input.id === undefined ? 'shipping_rule.add' : 'shipping_rule.edit', subject: 'shipping_rule', subjectId: id, before, after: await shippingSnapshot(trx, id), ip: change.ip });
  return id;
}

/** Deletes a shipping rule no product ships by and no ordered item was shipped by; returns its title. */
export async function deleteShippingRule(trx: Kysely<DB>, id: number, version: number, change: Change): Promise<string> {
  const before = await ownedSnapshot(trx, id, change.owner ?? SHOP_OWNED) as { title: string; version: number } | null;
  if (!before) throw new RuleRefusal('not_found');
  if (before.version !== version) throw new RuleRefusal('stale');
  const [orders, products] = await Promise.all([
    trx.selectFrom('ordered_products as op').innerJoin('shipping_places as sp', 'sp.id', 'op.shipping_place_id').select((eb) => eb.fn.countAll<number | string>().as('n')).where('sp.shipping_rule_id', '=', id).executeTakeFirst(),
    trx.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('shipping_rule_id', '=', id).executeTakeFirst(),
  ]);
  if (Number(orders?.n ?? 0) > 0) throw new RuleRefusal('rule_in_orders', { count: Number(orders?.n) });
  if (Number(products?.n ?? 0) > 0) throw new RuleRefusal('rule_has_products', { count: Number(products?.n) });
  // Its places and names go with it (cascade); a cart line that had chosen one of its places loses the choice.
  const deleted = await trx.deleteFrom('shipping_rules').where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new RuleRefusal('stale');
  await recordAudit(trx, { actor: change.actor, action: 'shipping_rule.delete', subject: 'shipping_rule', subjectId: id, before, ip: change.ip });
  return before.title;
}

/** Adds (no id) or changes a checked tax rule; returns its title. */
export async function saveTaxRule(trx: Kysely<DB>, input: TaxRuleInput, change: Change): Promise<string> {
  const type = input.type === PRICE_TYPE.flat ? PRICE_TYPE.flat : PRICE_TYPE.percent;
  const row = { title: input.title.trim(), type, price: (type === PRICE_TYPE.flat ? amountToCents(input.rate) : percentHundredths(input.rate))!, status: input.public ? PUBLIC : PRIVATE };
  if (input.id === undefined) {
    const { id } = await trx.insertInto('tax_rules').values(row).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, { actor: change.actor, action: 'tax_rule.add', subject: 'tax_rule', subjectId: id, after: row, ip: change.ip });
    return row.title;
  }
  const before = await trx.selectFrom('tax_rules').selectAll().where('id', '=', input.id).executeTakeFirst();
  if (!before) throw new RuleRefusal('not_found');
  const updated = await trx.updateTable('tax_rules').set((eb) => ({ ...row, version: eb('version', '+', 1) }))
    .where('id', '=', input.id).where('version', '=', input.version ?? -1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new RuleRefusal('stale');
  const after = await trx.selectFrom('tax_rules').selectAll().where('id', '=', input.id).executeTakeFirst();
  await recordAudit(trx, { actor: change.actor, action: 'tax_rule.edit', subject: 'tax_rule', subjectId: input.id, before, after, ip: change.ip });
  return row.title;
}

/** Deletes a tax rule no product is taxed by (orders keep their tax in cents); returns its title. */
export async function deleteTaxRule(trx: Kysely<DB>, id: number, version: number, change: Change): Promise<string> {
  const before = await trx.selectFrom('tax_rules').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) throw new RuleRefusal('not_found');
  if (before.version !== version) throw new RuleRefusal('stale');
  const products = await trx.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).where('tax_rule_id', '=', id).executeTakeFirst();
  if (Number(products?.n ?? 0) > 0) throw new RuleRefusal('tax_has_products', { count: Number(products?.n) });
  const deleted = await trx.deleteFrom('tax_rules').where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new RuleRefusal('stale');
  await recordAudit(trx, { actor: change.actor, action: 'tax_rule.delete', subject: 'tax_rule', subjectId: id, before, ip: change.ip });
  return before.title;
}
