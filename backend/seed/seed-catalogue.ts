import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';
import { PUBLIC } from '../../core/shared/visibility';
import { insertRows } from './bulk-insert';
import { ATTRIBUTES, BRANDS, CATEGORY_TREE, COLLECTIONS, STORES, TAGS } from './content/catalogue';
import { daysFrom, type SeedContext, shopOpenedAt, translationRows } from './seed-context';

/** Ids and keys the product step draws from. */
export interface CatalogueRefs {
  categories: { id: number; key: string; subCategories: { id: number; key: string }[] }[];
  brandIds: number[];
  storeIds: number[];
  tagIds: number[];
  collectionIds: number[];
  attributes: { id: number; key: string; values: { id: number; key: string }[] }[];
}

/** How many brands the home page features (it shows up to 15). */
const FEATURED_BRANDS = 15;
/** Sub-categories per category listed in the footer tree. */
const FOOTER_CHILDREN = 4;

/** Stores, the category tree, brands, tags, collections and variant attributes. */
export async function seedCatalogue(ctx: SeedContext, sellerIds: readonly number[]): Promise<CatalogueRefs> {
  const { db, dialect, rng, now } = ctx;
  const opened = shopOpenedAt(ctx.now);
  const refs: CatalogueRefs = { categories: [], brandIds: [], storeIds: [], tagIds: [], collectionIds: [], attributes: [] };

  await insertRows(db, dialect, 'stores', STORES.map((store, i) => {
    const created = daysFrom(now, -rng.int(200, 1200));
    return {
      id: i + 1,
      user_id: sellerIds[i] ?? null,
      slug: store.key,
      name: store.name,
      description: store.description.en,
      logo: `store/${store.key}.svg`,
      banner_image: null,
      phone: null,
      email: `${store.key}@example.com`,
      address: null,
      status: 'approved' as const,
      rating: 0,
      review_count: 0,
      approved_at: created,
      created_at: created,
    };
  }));
  await insertRows(db, dialect, 'store_translations', STORES.flatMap((store, i) =>
    translationRows('store_id', i + 1, { description: store.description })));
  refs.storeIds = STORES.map((_, i) => i + 1);

  // Sub-category keys may repeat across categories ("accessories"); slugs must not.
  const subKeyCount = new Map<string, number>();
  for (const category of CATEGORY_TREE) for (const sub of category.subCategories) subKeyCount.set(sub.key, (subKeyCount.get(sub.key) ?? 0) + 1);

  const categoryRows = [];
  const categoryTranslations = [];
  const subRows = [];
  const subTranslations = [];
  let subId = 0;
  for (const [i, category] of CATEGORY_TREE.entries()) {
    const id = i + 1;
    categoryRows.push({
      id,
      slug: category.key,
      title: category.title.en,
      image: `category/${category.key}.svg`,
      icon: category.icon,
      status: PUBLIC, created_at: opened,
      featured: 1,
      sort_order: i,
      meta_title: null,
      meta_description: null,
    });
    categoryTranslations.push(...translationRows('category_id', id, { title: category.title, meta_title: null, meta_description: null }));
    const subs: CatalogueRefs['categories'][number]['subCategories'] = [];
    for (const [j, sub] of category.subCategories.entries()) {
      subId += 1;
      subRows.push({
        id: subId,
        category_id: id,
        slug: (subKeyCount.get(sub.key) ?? 0) > 1 ? `${category.key}-${sub.key}` : sub.key,
        title: sub.title.en,
        image: `category/${category.key}-${sub.key}.svg`,
        status: PUBLIC, created_at: opened,
        featured: rng.chance(0.3) ? 1 : 0,
        in_footer: j < FOOTER_CHILDREN ? 1 : 0,
        sort_order: j,
        meta_title: null,
        meta_description: null,
      });
      subTranslations.push(...translationRows('sub_category_id', subId, { title: sub.title, meta_title: null, meta_description: null }));
      subs.push({ id: subId, key: sub.key });
    }
    refs.categories.push({ id, key: category.key, subCategories: subs });
  }
  await insertRows(db, dialect, 'categories', categoryRows);
  await insertRows(db, dialect, 'category_translations', categoryTranslations);
  await insertRows(db, dialect, 'sub_categories', subRows);
  await insertRows(db, dialect, 'sub_category_translations', subTranslations);

  await insertRows(db, dialect, 'brands', BRANDS.map((brand, i) => ({
    id: i + 1,
    slug: brand.key,
    title: brand.name,
    image: `brand/${brand.key}.svg`,
    status: PUBLIC, created_at: opened,
    featured: i < FEATURED_BRANDS ? 1 : 0,
    sort_order: i,
  })));
  refs.brandIds = BRANDS.map((_, i) => i + 1);

  await insertRows(db, dialect, 'tags', TAGS.map((tag, i) => ({ id: i + 1, slug: tag.key, title: tag.title.en, status: PUBLIC, created_at: opened })));
  await insertRows(db, dialect, 'tag_translations', TAGS.flatMap((tag, i) => translationRows('tag_id', i + 1, { title: tag.title })));
  refs.tagIds = TAGS.map((_, i) => i + 1);

  await insertRows(db, dialect, 'collections', COLLECTIONS.map((c, i) => ({ id: i + 1, slug: c.key, title: c.title.en, status: PUBLIC, created_at: opened, sort_order: i })));
  await insertRows(db, dialect, 'collection_translations', COLLECTIONS.flatMap((c, i) => translationRows('collection_id', i + 1, { title: c.title })));
  refs.collectionIds = COLLECTIONS.map((_, i) => i + 1);

  let valueId = 0;
  const valueRows: Insertable<DB['attribute_values']>[] = [];
  const valueTranslations: Insertable<DB['attribute_value_translations']>[] = [];
  for (const [i, attribute] of ATTRIBUTES.entries()) {
    const values = attribute.values.map((value, j) => {
      valueId += 1;
      valueRows.push({
        id: valueId,
        attribute_id: i + 1,
        slug: value.key,
        title: value.title.en,
        // Colour value keys are CSS colour names, which the swatches can use directly.
        color_code: /colou?r/.test(attribute.key) ? value.key : null,
        sort_order: j,
      });
      valueTranslations.push(...translationRows('attribute_value_id', valueId, { title: value.title }));
      return { id: valueId, key: value.key };
    });
    refs.attributes.push({ id: i + 1, key: attribute.key, values });
  }
  await insertRows(db, dialect, 'attributes', ATTRIBUTES.map((a, i) => ({ id: i + 1, slug: a.key, title: a.title.en, sort_order: i })));
  await insertRows(db, dialect, 'attribute_translations', ATTRIBUTES.flatMap((a, i) => translationRows('attribute_id', i + 1, { title: a.title })));
  await insertRows(db, dialect, 'attribute_values', valueRows);
  await insertRows(db, dialect, 'attribute_value_translations', valueTranslations);

  return refs;
}
