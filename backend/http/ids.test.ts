import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRowId, readSlug } from './ids';
import { readProductRef } from '../product/product-detail';
import { firstName } from '../reviews/reviews';

describe('untrusted ids and slugs', () => {
  it('reads positive integer ids that fit a database integer, nothing else', () => {
    expect(readRowId('42')).toBe(42);
    expect(readRowId(' 7 ')).toBe(7);
    expect(readRowId(9)).toBe(9);
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', '99999999999', 2_147_483_648, 1.5, null, undefined, [1], {}]) expect(readRowId(bad)).toBeNull();
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const id = readRowId(value);
        if (id !== null) expect(Number.isInteger(id) && id >= 1 && id <= 2_147_483_647).toBe(true);
      }),
    );
  });

  it('reads slugs of letters, digits and dashes only', () => {
    expect(readSlug('About-Us')).toBe('about-us');
    for (const bad of ['', '-x', '../etc', 'a b', 'é', "x'--", 5, null]) expect(readSlug(bad)).toBeNull();
  });

  it('names a product by id or slug', () => {
    expect(readProductRef('12')).toEqual({ id: 12 });
    expect(readProductRef('red-shoes-12')).toEqual({ slug: 'red-shoes-12' });
    expect(readProductRef('99999999999')).toBeNull();
    expect(readProductRef('-3')).toBeNull();
  });

  it('shows a reviewer by first name only', () => {
    expect(firstName('  Ayşe Yılmaz ')).toBe('Ayşe');
    expect(firstName('Jean')).toBe('Jean');
  });
});
