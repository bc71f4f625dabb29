import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import { FOOTER_LINKS, HEADER_LINKS, STATIC_PAGES } from './content/site';
import { TRANSLATED_LANGS } from './seed-context';

/**
 * Brings a demo database seeded before issue 18 up to today's help content, once (migration
 * 0019): the FAQ and the shipping page said the shop takes cards and PayPal and mails a tracking
 * code when the parcel leaves, and the footer showed Visa, Mastercard and PayPal badges. A fresh
 * database is seeded with the new content and this finds nothing to change.
 *
 * Only what the demo seed wrote is touched: a page is rewritten only while its English text still
 * holds the old demo claim, a badge hidden only by its demo image, so a shop's own texts stay.
 */
export async function refreshHelpContent(db: Kysely<DB>): Promise<void> {
  await refreshStalePages(db, { 'faq': 'PayPal', 'shipping-and-returns': 'leaves the store' });

  // The header's help link says where it leads.
  const help = HEADER_LINKS.find((l) => l.link === '/page/faq')!;
  const header = await db.selectFrom('header_links').select('id').where('link', '=', '/page/faq').where('title', '=', 'Help').executeTakeFirst();
  if (header) {
    await db.updateTable('header_links').set({ title: help.title.en }).where('id', '=', header.id).execute();
    for (const lang of TRANSLATED_LANGS) {
      await db.updateTable('header_link_translations').set({ title: help.title[lang] }).where('header_link_id', '=', header.id).where('lang', '=', lang).execute();
    }
  }

  await db.updateTable('footer_links').set({ status: PRIVATE })
    .where('link_group', '=', 'payment').where('image', 'in', ['payment/visa.svg', 'payment/mastercard.svg', 'payment/paypal.svg']).execute();

  // The sitemap page for people, last of the footer's services.
  const hasSitemap = await db.selectFrom('footer_links').select('id').where('link', '=', '/sitemap').executeTakeFirst();
  const hasFooter = await db.selectFrom('footer_links').select('id').where('link_group', '=', 'services').executeTakeFirst();
  if (!hasSitemap && hasFooter) {
    const sitemap = FOOTER_LINKS.find((l) => l.link === '/sitemap')!;
    const last = await db.selectFrom('footer_links').select((eb) => eb.fn.max('sort_order').as('n')).where('link_group', '=', 'services').executeTakeFirst();
    const inserted = await db.insertInto('footer_links')
      .values({ link_group: 'services', title: sitemap.title.en, link: '/sitemap', image: null, status: PUBLIC, sort_order: Number(last?.n ?? 0) + 1 })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('footer_link_translations')
      .values(TRANSLATED_LANGS.map((lang) => ({ footer_link_id: inserted.id, lang, title: sitemap.title[lang] })))
      .execute();
  }
}

/**
 * Brings the FAQ of a demo database seeded before issue 16 up to today's (migration 0027): its
 * "How can I pay?" said paying online by card was not available yet, untrue once an operator sets
 * a provider's keys. The new answer holds with or without online providers (the methods shown at
 * checkout, cash on delivery, bank transfer). Rewritten only while the demo's old sentence is there.
 */
export async function refreshPaymentHelp(db: Kysely<DB>): Promise<void> {
  await refreshStalePages(db, { 'faq': 'Paying online by card is not available yet' });
}

/** Rewrites each page (all languages) with today's seed text while its English body still holds the old demo claim. */
async function refreshStalePages(db: Kysely<DB>, stale: Record<string, string>): Promise<void> {
  const now = new Date().toISOString();
  for (const [slug, claim] of Object.entries(stale)) {
    const page = STATIC_PAGES.find((p) => p.slug === slug)!;
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
