import type { Kysely } from 'kysely';
import type { Banner } from '../../core/banners/banner';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';

/** Public banners of the given types in the requested language, by type then sort order. */
export async function loadPublicBanners(db: Kysely<DB>, types: readonly number[], lang: string): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners as b')
    .leftJoin('banner_translations as t', (join) => join.onRef('t.banner_id', '=', 'b.id').on('t.lang', '=', lang))
    .select((eb) => [
      'b.id', 'b.type', 'b.image', 'b.status', 'b.closable', 'b.source_type', 'b.url', 'b.slug', 'b.source_id', 'b.background_color',
      eb.fn.coalesce('t.title', 'b.title').as('title'),
    ])
    .where('b.type', 'in', [...types])
    .where('b.status', '=', PUBLIC)
    .orderBy('b.type')
    .orderBy('b.sort_order')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    image: row.image,
    status: row.status,
    closable: row.closable,
    source_type: row.source_type,
    url: row.url,
    slug: row.slug,
    source_id: row.source_id,
    background_color: row.background_color,
  }));
}
