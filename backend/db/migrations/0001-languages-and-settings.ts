import { type Kysely, sql } from 'kysely';
import { createTranslations, ddl, dropTables, entityTable, int, oneOf, plainTable, required } from './migration-kit';

// Languages come first: every translation table refers to languages.code.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);

  await oneOf(
    entityTable(d, 'languages')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', required)
      .addColumn('direction', 'text', (c) => c.notNull().defaultTo('ltr'))
      .addColumn('is_default', 'integer', int(0))
      .addColumn('predefined', 'integer', int(0))
      .addColumn('status', 'integer', int(1))
      .addColumn('sort_order', 'integer', int(0)),
    'direction', ['ltr', 'rtl'], 'languages',
  ).execute();

  // One row (id 1): a check keeps a second settings row from ever appearing.
  await plainTable(d, 'settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sqlIdIsOne()))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('currency_icon', 'text', (c) => c.notNull().defaultTo('$'))
    .addColumn('currency_position', 'integer', int(1))
    .addColumn('decimal_format', 'text', (c) => c.notNull().defaultTo('en-US'))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('address_1', 'text')
    .addColumn('address_2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('country', 'text')
    .addColumn('google_login', 'integer', int(0))
    .addColumn('facebook_login', 'integer', int(0))
    .addColumn('guest_checkout', 'integer', int(0))
    .addColumn('enable_ga', 'integer', int(0))
    .addColumn('ga_id', 'text')
    .addColumn('enable_pixel', 'integer', int(0))
    .addColumn('pixel_id', 'text')
    .addColumn('default_country', 'text', (c) => c.notNull().defaultTo('AF'))
    .addColumn('default_state', 'text', (c) => c.notNull().defaultTo('BDS'))
    .addColumn('vendor_registration', 'integer', int(0))
    .addColumn('cookie_banner', 'integer', int(0))
    .execute();

  await plainTable(d, 'site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sqlIdIsOne()))
    .addColumn('site_name', 'text', required)
    .addColumn('copyright_text', 'text', required)
    .addColumn('meta_title', 'text', required)
    .addColumn('meta_description', 'text', required)
    .addColumn('primary_color', 'text', (c) => c.notNull().defaultTo('#470096'))
    .addColumn('primary_hover_color', 'text', (c) => c.notNull().defaultTo('#3a007a'))
    .addColumn('api_base', 'text', (c) => c.notNull().defaultTo('/api/v1/'))
    .addColumn('site_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('header_logo', 'text', required)
    .addColumn('footer_logo', 'text', required)
    .addColumn('styling', 'text')
    .addColumn('custom_scripts', 'text')
    .execute();
  await createTranslations(d, { table: 'site_settings', key: 'site_setting_id' }, ['site_name', 'copyright_text', 'meta_title', 'meta_description']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['site_setting_translations', 'site_settings', 'settings', 'languages']);
}

function sqlIdIsOne() {
  return sql`id = 1`;
}
