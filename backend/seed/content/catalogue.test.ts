import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ATTRIBUTES, BRANDS, CATEGORY_TREE, COLLECTIONS, STORES, TAGS, productText, reviewText,
} from './catalogue';
import { PERSON_NAMES } from './names';
import { createRng } from './random';
import { LANGS, type Localized } from './types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ARABIC = /[\u0600-\u06FF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

function expectWellFormed(text: Localized, what: string): void {
  for (const lang of LANGS) {
    const s = text[lang];
    expect(typeof s, `${what} ${lang}`).toBe('string');
    expect(s.trim(), `${what} ${lang}`).not.toBe('');
    expect(s, `${what} ${lang}`).not.toMatch(/undefined|null|NaN|[#@|]| {2}|^ | $/);
  }
  expect(text.ar, `${what} ar`).toMatch(ARABIC);
  expect(text.hi, `${what} hi`).toMatch(DEVANAGARI);
}

const sentenceCount = (s: string): number => (s.match(/[.!?।](\s|$)/g) ?? []).length;

const allSubs = CATEGORY_TREE.flatMap((c) => c.subCategories.map((s) => ({ cat: c.key, sub: s.key })));

describe('catalogue structure', () => {
  it('has 8 to 10 categories of 3 to 6 sub-categories, with unique ASCII slugs', () => {
    expect(CATEGORY_TREE.length).toBeGreaterThanOrEqual(8);
    expect(CATEGORY_TREE.length).toBeLessThanOrEqual(10);
    const keys = new Set<string>();
    for (const c of CATEGORY_TREE) {
      expect(c.key).toMatch(SLUG);
      expect(c.subCategories.length).toBeGreaterThanOrEqual(3);
      expect(c.subCategories.length).toBeLessThanOrEqual(6);
      expectWellFormed(c.title, c.key);
      for (const s of c.subCategories) {
        expect(s.key).toMatch(SLUG);
        expect(keys.has(s.key), `duplicate sub-category ${s.key}`).toBe(false);
        keys.add(s.key);
        expectWellFormed(s.title, s.key);
      }
    }
  });

  it('lists about twenty invented brands and six to eight stores, each with a unique key', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(18);
    expect(new Set(BRANDS.map((b) => b.key)).size).toBe(BRANDS.length);
    for (const b of BRANDS) expect(b.key).toMatch(SLUG);
    expect(STORES.length).toBeGreaterThanOrEqual(6);
    expect(STORES.length).toBeLessThanOrEqual(8);
    expect(new Set(STORES.map((s) => s.key)).size).toBe(STORES.length);
    for (const s of STORES) {
      expect(s.key).toMatch(SLUG);
      expectWellFormed(s.description, s.key);
    }
  });

  it('has the promised collections, tags and attributes', () => {
    expect(COLLECTIONS.map((c) => c.key)).toEqual(
      expect.arrayContaining(['new-arrivals', 'best-sellers', 'eco-picks', 'gifts-under-50', 'top-rated', 'trending-now']),
    );
    for (const t of [...TAGS, ...COLLECTIONS]) {
      expect(t.key).toMatch(SLUG);
      expect(Object.keys(t.title).sort()).toEqual([...LANGS].sort());
    }
    const color = ATTRIBUTES.find((a) => a.key === 'color');
    const size = ATTRIBUTES.find((a) => a.key === 'size');
    expect(color?.values.length).toBeGreaterThanOrEqual(6);
    expect(size?.values.map((v) => v.title.en)).toEqual(expect.arrayContaining(['S', 'M', 'L', 'XL']));
    for (const a of ATTRIBUTES) for (const v of a.values) expect(v.key).toMatch(SLUG);
  });

  it('offers a diverse list of person names', () => {
    expect(PERSON_NAMES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(PERSON_NAMES).size).toBe(PERSON_NAMES.length);
  });
});

describe('productText', () => {
  it('writes a well-formed product in every language for every sub-category', () => {
    const rng = createRng(1);
    for (const { cat, sub } of allSubs) {
      for (let i = 0; i < 40; i++) {
        const p = productText(rng, cat, sub, i);
        const what = `${cat}/${sub}#${i}`;
        expectWellFormed(p.title, `${what} title`);
        expectWellFormed(p.description, `${what} description`);
        expectWellFormed(p.overview, `${what} overview`);
        expectWellFormed(p.unit, `${what} unit`);
        if (p.badge) expectWellFormed(p.badge, `${what} badge`);
        for (const lang of LANGS) {
          const n = sentenceCount(p.description[lang]);
          expect(n, `${what} ${lang}: ${p.description[lang]}`).toBeGreaterThanOrEqual(2);
          expect(n, `${what} ${lang}: ${p.description[lang]}`).toBeLessThanOrEqual(4);
          const lines = p.overview[lang].split('\n').length;
          expect(lines).toBeGreaterThanOrEqual(3);
          expect(lines).toBeLessThanOrEqual(5);
        }
      }
    }
  });

  it('is deterministic for the same seed, keys and index', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...allSubs), fc.nat(1000), (seed, { cat, sub }, index) => {
        expect(productText(createRng(seed), cat, sub, index)).toEqual(productText(createRng(seed), cat, sub, index));
      }),
    );
  });

  it('names the same product in every language (same line name, same size)', () => {
    const rng = createRng(9);
    for (let i = 0; i < 500; i++) {
      const { cat, sub } = allSubs[i % allSubs.length] as { cat: string; sub: string };
      if (cat === 'books') continue;
      const t = productText(rng, cat, sub, i).title;
      const first = t.en.split(' ')[0] as string;
      const digits = (s: string) => (s.match(/\d+/g) ?? []).sort().join(',');
      expect(t.tr.startsWith(first), `${t.en} / ${t.tr}`).toBe(true);
      expect(t.hi.startsWith(first), `${t.en} / ${t.hi}`).toBe(true);
      expect(t.fr).toContain(first);
      expect(t.ar).toContain(first);
      expect(digits(t.hi), `${t.en} / ${t.hi}`).toBe(digits(t.en));
      expect(digits(t.ar), `${t.en} / ${t.ar}`).toBe(digits(t.en));
    }
  });

  it('agrees in gender and number in French', () => {
    const titles = new Set<string>();
    const rng = createRng(5);
    for (let i = 0; i < 3000; i++) titles.add(productText(rng, 'fashion', 'shoes', i).title.fr);
    const all = [...titles].join('\n');
    expect(all).not.toMatch(/Baskets légers|Bottines légers|Mocassins légères/);
    expect(all).toMatch(/Baskets légères|Bottines légères|Mocassins légers/);
    const descriptions = Array.from({ length: 200 }, (_, i) => productText(rng, 'fashion', 'mens-clothing', i).description.fr).join('\n');
    expect(descriptions).not.toMatch(/Ce chemise|Cette t-shirt|Cette chino|Ce veste/);
  });

  it('does not look like a handful of repeated names across a large catalogue', () => {
    const rng = createRng(2024);
    const titles = new Set<string>();
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const { cat, sub } = allSubs[i % allSubs.length] as { cat: string; sub: string };
      titles.add(productText(rng, cat, sub, Math.floor(i / allSubs.length)).title.en);
    }
    expect(titles.size).toBeGreaterThan(n * 0.5);
  });

  it('refuses an unknown category or sub-category', () => {
    expect(() => productText(createRng(1), 'nope', 'smartphones', 0)).toThrow(/unknown/);
    expect(() => productText(createRng(1), 'electronics', 'nope', 0)).toThrow(/unknown/);
  });

  it('builds 100,000 products quickly (benchmark, printed, not asserted)', () => {
    const rng = createRng(7);
    const start = performance.now();
    let chars = 0;
    for (let i = 0; i < 100_000; i++) {
      const { cat, sub } = allSubs[i % allSubs.length] as { cat: string; sub: string };
      chars += productText(rng, cat, sub, i).title.en.length;
    }
    const ms = performance.now() - start;
    console.log(`productText x100,000: ${ms.toFixed(0)} ms`);
    expect(chars).toBeGreaterThan(0);
  });
});

describe('reviewText', () => {
  it('writes a short review for every rating, clamping odd values', () => {
    const rng = createRng(3);
    for (const stars of [1, 2, 3, 4, 5, 0, 7, 3.6, Number.NaN]) {
      for (let i = 0; i < 20; i++) {
        const r = reviewText(rng, stars);
        expectWellFormed(r, `review ${stars}`);
        expect(r.en.length).toBeLessThan(200);
      }
    }
  });

  it('matches the tone to the stars', () => {
    const rng = createRng(4);
    const five = Array.from({ length: 50 }, () => reviewText(rng, 5).en).join(' ');
    const one = Array.from({ length: 50 }, () => reviewText(rng, 1).en).join(' ');
    expect(five).not.toMatch(/poor|waste|damaged|broke/i);
    expect(one).not.toMatch(/love|excellent|perfect/i);
  });
});
