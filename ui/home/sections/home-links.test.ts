import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandPath, categoryPath, collectionPath, featureIconName, flashSalePath, groupBanners } from './home-links';

describe('home link shapes', () => {
  it('links each kind of home item to its listing', () => {
    expect(flashSalePath({ id: 4 })).toBe('/flash-sale/4');
    expect(collectionPath({ slug: 'summer', id: 2 })).toBe('/summer/collection?collection=2');
    expect(categoryPath({ slug: 'fashion' })).toBe('/all/fashion');
    expect(brandPath({ slug: 'acme', id: 9 })).toBe('/acme/brand?brand=9');
  });
});

describe('featureIconName', () => {
  it('maps a built-in icon name to its stored svg', () => {
    expect(featureIconName('truck')).toBe('feature/truck.svg');
  });
  it('keeps a value that is already a path', () => {
    expect(featureIconName('feature/shield.svg')).toBe('feature/shield.svg');
    expect(featureIconName('return.png')).toBe('return.png');
  });
  it('gives nothing for an empty name, so the default image shows', () => {
    expect(featureIconName('')).toBe('');
    expect(featureIconName(null)).toBe('');
  });
});

describe('groupBanners', () => {
  it('groups consecutive banners of one type', () => {
    const groups = groupBanners([{ type: 1 }, { type: 1 }, { type: 2 }, { type: 3 }, { type: 3 }, { type: 3 }]);
    expect(groups.map((g) => g.length)).toEqual([2, 1, 3]);
  });

  it('keeps every banner, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.integer({ min: 1, max: 7 }), id: fc.nat() })), (banners) => {
        const groups = groupBanners(banners);
        expect(groups.flat()).toEqual(banners);
        for (const group of groups) expect(new Set(group.map((b) => b.type)).size).toBe(1);
        for (let i = 1; i < groups.length; i++) expect(groups[i]![0]!.type).not.toBe(groups[i - 1]![0]!.type);
      }),
    );
  });
});
