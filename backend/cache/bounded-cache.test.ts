import { describe, expect, it } from 'vitest';
import { BoundedTtlCache } from './bounded-cache';

describe('BoundedTtlCache', () => {
  it('serves a hit until it expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new BoundedTtlCache<number>(100, 10, 'test', () => clock);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('never keeps a miss and holds at most maxEntries', async () => {
    const cache = new BoundedTtlCache<number>(1000, 3, 'test');
    await cache.get('missing', async () => null);
    expect(cache.size).toBe(0);
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => i);
    expect(cache.size).toBe(3);
    expect(await cache.get('k9', async () => -1)).toBe(9);
    expect(await cache.get('k0', async () => -1)).toBe(-1);
  });

  it('forgets a failed load', async () => {
    const cache = new BoundedTtlCache<number>(1000, 3, 'test');
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 5)).toBe(5);
  });
});
