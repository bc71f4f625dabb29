import type { Insertable } from 'kysely';
import { advertisedCents, candidateOwnCents } from '../../core/product/advertised-price';
import { ownCents } from '../../core/product/pricing';
import type { DB } from '../db/schema';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import { insertRows } from './bulk-insert';
import { productText, reviewText } from './content/catalogue';
import type { Localized } from './content/types';
import type { CatalogueRefs } from './seed-catalogue';
import { type SeedContext, slugify, translationRows } from './seed-context';
import type { People } from './seed-people';
import type { RuleRefs } from './seed-rules';

/** Products generated and written per transaction: bounded memory, steady progress. */
export const PRODUCT_BATCH = 2_000;

/** Warranty periods (not part of the shared content; short enough to keep here). */
const WARRANTIES: Localized[] = [
  { en: '6 months warranty', fr: 'Garantie 6 mois', ar: 'ضمان 6 أشهر', tr: '6 ay garanti', hi: '6 महीने की वारंटी' },
  { en: '1 year warranty', fr: 'Garantie 1 an', ar: 'ضمان سنة واحدة', tr: '1 yıl garanti', hi: '1 साल की वारंटी' },
  { en: '2 years warranty', fr: 'Garantie 2 ans', ar: 'ضمان سنتان', tr: '2 yıl garanti', hi: '2 साल की वारंटी' },
];

/** Star ratings skew positive, as on real shops. */
const STAR_WEIGHTS: readonly [stars: number, cumulative: number][] = [[1, 0.05], [2, 0.12], [3, 0.27], [4, 0.6], [5, 1]];

export interface ProductPlan {
  total: number;
  refs: CatalogueRefs;
  rules: RuleRefs;
  people: People;
}

/** Running totals across batches, for the store ratings written at the end. */
export interface ProductTotals {
  products: number;
  reviews: number;
  storeStars: Map<number, { sum: number; count: number }>;
}

type Rows<T extends keyof DB> = Insertable<DB[T]>[];

interface Batch {
  products: Rows<'products'>;
  translations: Rows<'product_translations'>;
  images: Rows<'product_images'>;
  tags: Rows<'product_tags'>;
  inventories: Rows<'inventories'>;
  inventoryAttributes: Rows<'inventory_attributes'>;
  collections: Rows<'collection_products'>;
  flash: Rows<'flash_sale_products'>;
  reviews: Rows<'reviews'>;
}

/**
 * Writes products [firstId, lastId] with everything that hangs off them. Ids are explicit so a
 * seed always yields the same rows; the running review and inventory ids come from `next`.
 */
export async function seedProductBatch(
  ctx: SeedContext,
  plan: ProductPlan,
  firstId: number,
  lastId: number,
  next: { inventoryId: number; imageId: number; reviewId: number },
  totals: ProductTotals,
): Promise<void> {
  const batch: Batch = { products: [], translations: [], images: [], tags: [], inventories: [], inventoryAttributes: [], collections: [], flash: [], reviews: [] };
  for (let id = firstId; id <= lastId; id++) buildProduct(ctx, plan, id, batch, next, totals);

  const { db, dialect } = ctx;
  await insertRows(db, dialect, 'products', batch.products);
  await insertRows(db, dialect, 'product_translations', batch.translations);
  await insertRows(db, dialect, 'product_images', batch.images);
  await insertRows(db, dialect, 'product_tags', batch.tags);
  await insertRows(db, dialect, 'inventories', batch.inventories);
  await insertRows(db, dialect, 'inventory_attributes', batch.inventoryAttributes);
  await insertRows(db, dialect, 'collection_products', batch.collections);
  await insertRows(db, dialect, 'flash_sale_products', batch.flash);
  await insertRows(db, dialect, 'reviews', batch.reviews);
  totals.products += batch.products.length;
  totals.reviews += batch.reviews.length;
}

