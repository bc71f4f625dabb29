import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';
import type { Localized } from './content/types';
import { PRICE_TYPE } from '../../core/cart/price-type';
import { toCents } from '../../core/shared/cents';
import { PUBLIC } from '../../core/shared/visibility';
import { insertRows } from './bulk-insert';
import { FLASH_SALES, SHIPPING, VOUCHERS } from './content/site';
import { daysFrom, type SeedContext, shopOpenedAt, slugify, translationRows } from './seed-context';

export interface RuleRefs {
  taxRuleIds: number[];
  bundleDealIds: number[];
  shippingRuleIds: number[];
  /** Sales running now, then the upcoming one (last). */
  flashSales: { id: number; active: boolean }[];
}

/** Tax: 1 flat (cents per unit), 2 percent (hundredths of a percent). */
const TAX_RULES = [
  { title: 'Standard VAT 8%', type: PRICE_TYPE.percent, price: 800 },
  { title: 'Reduced VAT 5%', type: PRICE_TYPE.percent, price: 500 },
  { title: 'Eco fee', type: PRICE_TYPE.flat, price: 50 },
];

const BUNDLE_DEALS: { buy: number; free: number; title: Localized }[] = [
  { buy: 2, free: 1, title: { en: 'Buy 2, get 1 free', fr: '2 achetés, 1 offert', ar: 'اشترِ 2 واحصل على 1 مجانًا', tr: '2 al 1 bedava', hi: '2 खरीदें, 1 मुफ़्त पाएं' } },
  { buy: 3, free: 1, title: { en: 'Buy 3, get 1 free', fr: '3 achetés, 1 offert', ar: 'اشترِ 3 واحصل على 1 مجانًا', tr: '3 al 1 bedava', hi: '3 खरीदें, 1 मुफ़्त पाएं' } },
  { buy: 4, free: 2, title: { en: 'Buy 4, get 2 free', fr: '4 achetés, 2 offerts', ar: 'اشترِ 4 واحصل على 2 مجانًا', tr: '4 al 2 bedava', hi: '4 खरीदें, 2 मुफ़्त पाएं' } },
];

/** Tax rules, bundle deals, shipping rules with their places, vouchers and flash sales (without products). */
export async function seedRules(ctx: SeedContext): Promise<RuleRefs> {
  const { db, dialect, rng, now } = ctx;
  const opened = shopOpenedAt(ctx.now);

  await insertRows(db, dialect, 'tax_rules', TAX_RULES.map((rule, i) => ({ id: i + 1, ...rule, status: PUBLIC, created_at: opened })));

  await insertRows(db, dialect, 'bundle_deals', BUNDLE_DEALS.map((deal, i) => ({ id: i + 1, title: deal.title.en, buy: deal.buy, free: deal.free, status: PUBLIC, created_at: opened })));
  await insertRows(db, dialect, 'bundle_deal_translations', BUNDLE_DEALS.flatMap((deal, i) => translationRows('bundle_deal_id', i + 1, { title: deal.title })));

  const placeRows: Insertable<DB['shipping_places']>[] = [];
  for (const [i, rule] of SHIPPING.entries()) {
    for (const place of rule.places) {
      placeRows.push({
        id: placeRows.length + 1,
        shipping_rule_id: i + 1,
        country: place.country,
        state: place.state,
        price: toCents(place.price),
        pickup_price: toCents(place.pickup_price),
        day_needed: place.day_needed,
        pickup_point: place.pickup_point,
        pickup_address_line_1: place.pickup_address_line_1,
        pickup_address_line_2: null,
        pickup_city: null,
        pickup_state: null,
        pickup_zip: null,
        pickup_country: place.pickup_point ? place.country : null,
        pickup_phone: null,
      });
    }
  }
  await insertRows(db, dialect, 'shipping_rules', SHIPPING.map((rule, i) => ({ id: i + 1, title: rule.title.en, single_price: rule.single_price, status: PUBLIC, created_at: opened })));
  await insertRows(db, dialect, 'shipping_rule_translations', SHIPPING.flatMap((rule, i) => translationRows('shipping_rule_id', i + 1, { title: rule.title })));
  await insertRows(db, dialect, 'shipping_places', placeRows);

  await insertRows(db, dialect, 'vouchers', VOUCHERS.map((v, i) => ({
    id: i + 1,
    code: v.code,
    title: v.title.en,
    type: v.type,
    // Content speaks dollars and whole percents; the database cents and hundredths of a percent.
    price: v.type === PRICE_TYPE.percent ? Math.round(v.price * 100) : toCents(v.price),
    capped_price: v.capped_price === null ? null : toCents(v.capped_price),
    min_spend: toCents(v.min_spend),
    usage_limit: v.usage_limit,
    limit_per_customer: v.limit_per_customer,
    start_time: daysFrom(now, -7),
    end_time: daysFrom(now, v.days_valid),
    status: PUBLIC, created_at: opened,
  })));
  await insertRows(db, dialect, 'voucher_translations', VOUCHERS.flatMap((v, i) => translationRows('voucher_id', i + 1, { title: v.title })));

  // All sales but the last run now and end within days; the last starts in a few days.
  const flashSales = FLASH_SALES.map((sale, i) => {
    const active = i < FLASH_SALES.length - 1 || FLASH_SALES.length === 1;
    const start = active ? daysFrom(now, -rng.int(1, 3)) : daysFrom(now, rng.int(2, 4));
    const end = active ? daysFrom(now, rng.int(2, 10) + i) : daysFrom(now, rng.int(8, 14));
    return { id: i + 1, active, row: { id: i + 1, slug: slugify(sale.key), title: sale.title.en, image: null, start_time: start, end_time: end, status: PUBLIC, created_at: opened } };
  });
  await insertRows(db, dialect, 'flash_sales', flashSales.map((s) => s.row));
  await insertRows(db, dialect, 'flash_sale_translations', FLASH_SALES.flatMap((sale, i) => translationRows('flash_sale_id', i + 1, { title: sale.title })));

  return {
    taxRuleIds: TAX_RULES.map((_, i) => i + 1),
    bundleDealIds: BUNDLE_DEALS.map((_, i) => i + 1),
    shippingRuleIds: SHIPPING.map((_, i) => i + 1),
    flashSales: flashSales.map(({ id, active }) => ({ id, active })),
  };
}
