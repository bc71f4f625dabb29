import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Catalogue } from './catalogues';
import { createI18n } from './create-i18n';

const t = async (language: string) => createI18n(language, await loadCatalogue(language), { language: 'en', catalogue: await loadCatalogue('en') }).t;

/** Counted words agree with their number through i18next's plural forms (Intl.PluralRules of the page's language). */
describe('counted words agree with their number', () => {
  it.each([
    ['ar', 'cart.shipping.days', 1, 'المدة المطلوبة: يوم واحد'],
    ['ar', 'cart.shipping.days', 2, 'المدة المطلوبة: يومان'],
    ['ar', 'cart.shipping.days', 3, 'المدة المطلوبة: 3 أيام'],
    ['ar', 'cart.shipping.days', 11, 'المدة المطلوبة: 11 يومًا'],
    ['ar', 'cart.shipping.days', 100, 'المدة المطلوبة: 100 يوم'],
    ['en', 'cart.shipping.days', 1, 'Delivery time: 1 day'],
    ['fr', 'cart.shipping.days', 1, 'Délai : 1 jour'],
    ['fr', 'cart.shipping.days', 4, 'Délai : 4 jours'],
    ['ar', 'product.countdown_hours', 2, 'ساعتان'],
    ['ar', 'product.countdown_minutes', 5, 'دقائق'],
    ['ar', 'product.countdown_seconds', 30, 'ثانية'],
    ['hi', 'product.countdown_hours', 1, 'घंटा'],
    ['hi', 'product.countdown_hours', 3, 'घंटे'],
    ['ar', 'product.reviews', 3, '3 مراجعات'],
    ['ar', 'lists.wishlist.count', 11, '11 منتجًا'],
  ])('%s %s with %i: %s', async (language, key, count, expected) => {
    expect((await t(language))(key, { count })).toBe(expected);
  });

  it('says "of N results" in the number of N', async () => {
    const ar = await t('ar');
    expect(ar('catalogue.showing', { from: 1, to: 1, count: 1 })).toBe('عرض 1 إلى 1 من أصل نتيجة واحدة');
    expect(ar('catalogue.showing', { from: 1, to: 5, count: 5 })).toBe('عرض 1 إلى 5 من أصل 5 نتائج');
    expect((await t('en'))('catalogue.showing', { from: 1, to: 1, count: 1 })).toBe('Showing 1 to 1 of 1 result');
  });

  it('leaves no counted word outside a plural form: a day, minute or result count is always {{count}} of a plural key', async () => {
    const flat = (catalogue: Catalogue, prefix = ''): [string, string][] =>
      Object.entries(catalogue).flatMap(([key, value]) => (value && typeof value === 'object' ? flat(value as Catalogue, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]]));
    for (const language of ['en', 'fr', 'ar', 'hi', 'tr']) {
      const singular = flat(await loadCatalogue(language)).filter(([key]) => !/_(zero|one|two|few|many|other)$/.test(key));
      expect(singular.filter(([, text]) => /\{\{\s*(days|hours|minutes|seconds|items|results)\s*\}\}/.test(text)).map(([key]) => key), language).toEqual([]);
    }
  });
});
