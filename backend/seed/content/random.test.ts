import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, hashString } from './random';

const draw = (seed: number, n: number): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('createRng', () => {
  it('replays the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(draw(seed, 20)).toEqual(draw(seed, 20));
      }),
    );
  });

  it('gives different sequences for different seeds', () => {
    expect(draw(1, 5)).not.toEqual(draw(2, 5));
  });

  it('keeps next() inside [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createRng(seed);
        for (let i = 0; i < 50; i++) {
          const x = rng.next();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });

  it('keeps int() inside the inclusive range', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (seed, min, width) => {
        const rng = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const v = rng.int(min, min + width);
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(min);
          expect(v).toBeLessThanOrEqual(min + width);
        }
      }),
    );
  });

  it('reaches both ends of a small range', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(rng.int(1, 3));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('refuses an empty range and an empty pick', () => {
    const rng = createRng(1);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('picks only members and shuffles into a permutation without touching the input', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), (seed, arr) => {
        const rng = createRng(seed);
        const before = arr.slice();
        expect(arr).toContain(rng.pick(arr));
        const shuffled = rng.shuffle(arr);
        expect(arr).toEqual(before);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...arr].sort((a, b) => a - b));
      }),
    );
  });

  it('treats chance(0) as never and chance(1) as always', () => {
    const rng = createRng(3);
    for (let i = 0; i < 100; i++) {
      expect(rng.chance(0)).toBe(false);
      expect(rng.chance(1)).toBe(true);
    }
  });
});

describe('hashString', () => {
  it('is stable and spreads nearby names', () => {
    expect(hashString('product/electronics/1-1.svg')).toBe(hashString('product/electronics/1-1.svg'));
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});
