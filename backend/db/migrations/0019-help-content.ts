import type { Kysely } from 'kysely';
import { type ContentTables, type Localized, PRIVATE, PUBLIC, refreshStalePages, TRANSLATED_LANGS } from './content-tables';
import content from './0019-help-content.json';

// Content, not schema: a demo database seeded before issue 18 gets the FAQ and shipping texts that
// describe only what the shop does, loses the card and PayPal badges, and gains the footer's link
// to /sitemap. Content is otherwise written only on a first start (seedDatabase refuses a filled
// database), so without this an existing demo database would keep the old claims. Runs once, in
// the migration's transaction; on an empty database it changes nothing. The texts it writes are
// frozen beside it (0019-help-content.json), as the demo seed had them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await refreshHelpContent(db);
}

// The old texts made claims the shop cannot keep: nothing to restore.
export async function down(): Promise<void> {}

/**
 * Only what the demo seed wrote is touched: a page is rewritten only while its English text still
 * holds the old demo claim (the FAQ's PayPal, the shipping page's tracking code mailed when the
 * parcel "leaves the store"), a badge hidden only by its demo image, so a shop's own texts stay.
 */
export async function refreshHelpContent<D>(database: Kysely<D>): Promise<void> {
  const db = database as unknown as Kysely<ContentTables>;
  const pages: Record<string, { title: Localized; body: Localized }> = content.pages;
  await refreshStalePages(db, { 'faq': 'PayPal', 'shipping-and-returns': 'leaves the store' }, pages);

  // The header's help link says where it leads.
  const help: Localized = content.helpLinkTitle;
  const header = await db.selectFrom('header_links').select('id').where('link', '=', '/page/faq').where('title', '=', 'Help').executeTakeFirst();
  if (header) {
    await db.updateTable('header_links').set({ title: help.en }).where('id', '=', header.id).execute();
    for (const lang of TRANSLATED_LANGS) {
      await db.updateTable('header_link_translations').set({ title: help[lang] }).where('header_link_id', '=', header.id).where('lang', '=', lang).execute();
    }
  }

  await db.updateTable('footer_links').set({ status: PRIVATE })
    .where('link_group', '=', 'payment').where('image', 'in', ['payment/visa.svg', 'payment/mastercard.svg', 'payment/paypal.svg']).execute();

  // The sitemap page for people, last of the footer's services.
  const hasSitemap = await db.selectFrom('footer_links').select('id').where('link', '=', '/sitemap').executeTakeFirst();
  const hasFooter = await db.selectFrom('footer_links').select('id').where('link_group', '=', 'services').executeTakeFirst();
  if (!hasSitemap && hasFooter) {
    const sitemap: Localized = content.sitemapLinkTitle;
    const last = await db.selectFrom('footer_links').select((eb) => eb.fn.max('sort_order').as('n')).where('link_group', '=', 'services').executeTakeFirst();
    const inserted = await db.insertInto('footer_links')
      .values({ link_group: 'services', title: sitemap.en, link: '/sitemap', image: null, status: PUBLIC, sort_order: Number(last?.n ?? 0) + 1 })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('footer_link_translations')
      .values(TRANSLATED_LANGS.map((lang) => ({ footer_link_id: inserted.id, lang, title: sitemap[lang] })))
      .execute();
  }
}
