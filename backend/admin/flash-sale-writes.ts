import type { Kysely } from 'kysely';
import {
  closingOf, type FlashSaleInput, type FlashSaleList, type FlashSaleProblem, flashSaleProblems, type FlashSaleState, flashSaleState, type FlashSaleView,
} from '../../core/admin/flash-sales';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import type { DB } from '../db/schema';
import { paginator, offsetOf } from '../http/paging';
import { recordAudit } from './audit-log';
import type { BackOfficeMember } from './back-office-gate';
import { shopLanguages } from './delivery-rules';

/**
 * Flash sales as the back office's flash sales section opens, edits and closes them (issue 32,
 * deliverable 6): the sale's window and visibility and its title in each language. The products in
 * a sale are the sellers' to put there (`flash_sale_products`); this only counts them. Each change
 * matches the version the form was read at (migration 0042), is checked again against the row in
 * the write's transaction (a sale may have started since the form was read), and is audited there.
 */

/** Sales per page of the console's list. */
export const FLASH_SALES_PER_PAGE = 20;

/** Why a change was refused: a code the messages word, or the problems by field. */
export class FlashSaleRefusal extends Error {
  constructor(readonly key: 'not_found' | 'stale' | 'ended' | 'problems' | 'overlap', readonly problems: FlashSaleProblem[] = [], readonly count = 0) {
    super(key);
  }
}

type SaleRow = { id: number; slug: string; title: string; start_time: string; end_time: string; status: number; version: number };

const saleColumns = ['f.id', 'f.slug', 'f.title', 'f.start_time', 'f.end_time', 'f.status', 'f.version'] as const;

/** Each sale's view: its titles (the default language's from the row, the others from translations) and its product count. */
async function viewsOf(db: Kysely<DB>, rows: (SaleRow & { products: number | string | bigint })[], defaultLanguage: string, now: Date): Promise<FlashSaleView[]> {
  const translations = rows.length === 0 ? [] : await db.selectFrom('flash_sale_translations').select(['flash_sale_id', 'lang', 'title'])
    .where('flash_sale_id', 'in', rows.map((row) => row.id)).execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    titles: {
      ...Object.fromEntries(translations.filter((t) => t.flash_sale_id === row.id && t.lang !== defaultLanguage && t.title).map((t) => [t.lang, t.title ?? ''])),
      [defaultLanguage]: row.title,
    },
    start_time: row.start_time,
    end_time: row.end_time,
    public: row.status === PUBLIC,
    version: row.version,
    products: Number(row.products),
    state: flashSaleState(row, now),
  }));
}

