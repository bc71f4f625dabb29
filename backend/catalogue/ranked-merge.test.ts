import { describe, expect, it } from 'vitest';
import { mergedPage, mergedPageOfOneRead, sortedBy } from './ranked-merge';

// A small deterministic generator: the same cases on every run.
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('mergedPage', () => {
  const ahead = (a: { id: number; key: number }, b: { id: number; key: number }) => a.key < b.key || (a.key === b.key && a.id < b.id);

  /** Random rows split into a sorted `few` (like flash-priced products) and the sorted rest. */
  const randomSplit = (next: () => number) => {
    const rows = Array.from({ length: Math.floor(next() * 200) }, (_, id) => ({ id, key: Math.floor(next() * 50) }));
    const fewShare = next() * 0.3;
    const few = sortedBy(rows.filter(() => next() < fewShare), ahead);
    const fewIds = new Set(few.map((r) => r.id));
    const many = sortedBy(rows.filter((r) => !fewIds.has(r.id)), ahead);
    return { rows, few, many, expected: sortedBy([...rows], ahead).map((r) => r.id) };
  };

  it('gives every page of the merged order, deep pages and pages beyond the end included, reading only what a page needs', async () => {
    const next = rng(7);
    for (let round = 0; round < 40; round++) {
      const { rows, few, many, expected } = randomSplit(next);
      const size = 1 + Math.floor(next() * 10);
      for (let offset = 0; offset <= rows.length + size; offset += size) {
        let read = 0;
        const page = await mergedPage(few, async (skip, limit) => {
          read += limit;
          expect(skip).toBeGreaterThanOrEqual(Math.max(0, offset - few.length));
          return many.slice(skip, skip + limit);
        }, ahead, offset, size);
        expect(page.map((r) => r.id)).toEqual(expected.slice(offset, offset + size));
        expect(read).toBeLessThanOrEqual(Math.min(offset, few.length) + size);
      }
    }
  });

  it('gives the same pages when `few` is read with the slice, from a skip any announced bound allows', async () => {
    const next = rng(11);
    for (let round = 0; round < 40; round++) {
      const { rows, few, many, expected } = randomSplit(next);
      // The bound a caller knows before reading `few` (every flash product, not only the scope's).
      const atMost = few.length + Math.floor(next() * 20);
      const size = 1 + Math.floor(next() * 10);
      for (let offset = 0; offset <= rows.length + size; offset += size) {
        let read = 0;
        const page = await mergedPageOfOneRead(async (skip, limit) => {
          read += limit;
          expect(skip).toBe(Math.max(0, offset - atMost));
          return { few, many: many.slice(skip, skip + limit) };
        }, atMost, ahead, offset, size);
        expect(page.map((r) => r.id)).toEqual(expected.slice(offset, offset + size));
        expect(read).toBeLessThanOrEqual(Math.min(offset, atMost) + size);
      }
    }
    await expect(mergedPageOfOneRead(async () => ({ few: [{ id: 1, key: 1 }, { id: 2, key: 2 }], many: [] }), 1, ahead, 0, 5)).rejects.toThrow();
  });
});
