import type { Generated, Kysely } from 'kysely';

// The tables the content migrations (0019, 0027, 0029, 0030) write, as they were when those
// migrations were written. A migration is frozen history (decision 0010): it imports nothing from
// the application or the seed, so it keeps its own picture of the columns it touches and the texts
// it writes (the `.json` file beside it), whatever the application's schema or seed becomes.

type Translations<K extends string, C extends string> = { [P in K]: number } & { lang: string } & { [P in C]: string | null };

/** A text in the shop's default language (`en`) and each translated one. */
export type Localized = Record<'en' | 'fr' | 'ar' | 'tr' | 'hi', string>;

/** The languages besides English that the demo seed wrote translations for. */
export const TRANSLATED_LANGS = ['fr', 'ar', 'tr', 'hi'] as const;

/** `status` of a shown row and of a hidden one. */
export const PUBLIC = 1;
export const PRIVATE = 2;

export interface ContentTables {
  pages: { id: Generated<number>; slug: string; title: string; body: string; meta_title: string | null; updated_at: string };
  page_translations: Translations<'page_id', 'title' | 'body' | 'meta_title' | 'meta_description'>;
  header_links: { id: Generated<number>; title: string; link: string };
  header_link_translations: Translations<'header_link_id', 'title'>;
  footer_links: { id: Generated<number>; link_group: string; title: string; link: string; image: string | null; status: number; sort_order: number };
  footer_link_translations: Translations<'footer_link_id', 'title'>;
  banners: { id: Generated<number>; type: number; title: string };
  banner_translations: Translations<'banner_id', 'title'>;
  site_features: { id: Generated<number>; title: string; detail: string };
  site_feature_translations: Translations<'site_feature_id', 'title' | 'detail'>;
  vouchers: { id: Generated<number>; code: string; title: string };
  voucher_translations: Translations<'voucher_id', 'title'>;
  settings: { id: number; free_delivery_over: number | null };
}

/** Rewrites each page (all languages) with `pages`' text while its English body still holds the old demo claim. */
export async function refreshStalePages(
  db: Kysely<ContentTables>, stale: Record<string, string>, pages: Record<string, { title: Localized; body: Localized }>,
): Promise<void> {
  const now = new Date().toISOString();
  for (const [slug, claim] of Object.entries(stale)) {
    const page = pages[slug]!;
    const row = await db.selectFrom('pages').select(['id', 'body']).where('slug', '=', slug).executeTakeFirst();
    if (!row?.body.includes(claim)) continue;
    await db.updateTable('pages').set({ title: page.title.en, body: page.body.en, meta_title: page.title.en, updated_at: now }).where('id', '=', row.id).execute();
    for (const lang of TRANSLATED_LANGS) {
      const texts = { title: page.title[lang], body: page.body[lang], meta_title: page.title[lang] };
      const updated = await db.updateTable('page_translations').set(texts).where('page_id', '=', row.id).where('lang', '=', lang).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await db.insertInto('page_translations').values({ page_id: row.id, lang, ...texts, meta_description: null }).execute();
    }
  }
}
