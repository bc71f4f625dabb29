import type { Kysely } from 'kysely';
import { type ContentTables, type Localized, TRANSLATED_LANGS } from './content-tables';
import content from './0030-newsletter-popup.json';

// Content, not schema (issue 28): the demo's newsletter popup promised "10% off your first order",
// which no rule grants; the popup now states the welcome voucher itself. Only a popup still
// holding the demo's title changes; on a fresh or refreshed database this changes nothing. The
// title it writes is frozen beside it (0030-newsletter-popup.json).
export async function up(db: Kysely<unknown>): Promise<void> {
  await refreshPopupContent(db);
}

// The old title promised what the shop does not give: nothing to restore.
export async function down(): Promise<void> {}

/** The popup banner's type as the demo seed wrote it. */
const POPUP_BANNER = 9;

/**
 * The welcome voucher is 10% off one order of the subscriber's choosing, given after confirming,
 * for a limited time; the popup says that itself. Only a popup still holding the demo's English
 * title is rewritten (all its languages), so a shop's own title stays.
 */
export async function refreshPopupContent<D>(database: Kysely<D>): Promise<void> {
  const db = database as unknown as Kysely<ContentTables>;
  const title: Localized = content.title;
  const rows = await db.selectFrom('banners').select('id').where('type', '=', POPUP_BANNER).where('title', '=', content.oldTitle).execute();
  for (const { id } of rows) {
    await db.updateTable('banners').set({ title: title.en }).where('id', '=', id).execute();
    for (const lang of TRANSLATED_LANGS) {
      await db.updateTable('banner_translations').set({ title: title[lang] }).where('banner_id', '=', id).where('lang', '=', lang).execute();
    }
  }
}
