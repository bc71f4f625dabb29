import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountCents, bannerLinkProblem, percentHundredths, shippingRuleProblems, taxRuleProblems } from './shop-rules';
import { removable } from './shop-rules-desk';

const known = (country: string, state: string) => (country === 'US' ? (state === '' || state === 'CA' ? 'ok' : 'state') : country === 'FR' ? 'ok' : 'country');
const place = (o: Record<string, unknown> = {}) => ({ country: 'US', state: 'CA', price: '5', pickup_price: '0', day_needed: '2', pickup_point: '', pickup_address: '', ...o });
const rule = (o: Record<string, unknown> = {}) => ({ titles: { en: 'Standard' }, single_price: false, public: true, places: [place()], ...o });

describe('shop rules checks', () => {
  it('takes amounts from 0 to 1,000,000 with at most two decimals, as cents', () => {
    expect([amountCents('0'), amountCents('7.5'), amountCents(12.4), amountCents('1000000')]).toEqual([0, 750, 1240, 100_000_000]);
    for (const bad of ['-0.01', '1000000.01', 'abc', '', null, undefined, Number.NaN]) expect(amountCents(bad), String(bad)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => amountCents((cents / 100).toFixed(2)) === cents));
    fc.assert(fc.property(fc.integer({ min: -100_000_000, max: -1 }), (cents) => amountCents((cents / 100).toFixed(2)) === null));
  });

  it('takes percentages from 0 to 100 with at most two decimals, as hundredths', () => {
    expect([percentHundredths('7.5'), percentHundredths(100), percentHundredths('0')]).toEqual([750, 10_000, 0]);
    for (const bad of ['100.01', '-1', '7.555', '1e2', 'x']) expect(percentHundredths(bad), bad).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => percentHundredths((hundredths / 100).toFixed(2)) === hundredths));
    fc.assert(fc.property(fc.integer({ min: 10_001, max: 10_000_000 }), (hundredths) => percentHundredths((hundredths / 100).toFixed(2)) === null));
  });

  it('checks a shipping rule: the default language\'s name, known places, no place twice, amounts and days in range', () => {
    expect(shippingRuleProblems(rule(), ['en', 'ar'], 'en', known)).toEqual([]);
    expect(shippingRuleProblems(rule({ places: [place({ country: 'ALL', state: 'ALL' }), place({ country: 'us', state: 'all' })] }), ['en'], 'en', known)).toEqual([]);
    expect(shippingRuleProblems(rule({ titles: { en: ' ', ar: 'x'.repeat(192) }, places: [] }), ['en', 'ar'], 'en', known).map((p) => p.code)).toEqual(['required', 'too_long', 'places']);
    expect(shippingRuleProblems(rule({ places: [place({ country: 'ZZ' }), place({ state: 'XX' }), place({ country: 'ALL', state: 'CA' }), place(), place({ price: '-1', day_needed: '1.5' })] }), ['en'], 'en', known)
      .map((p) => `${p.field}:${p.code}`)).toEqual(['places.0.country:country', 'places.1.state:state', 'places.2.state:state', 'places.4.state:duplicate_place', 'places.4.price:amount', 'places.4.day_needed:days']);
  });

  it('checks a tax rule of either type', () => {
    expect(taxRuleProblems({ title: 'VAT', type: 2, rate: '20' })).toEqual([]);
    expect(taxRuleProblems({ title: 'Eco', type: 1, rate: '0.5' })).toEqual([]);
    expect(taxRuleProblems({ title: '', type: 3, rate: '1' }).map((p) => p.code)).toEqual(['required', 'type']);
    expect(taxRuleProblems({ title: 'VAT', type: 2, rate: '101' }).map((p) => p.code)).toEqual(['percent']);
    expect(taxRuleProblems({ title: 'Eco', type: 1, rate: '-1' }).map((p) => p.code)).toEqual(['amount']);
  });

  it('lets a banner lead to a path of the shop or an https address, nothing else', () => {
    for (const ok of ['', '/contact', '/ar/page/about', 'https://example.com/sale?x=1']) expect(bannerLinkProblem(ok), ok).toBeNull();
    for (const bad of ['http://example.com', '//evil.test', 'javascript:alert(1)', 'data:text/html,x', 'https://localhost', 'https://a:b@example.com', '/a b', 'contact', `/${'a'.repeat(500)}`]) {
      expect(bannerLinkProblem(bad), bad).toBe('link');
    }
    fc.assert(fc.property(fc.string(), (text) => {
      const problem = bannerLinkProblem(text);
      const value = text.trim();
      return problem !== null || value === '' || (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('https://');
    }));
  });

  it('never offers to remove the default language or a built-in one', () => {
    expect([removable({ isDefault: true, predefined: true }), removable({ isDefault: false, predefined: true }), removable({ isDefault: false, predefined: false })]).toEqual([false, false, true]);
  });
});
