import type { Kysely } from 'kysely';
import type { SellerFormOptions } from '../../core/seller/seller-workspace';
import { loadLanguages } from '../common/languages';
import { PUBLIC } from '../db/constants';
import type { DB } from '../db/schema';

/** Whether the operator asks for a review of sellers' products before they are public (settings.product_review). */
export async function reviewRequired(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('settings').select('product_review').where('id', '=', 1).executeTakeFirst();
  return Number(row?.product_review ?? 1) === 1;
}

/**
 * `GET seller/form-options`: what the product form offers, in `lang` (each title falls back to the
 * default language's): the public categories with their public sub-categories, the public brands,
 * the attributes with their values, the public shipping rules (the store's own, then the shop's), tax rules and bundle deals, the
 * shop's languages (default first) and the review setting.
 * The same lists the server checks a product against (product-checks.ts).
 */
export async function loadFormOptions(db: Kysely<DB>, lang: string, storeId: number): Promise<SellerFormOptions> {
  const [languages, categories, subCategories, brands, attributes, values, review, shippingRules, taxRules, bundleDeals] = await Promise.all([
    loadLanguages(db),
    db.selectFrom('categories as c')
      .leftJoin('category_translations as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang))
      .select((eb) => ['c.id', eb.fn.coalesce('t.title', 'c.title').as('title')])
      .where('c.status', '=', PUBLIC).orderBy('c.sort_order').orderBy('c.id').execute(),
    db.selectFrom('sub_categories as s')
      .leftJoin('sub_category_translations as t', (join) => join.onRef('t.sub_category_id', '=', 's.id').on('t.lang', '=', lang))
      .select((eb) => ['s.id', 's.category_id', eb.fn.coalesce('t.title', 's.title').as('title')])
      .where('s.status', '=', PUBLIC).orderBy('s.sort_order').orderBy('s.id').execute(),
    db.selectFrom('brands').select(['id', 'title']).where('status', '=', PUBLIC).orderBy('title').orderBy('id').execute(),
    db.selectFrom('attributes as a')
      .leftJoin('attribute_translations as t', (join) => join.onRef('t.attribute_id', '=', 'a.id').on('t.lang', '=', lang))
      .select((eb) => ['a.id', eb.fn.coalesce('t.title', 'a.title').as('title')])
      .orderBy('a.sort_order').orderBy('a.id').execute(),
    db.selectFrom('attribute_values as v')
      .leftJoin('attribute_value_translations as t', (join) => join.onRef('t.attribute_value_id', '=', 'v.id').on('t.lang', '=', lang))
      .select((eb) => ['v.id', 'v.attribute_id', eb.fn.coalesce('t.title', 'v.title').as('title')])
      .orderBy('v.sort_order').orderBy('v.id').execute(),
    reviewRequired(db),
    db.selectFrom('shipping_rules as r')
      .leftJoin('shipping_rule_translations as t', (join) => join.onRef('t.shipping_rule_id', '=', 'r.id').on('t.lang', '=', lang))
      .select((eb) => ['r.id', eb.fn.coalesce('t.title', 'r.title').as('title')])
      .where('r.status', '=', PUBLIC).where((eb) => eb.or([eb('r.store_id', 'is', null), eb('r.store_id', '=', storeId)]))
      // The store's own rules first: a seller who wrote one means to use it.
      .orderBy((eb) => eb.case().when('r.store_id', 'is', null).then(1).else(0).end()).orderBy('r.id').execute(),
    // Tax rules have one name in every language (decision 0027).
    db.selectFrom('tax_rules').select(['id', 'title']).where('status', '=', PUBLIC).orderBy('id').execute(),
    db.selectFrom('bundle_deals as d')
      .leftJoin('bundle_deal_translations as t', (join) => join.onRef('t.bundle_deal_id', '=', 'd.id').on('t.lang', '=', lang))
      .select((eb) => ['d.id', eb.fn.coalesce('t.title', 'd.title').as('title')])
      .where('d.status', '=', PUBLIC).orderBy('d.id').execute(),
  ]);
  const defaultLanguage = languages.find((l) => l.default === 1)?.code ?? languages[0]?.code ?? 'en';
  return {
    languages: [...languages].sort((a, b) => b.default - a.default).map((l) => ({ code: l.code, name: l.name, rtl: l.direction === 'rtl' })),
    defaultLanguage,
    categories: categories.map((c) => ({
      id: c.id, title: c.title,
      subCategories: subCategories.filter((s) => s.category_id === c.id).map((s) => ({ id: s.id, title: s.title })),
    })),
    brands: brands.map((b) => ({ id: b.id, title: b.title })),
    attributes: attributes.map((a) => ({ id: a.id, title: a.title, values: values.filter((v) => v.attribute_id === a.id).map((v) => ({ id: v.id, title: v.title })) })),
    shippingRules: shippingRules.map((r) => ({ id: r.id, title: r.title })),
    taxRules: taxRules.map((r) => ({ id: r.id, title: r.title })),
    bundleDeals: bundleDeals.map((d) => ({ id: d.id, title: d.title })),
    reviewRequired: review,
  };
}
