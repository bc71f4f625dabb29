/**
 * A seeded pseudo-random source, so that the same seed always builds the same demo shop.
 * Not for anything secret: guest tokens and the like need a cryptographic source instead.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. Throws when the range is empty. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. Throws on an empty array. */
  pick<T>(arr: readonly T[]): T;
  /** True with probability p (p <= 0 never, p >= 1 always). */
  chance(p: number): boolean;
  /** A shuffled copy; the input is left untouched so shared constants never get reordered. */
  shuffle<T>(arr: readonly T[]): T[];
}

/**
 * mulberry32: one 32-bit state word, a handful of integer operations per draw, and a period of
 * 2^32, which is plenty for a demo catalogue and much faster than anything cryptographic.
 */
export function createRng(seed: number): Rng {
  let state = (Number.isFinite(seed) ? Math.trunc(seed) : 0) >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => {
    const lo = Math.ceil(min);
    const hi = Math.floor(max);
    if (!(hi >= lo)) throw new RangeError(`empty range [${min}, ${max}]`);
    return lo + Math.floor(next() * (hi - lo + 1));
  };

  return {
    next,
    int,
    pick<T>(arr: readonly T[]): T {
      if (arr.length === 0) throw new RangeError('pick from an empty array');
      return arr[Math.floor(next() * arr.length)] as T;
    },
    chance(p: number): boolean {
      return next() < p;
    },
    shuffle<T>(arr: readonly T[]): T[] {
      const out = arr.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
  };
}

/** A 32-bit FNV-1a hash, to derive a seed from a name (an image name, a product key). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
