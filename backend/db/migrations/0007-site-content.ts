import { type Kysely, sql } from 'kysely';
import {
  type Ddl, createTranslations, ddl, dropTables, entityTable, index, int, oneOf, optional, required, stamp, withStatus, withTimestamps,
} from './migration-kit';

// Everything the shop shows around the catalogue: banners, sliders, site features, header and
// footer links, static pages; and what visitors send: newsletter sign-ups, contact messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);

  await withStatus(withTimestamps(d, withSource(d, 'banners')
    .addColumn('type', 'integer', required)
    .addColumn('title', 'text', required)
    .addColumn('image', 'text', required)
    .addColumn('closable', 'integer', int(2))
    .addColumn('background_color', 'text')
    .addColumn('sort_order', 'integer', int(0)), false), 'banners')
    .addCheckConstraint('banners_type_check', sql`type between 1 and 9`)
    .execute();
  await createTranslations(d, { table: 'banners', key: 'banner_id' }, ['title']);
  await index(d, 'banners', ['type', 'status', 'sort_order']);

  await oneOf(withStatus(withTimestamps(d, withSource(d, 'sliders')
    .addColumn('type', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('image', 'text', required)
    .addColumn('sort_order', 'integer', int(0)), false), 'sliders'), 'type', ['main', 'right_top', 'right_bottom'], 'sliders')
    .execute();
  await createTranslations(d, { table: 'sliders', key: 'slider_id' }, ['title']);
  await index(d, 'sliders', ['status', 'type', 'sort_order']);

  await withStatus(entityTable(d, 'site_features')
    .addColumn('title', 'text', required)
    .addColumn('detail', 'text', required)
    .addColumn('image', 'text', required)
    .addColumn('sort_order', 'integer', int(0)), 'site_features').execute();
  await createTranslations(d, { table: 'site_features', key: 'site_feature_id' }, ['title', 'detail']);

  await oneOf(withStatus(entityTable(d, 'header_links')
    .addColumn('position', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('link', 'text', required)
    .addColumn('sort_order', 'integer', int(0)), 'header_links'), 'position', ['left', 'right'], 'header_links').execute();
  await createTranslations(d, { table: 'header_links', key: 'header_link_id' }, ['title']);

  await oneOf(withStatus(entityTable(d, 'footer_links')
    .addColumn('link_group', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('link', 'text', required)
    .addColumn('image', 'text')
    .addColumn('sort_order', 'integer', int(0)), 'footer_links'), 'link_group', ['services', 'about', 'payment', 'social'], 'footer_links')
    .execute();
  await createTranslations(d, { table: 'footer_links', key: 'footer_link_id' }, ['title']);

  await withStatus(withTimestamps(d, entityTable(d, 'pages')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', required)
    .addColumn('body', 'text', required)
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')), 'pages').execute();
  await createTranslations(d, { table: 'pages', key: 'page_id' }, ['title', 'body', 'meta_title', 'meta_description']);

  await entityTable(d, 'newsletter_subscriptions')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', stamp(d))
    .execute();

  await withTimestamps(d, entityTable(d, 'contact_messages')
    .addColumn('user_id', 'integer', optional('users.id'))
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('subject', 'text', required)
    .addColumn('message', 'text', required), false).execute();
  await index(d, 'contact_messages', ['user_id']);
}

/** Banners and sliders link to a product source (core/catalogue/source-item). */
function withSource(d: Ddl, table: string) {
  return entityTable(d, table)
    .addColumn('source_type', 'integer')
    .addColumn('url', 'text')
    .addColumn('slug', 'text')
    .addColumn('source_id', 'integer');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'contact_messages', 'newsletter_subscriptions', 'page_translations', 'pages', 'footer_link_translations', 'footer_links',
    'header_link_translations', 'header_links', 'site_feature_translations', 'site_features', 'slider_translations', 'sliders',
    'banner_translations', 'banners',
  ]);
}