function buildProduct(ctx: SeedContext, plan: ProductPlan, id: number, batch: Batch, next: { inventoryId: number; imageId: number; reviewId: number }, totals: ProductTotals): void {
  const { rng, now } = ctx;
  const { refs, rules, people } = plan;
  const category = rng.pick(refs.categories);
  const sub = category.subCategories.length > 0 ? rng.pick(category.subCategories) : null;
  const text = productText(rng, category.key, sub?.key ?? '', id);
  const storeId = rng.pick(refs.storeIds);

  // Prices spread log-uniformly from about $3 to $900, ending in .99 like shop prices do.
  const selling = Math.floor(Math.exp(Math.log(3) + rng.next() * (Math.log(900) - Math.log(3)))) * 100 + 99;
  const offered = rng.chance(0.35) ? Math.floor(selling * (0.6 + rng.next() * 0.35)) : 0;
  const current = offered > 0 ? offered : selling;
  const isPublic = !rng.chance(0.03);
  const outOfStock = rng.chance(0.05);
  const createdMs = now.getTime() - Math.floor(rng.next() * 365 * 86_400_000);
  const createdAt = new Date(createdMs).toISOString();
  const warranty = rng.chance(0.5) ? rng.pick(WARRANTIES) : null;

  const imageCount = rng.int(1, 4);
  const images: string[] = [];
  for (let n = 1; n <= imageCount; n++) {
    // The sub-category names the object drawn (headphones, not just "electronics").
    const image = sub ? `product/${category.key}-${sub.key}/${id}-${n}.svg` : `product/${category.key}/${id}-${n}.svg`;
    images.push(image);
    batch.images.push({ id: ++next.imageId, product_id: id, image, attribute_value_id: null, sort_order: n - 1 });
  }

  const { total: stockedQuantities, variants } = buildInventories(ctx, plan, id, selling, outOfStock, batch, next);

  const tagCount = rng.int(0, Math.min(3, refs.tagIds.length));
  for (const tagId of rng.shuffle(refs.tagIds).slice(0, tagCount)) batch.tags.push({ product_id: id, tag_id: tagId });

  // Collections hold a sample of the catalogue: enough that each shows a full row of 9 on the
  // home page even for a small test seed, a few hundred at most for a large one.
  const perCollection = Math.min(300, Math.max(15, Math.round(plan.total / 100)));
  if (refs.collectionIds.length > 0 && rng.chance(Math.min(0.6, (perCollection * refs.collectionIds.length) / plan.total))) {
    batch.collections.push({ collection_id: rng.pick(refs.collectionIds), product_id: id, sort_order: rng.int(0, 10_000) });
  }

  // A running sale should fill the home page's strip of 21 products, even in a small catalogue.
  const perSale = Math.min(120, Math.max(30, Math.round(plan.total / 250)));
  if (isPublic && stockedQuantities > 0 && rules.flashSales.length > 0 && rng.chance(Math.min(0.5, (perSale * rules.flashSales.length) / plan.total))) {
    const sale = rng.pick(rules.flashSales);
    batch.flash.push({ flash_sale_id: sale.id, product_id: id, price: Math.floor(current * (0.5 + rng.next() * 0.35)) });
  }

  let starSum = 0;
  let reviewCount = 0;
  if (people.customerIds.length > 0 && rng.chance(0.65)) {
    const reviewers = rng.shuffle(people.customerIds).slice(0, rng.int(1, 6));
    for (const userId of reviewers) {
      const stars = pickStars(rng.next());
      const written = new Date(createdMs + Math.floor(rng.next() * (now.getTime() - createdMs))).toISOString();
      const lang = people.languageOf.get(userId) ?? 'en';
      batch.reviews.push({
        id: ++next.reviewId, product_id: id, user_id: userId, order_id: null, rating: stars,
        comment: reviewText(rng, stars)[lang], status: PUBLIC, created_at: written, updated_at: written,
      });
      starSum += stars;
      reviewCount += 1;
    }
    const store = totals.storeStars.get(storeId) ?? { sum: 0, count: 0 };
    store.sum += starSum;
    store.count += reviewCount;
    totals.storeStars.set(storeId, store);
  }

  batch.products.push({
    id,
    slug: `${slugify(text.title.en)}-${id}`,
    store_id: storeId,
    category_id: category.id,
    sub_category_id: sub?.id ?? null,
    brand_id: refs.brandIds.length > 0 && rng.chance(0.85) ? rng.pick(refs.brandIds) : null,
    shipping_rule_id: rules.shippingRuleIds.length > 0 ? rng.pick(rules.shippingRuleIds) : null,
    bundle_deal_id: rules.bundleDealIds.length > 0 && rng.chance(0.1) ? rng.pick(rules.bundleDealIds) : null,
    tax_rule_id: rules.taxRuleIds.length > 0 && rng.chance(0.6) ? rng.pick(rules.taxRuleIds) : null,
    title: text.title.en,
    description: text.description.en,
    overview: text.overview.en,
    unit: text.unit.en,
    badge: text.badge?.en ?? null,
    warranty: warranty?.en ?? null,
    meta_title: null,
    meta_description: null,
    image: images[0] ?? 'default.svg',
    selling,
    offered,
    // What listings sort and filter by: the advertised everyday price, from the variants in stock
    // (the cheapest may be sold out: its tile then says "from" a dearer one; decision 0001).
    listed_price: advertisedCents({ selling, offered, flash: null, flashEnd: null }, candidateOwnCents(variants), now).unit,
    in_stock: stockedQuantities > 0 ? 1 : 0,
    refundable: rng.chance(0.7) ? 1 : 0,
    mind_change_returns: rng.chance(0.4) ? 1 : 0,
    status: isPublic ? PUBLIC : PRIVATE,
    // The shop's own products: published, or hidden when private (migration 0041 keeps the two in step).
    publication: isPublic ? 'published' : 'hidden',
    approved_at: createdAt,
    rating: reviewCount > 0 ? Math.round((starSum / reviewCount) * 100) / 100 : 0,
    review_count: reviewCount,
    created_at: createdAt,
    updated_at: createdAt,
  });
  batch.translations.push(...translationRows('product_id', id, {
    title: text.title, description: text.description, overview: text.overview, unit: text.unit, badge: text.badge,
    warranty, meta_title: null, meta_description: null,
  }));
}

