import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a value until it expires, then loads it again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 'test', () => now);
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000, 'test');
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('x', async () => { throw new Error('db down'); })).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });
});
