import type { Kysely } from 'kysely';
import { BANNER_CLOSABLE, POPUP_BANNER_TYPE, TOP_BANNER_TYPE } from '../../core/banners/banner';
import type { BannerInput, BannerRules, BannerView } from '../../core/admin/shop-rules';
import { SourceType } from '../../core/catalogue/source-item';
import { splitLanguage } from '../../core/language/localized-path';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import type { DB } from '../db/schema';
import { recordAudit } from './audit-log';
import type { BackOfficeMember } from './back-office-gate';
import { RuleRefusal, shopLanguages } from './delivery-rules';

/**
 * The top banner (type 8) and the popup banner (type 9) as the back office's banners section edits
 * them: the one of each type the storefront shows (backend/common/banners.ts, first by sort order),
 * its text in each language, on or off, closable, and its link.
 */

const KINDS = [{ kind: 'top', type: TOP_BANNER_TYPE }, { kind: 'popup', type: POPUP_BANNER_TYPE }] as const;

/** The banner of each type the storefront would show, whatever its status. */
async function shownBanners(db: Kysely<DB>) {
  const rows = await db.selectFrom('banners').selectAll().where('type', 'in', KINDS.map((k) => k.type)).orderBy('type').orderBy('sort_order').orderBy('id').execute();
  return KINDS.map(({ kind, type }) => ({ kind, row: rows.find((row) => row.type === type) })).filter((b) => b.row !== undefined)
    .map(({ kind, row }) => ({ kind, row: row! }));
}

export async function loadBannerRules(db: Kysely<DB>): Promise<BannerRules> {
  const [languages, banners] = await Promise.all([shopLanguages(db), shownBanners(db)]);
  const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? 'en';
  const translations = banners.length === 0 ? [] : await db.selectFrom('banner_translations').select(['banner_id', 'lang', 'title'])
    .where('banner_id', 'in', banners.map((b) => b.row.id)).execute();
  return {
    languages,
    banners: banners.map(({ kind, row }): BannerView => ({
      id: row.id,
      kind,
      titles: {
        [defaultLanguage]: row.title,
        ...Object.fromEntries(translations.filter((t) => t.banner_id === row.id && t.lang !== defaultLanguage && t.title).map((t) => [t.lang, t.title ?? ''])),
      },
      on: row.status === PUBLIC,
      closable: row.closable === BANNER_CLOSABLE.yes,
      link: row.source_type === SourceType.url ? row.url ?? '' : '',
      version: row.version,
    })),
  };
}

/** Paths of every shop, beside those of rows (pages, stores, categories) checked in the database. */
const FIXED_PATHS = new Set([
  '/', '/categories', '/brands', '/flash-sale', '/hot-deals', '/contact', '/sitemap', '/cart', '/track-order', '/login', '/register',
  '/seller/register', '/user/profile', '/user/orders', '/user/wishlists', '/user/compared', '/user/vouchers', '/user/following',
]);

/**
 * The language-neutral path of a link that is a page of this shop (`/fr/contact` → `/contact`), or
 * null when no page is there. A static page, a store and a category listing are looked up.
 */
export async function shopPathOf(db: Kysely<DB>, link: string): Promise<string | null> {
  const codes = (await db.selectFrom('languages').select('code').execute()).map((row) => row.code);
  const defaultLanguage = (await db.selectFrom('languages').select('code').where('is_default', '=', 1).executeTakeFirst())?.code ?? 'en';
  const bare = link.split(/[?#]/)[0]!;
  const { path } = splitLanguage(bare, codes, defaultLanguage);
  const neutral = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const rest = link.slice(bare.length);
  if (FIXED_PATHS.has(neutral)) return neutral + rest;
  const match = /^\/(page|shop|all)\/([^/]+)$/.exec(neutral);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  const found = match[1] === 'page'
    ? await db.selectFrom('pages').select('id').where('slug', '=', slug).where('status', '=', PUBLIC).executeTakeFirst()
    : match[1] === 'shop'
      ? await db.selectFrom('stores').select('id').where('slug', '=', slug).where('status', '=', 'approved').executeTakeFirst()
      : await db.selectFrom('categories').select('id').where('slug', '=', slug).where('status', '=', PUBLIC).executeTakeFirst();
  return found ? neutral + rest : null;
}

/**
 * Saves a checked banner from the version it was read at: its text in each language (the default
 * language's in the row), on or off, closable, and its link (`link` already a shop path without
 * its language, or an https URL; empty keeps a catalogue source, or leads home).
 */
export async function saveBanner(trx: Kysely<DB>, input: BannerInput, link: string, defaultLanguage: string, change: { actor: BackOfficeMember; ip: string }): Promise<void> {
  const before = await trx.selectFrom('banners').selectAll().where('id', '=', input.id).where('type', 'in', KINDS.map((k) => k.type)).executeTakeFirst();
  if (!before) throw new RuleRefusal('not_found');
  const beforeTitles = await trx.selectFrom('banner_translations').select(['lang', 'title']).where('banner_id', '=', input.id).orderBy('lang').execute();
  const source = link !== ''
    ? { source_type: SourceType.url, url: link, slug: null, source_id: null }
    : before.source_type === SourceType.url ? { source_type: null, url: null, slug: null, source_id: null } : {};
  const row = { title: input.titles[defaultLanguage]!.trim(), status: input.on ? PUBLIC : PRIVATE, closable: input.closable ? BANNER_CLOSABLE.yes : BANNER_CLOSABLE.no, ...source };
  const updated = await trx.updateTable('banners').set((eb) => ({ ...row, version: eb('version', '+', 1) }))
    .where('id', '=', input.id).where('version', '=', input.version).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new RuleRefusal('stale');
  await trx.deleteFrom('banner_translations').where('banner_id', '=', input.id).execute();
  const translations = Object.entries(input.titles).filter(([lang, text]) => lang !== defaultLanguage && text.trim() !== '').map(([lang, text]) => ({ banner_id: input.id, lang, title: text.trim() }));
  if (translations.length > 0) await trx.insertInto('banner_translations').values(translations).execute();
  const after = await trx.selectFrom('banners').selectAll().where('id', '=', input.id).executeTakeFirst();
  await recordAudit(trx, {
    actor: change.actor, action: 'banner.edit', subject: 'banner', subjectId: input.id,
    before: { ...before, titles: beforeTitles }, after: { ...after, titles: translations.map(({ lang, title }) => ({ lang, title })) }, ip: change.ip,
  });
}