/**
 * A third of the products come in variants (colour, and size for half of those), each with its
 * own SKU, price and stock; the rest have one default inventory whose price 0 means "the
 * product's price". Returns the total stock and each variant's own price (cents) and stock.
 */
function buildInventories(ctx: SeedContext, plan: ProductPlan, id: number, selling: number, outOfStock: boolean, batch: Batch, next: { inventoryId: number }): { total: number; variants: { own: number | null; quantity: number }[] } {
  const { rng } = ctx;
  const colour = plan.refs.attributes.find((a) => /colou?r/.test(a.key));
  const size = plan.refs.attributes.find((a) => a.key === 'size');
  const quantity = () => (outOfStock ? 0 : rng.int(0, 150));
  let total = 0;
  const variants: { own: number | null; quantity: number }[] = [];

  if (colour && colour.values.length > 0 && rng.chance(0.35)) {
    const colours = rng.shuffle(colour.values).slice(0, rng.int(2, 3));
    const sizes = size && size.values.length > 0 && rng.chance(0.5) ? rng.shuffle(size.values).slice(0, rng.int(2, 4)) : [null];
    let n = 0;
    for (const c of colours) {
      for (const s of sizes) {
        n += 1;
        const inventoryId = ++next.inventoryId;
        const q = quantity();
        total += q;
        // Each variant's own everyday price: the first at the product's selling price, the others up
        // to $4 above; the offer and a flash sale reduce them all alike (decision 0001).
        const step = rng.int(0, 4);
        const price = selling + (n === 1 ? 0 : step) * 100;
        batch.inventories.push({ id: inventoryId, product_id: id, sku: `SF-${id}-${n}`, price, quantity: q });
        batch.inventoryAttributes.push({ inventory_id: inventoryId, attribute_value_id: c.id });
        if (s) batch.inventoryAttributes.push({ inventory_id: inventoryId, attribute_value_id: s.id });
        variants.push({ own: ownCents(price, true), quantity: q });
      }
    }
  } else {
    const q = outOfStock ? 0 : rng.int(1, 300);
    total += q;
    batch.inventories.push({ id: ++next.inventoryId, product_id: id, sku: `SF-${id}-1`, price: 0, quantity: q });
    variants.push({ own: ownCents(0, false), quantity: q });
  }
  return { total, variants };
}

function pickStars(draw: number): number {
  for (const [stars, cumulative] of STAR_WEIGHTS) if (draw < cumulative) return stars;
  return 5;
}
