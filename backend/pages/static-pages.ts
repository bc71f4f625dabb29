import type { Kysely } from 'kysely';
import type { StaticPage } from '../../core/pages/static-page';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { safeShopHtml } from '../http/shop-html';

/** `page/{slug}`: a public static page in `lang`, each text falling back to the default language. */
export async function loadStaticPage(db: Kysely<DB>, slug: string, lang: string): Promise<StaticPage | null> {
  const row = await db
    .selectFrom('pages as p')
    .leftJoin('page_translations as t', (join) => join.onRef('t.page_id', '=', 'p.id').on('t.lang', '=', lang))
    .select((eb) => [
      'p.id', 'p.slug', 'p.updated_at',
      eb.fn.coalesce('t.title', 'p.title').as('title'),
      eb.fn.coalesce('t.body', 'p.body').as('body'),
      eb.fn.coalesce('t.meta_title', 'p.meta_title').as('meta_title'),
      eb.fn.coalesce('t.meta_description', 'p.meta_description').as('meta_description'),
    ])
    .where('p.slug', '=', slug)
    .where('p.status', '=', PUBLIC)
    .executeTakeFirst();
  return row ? { ...row, body: safeShopHtml(row.body) } : null;
}
