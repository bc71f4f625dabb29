import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { localized } from './content/grammar';
import { OLD_POPUP_TITLE, POPUP_TITLE } from './content/site';
import { TRANSLATED_LANGS } from './seed-context';
import { BANNER_TYPE } from '../../core/banners/banner';

/**
 * Brings the newsletter popup of a demo database seeded before issue 28 up to today's (migration
 * 0030): its title promised "10% off your first order", but the welcome voucher is 10% off one
 * order of the subscriber's choosing, given after confirming, for a limited time; the popup now
 * says that itself. Only a popup still holding the demo's English title is rewritten (all its
 * languages), so a shop's own title stays. A fresh database is seeded with the new title.
 */
export async function refreshPopupContent(db: Kysely<DB>): Promise<void> {
  const title = localized(POPUP_TITLE);
  const rows = await db.selectFrom('banners').select('id').where('type', '=', BANNER_TYPE.popup).where('title', '=', OLD_POPUP_TITLE).execute();
  for (const { id } of rows) {
    await db.updateTable('banners').set({ title: title.en }).where('id', '=', id).execute();
    for (const lang of TRANSLATED_LANGS) {
      await db.updateTable('banner_translations').set({ title: title[lang] }).where('banner_id', '=', id).where('lang', '=', lang).execute();
    }
  }
}