/** One page of the sales in `state` at `now`: upcoming soonest first, running ending soonest first, ended latest first. */
export async function listFlashSaleRows(db: Kysely<DB>, state: FlashSaleState, page: number, now: Date): Promise<FlashSaleList> {
  const languages = await shopLanguages(db);
  const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? 'en';
  const at = now.toISOString();
  const base = () => {
    const query = db.selectFrom('flash_sales as f');
    if (state === 'upcoming') return query.where('f.start_time', '>', at).where('f.end_time', '>', at);
    if (state === 'running') return query.where('f.start_time', '<=', at).where('f.end_time', '>', at);
    return query.where('f.end_time', '<=', at);
  };
  const total = Number((await base().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  let query = base().select(saleColumns)
    .select((eb) => eb.selectFrom('flash_sale_products as fp').select((c) => c.fn.countAll<number | string>().as('n')).whereRef('fp.flash_sale_id', '=', 'f.id').as('products'));
  query = state === 'upcoming' ? query.orderBy('f.start_time') : state === 'running' ? query.orderBy('f.end_time') : query.orderBy('f.end_time', 'desc');
  const rows = await query.orderBy('f.id').limit(FLASH_SALES_PER_PAGE).offset(offsetOf(page, FLASH_SALES_PER_PAGE)).execute();
  const sales = await viewsOf(db, rows.map((row) => ({ ...row, products: row.products ?? 0 })), defaultLanguage, now);
  return { state, sales: paginator(sales, page, total, FLASH_SALES_PER_PAGE), languages };
}

/** A sale as it stands, or undefined. */
export function storedFlashSale(db: Kysely<DB>, id: number): Promise<SaleRow | undefined> {
  return db.selectFrom('flash_sales as f').select(saleColumns).where('f.id', '=', id).executeTakeFirst();
}

/** A sale's address word from its default title: ASCII letters and digits joined by dashes; never only digits (a path of digits names a sale by id). */
export function flashSaleSlugBase(title: string): string {
  const slug = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  if (slug === '') return 'flash-sale';
  return /^\d+$/.test(slug) ? `sale-${slug}` : slug;
}

async function freeSlug(db: Kysely<DB>, title: string): Promise<string> {
  const base = flashSaleSlugBase(title);
  const taken = new Set((await db.selectFrom('flash_sales').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A sale's title in `language`, else its default title. */
export async function flashSaleTitleIn(db: Kysely<DB>, id: number, language: string): Promise<string> {
  const row = await db.selectFrom('flash_sales as f')
    .leftJoin('flash_sale_translations as t', (join) => join.onRef('t.flash_sale_id', '=', 'f.id').on('t.lang', '=', language))
    .select((eb) => eb.fn.coalesce('t.title', 'f.title').as('title')).where('f.id', '=', id).executeTakeFirst();
  return row?.title ?? `#${id}`;
}

async function titlesOf(db: Kysely<DB>, id: number) {
  return db.selectFrom('flash_sale_translations').select(['lang', 'title']).where('flash_sale_id', '=', id).orderBy('lang').execute();
}

async function writeTitles(trx: Kysely<DB>, id: number, titles: Record<string, string>, defaultLanguage: string) {
  await trx.deleteFrom('flash_sale_translations').where('flash_sale_id', '=', id).execute();
  const rows = Object.entries(titles).filter(([lang, title]) => lang !== defaultLanguage && title.trim() !== '').map(([lang, title]) => ({ flash_sale_id: id, lang, title: title.trim() }));
  if (rows.length > 0) await trx.insertInto('flash_sale_translations').values(rows).execute();
  return rows.map(({ lang, title }) => ({ lang, title }));
}

export interface SaleChange {
  actor: BackOfficeMember;
  ip: string;
  languages: readonly string[];
  defaultLanguage: string;
  now: Date;
}

/**
 * Opens a checked sale, or changes one from the version it was read at; answers its id and the
 * state it is in now. Called inside the write's transaction: the row is read again there and the
 * rules applied to it as it stands (a sale read as upcoming may be running by now).
 */
export async function saveFlashSale(trx: Kysely<DB>, input: FlashSaleInput & { start_time: string; end_time: string }, change: SaleChange): Promise<{ id: number; state: FlashSaleState }> {
  const { defaultLanguage, now } = change;
  const before = input.id === undefined ? null : await storedFlashSale(trx, input.id);
  if (input.id !== undefined) {
    if (!before) throw new FlashSaleRefusal('not_found');
    if (before.version !== input.version) throw new FlashSaleRefusal('stale');
  }
  const problems = flashSaleProblems(input, before ?? null, change.languages, defaultLanguage, now);
  if (problems.some((p) => p.code === 'ended')) throw new FlashSaleRefusal('ended');
  if (problems.length > 0) throw new FlashSaleRefusal('problems', problems);
  const row = { title: input.titles[defaultLanguage]!.trim(), start_time: input.start_time, end_time: input.end_time, status: input.public ? PUBLIC : PRIVATE };
  const state = flashSaleState(row, now);
  if (!before) {
    const { id } = await trx.insertInto('flash_sales').values({ ...row, slug: await freeSlug(trx, row.title), image: null, created_at: now.toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    const titles = await writeTitles(trx, id, input.titles, defaultLanguage);
    const after = await storedFlashSale(trx, id);
    await recordAudit(trx, { actor: change.actor, action: 'flash_sale.add', subject: 'flash_sale', subjectId: id, after: { ...after, titles }, ip: change.ip }, now);
    return { id, state };
  }
  // A product has one sale price at a time (the sellers' rule, core/seller/flash-entry.ts): a window
  // moved onto another sale's, for a product in both, would make its price depend on which one wins.
  if (before.start_time !== row.start_time || before.end_time !== row.end_time) {
    const shared = await trx.selectFrom('flash_sale_products as mine')
      .innerJoin('flash_sale_products as theirs', (join) => join.onRef('theirs.product_id', '=', 'mine.product_id').onRef('theirs.flash_sale_id', '!=', 'mine.flash_sale_id'))
      .innerJoin('flash_sales as other', 'other.id', 'theirs.flash_sale_id')
      .select((eb) => eb.fn.count<number | string>('mine.product_id').distinct().as('n'))
      .where('mine.flash_sale_id', '=', before.id)
      .where('other.end_time', '>', now.toISOString())
      .where('other.start_time', '<', row.end_time).where('other.end_time', '>', row.start_time)
      .executeTakeFirstOrThrow();
    if (Number(shared.n) > 0) throw new FlashSaleRefusal('overlap', [], Number(shared.n));
  }
  const beforeTitles = await titlesOf(trx, before.id);
  const updated = await trx.updateTable('flash_sales').set((eb) => ({ ...row, version: eb('version', '+', 1) }))
    .where('id', '=', before.id).where('version', '=', before.version).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new FlashSaleRefusal('stale');
  const titles = await writeTitles(trx, before.id, input.titles, defaultLanguage);
  const after = await storedFlashSale(trx, before.id);
  await recordAudit(trx, { actor: change.actor, action: 'flash_sale.edit', subject: 'flash_sale', subjectId: before.id, before: { ...before, titles: beforeTitles }, after: { ...after, titles }, ip: change.ip }, now);
  return { id: before.id, state };
}

/**
 * Closes a sale from the version it was read at: a running one ends now (its end set to this
 * moment, so the storefront drops it and prices are back), an upcoming one is made private (no sale
 * is ever deleted: orders and the audit log speak of it). An ended one is refused.
 */
export async function closeFlashSale(trx: Kysely<DB>, id: number, version: number, change: Omit<SaleChange, 'languages' | 'defaultLanguage'>): Promise<{ outcome: 'end_now' | 'make_private'; state: FlashSaleState }> {
  const { now } = change;
  const before = await storedFlashSale(trx, id);
  if (!before) throw new FlashSaleRefusal('not_found');
  if (before.version !== version) throw new FlashSaleRefusal('stale');
  const outcome = closingOf(before, now);
  if (outcome === 'ended') throw new FlashSaleRefusal('ended');
  // The window stays a window (start < end) even when the sale began this very millisecond.
  const set = outcome === 'end_now'
    ? { end_time: new Date(Math.max(now.getTime(), Date.parse(before.start_time) + 1)).toISOString() }
    : { status: PRIVATE };
  const updated = await trx.updateTable('flash_sales').set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new FlashSaleRefusal('stale');
  const after = await storedFlashSale(trx, id);
  await recordAudit(trx, { actor: change.actor, action: 'flash_sale.close', subject: 'flash_sale', subjectId: id, before, after, ip: change.ip }, now);
  return { outcome, state: outcome === 'end_now' ? 'ended' : 'upcoming' };
}
