import { describe, expect, it } from 'vitest';
import { READ_AHEAD_TTL_MS, ReadAhead } from './read-ahead';

/** A read whose answer the test releases (or refuses) when it wants. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ReadAhead', () => {
  it('reads once however often it is warmed while the answer is on its way or fresh', async () => {
    let now = 0;
    const ahead = new ReadAhead(() => now);
    let reads = 0;
    const read = () => { reads++; return Promise.resolve('answer'); };
    ahead.warm('product/7', read);
    ahead.warm('product/7', read);
    await settle();
    now += READ_AHEAD_TTL_MS;
    ahead.warm('product/7', read);
    expect(reads).toBe(1);
    ahead.warm('product/8', read);
    expect(reads).toBe(2);
  });

  it('hands an answer over once: the read after that asks again', async () => {
    const ahead = new ReadAhead(() => 0);
    ahead.warm('k', () => Promise.resolve('answer'));
    await expect(ahead.take('k')).resolves.toBe('answer');
    expect(ahead.take('k')).toBeNull();
  });

  it('hands over an answer still on its way, whatever the time', async () => {
    let now = 0;
    const ahead = new ReadAhead(() => now);
    const slow = deferred();
    ahead.warm('k', () => slow.promise);
    now += 10 * READ_AHEAD_TTL_MS;
    const taken = ahead.take('k');
    expect(taken).not.toBeNull();
    slow.resolve('late');
    await expect(taken).resolves.toBe('late');
  });

  it('forgets an answer older than its lifetime, counted from its arrival: stock and prices are live', async () => {
    let now = 0;
    const ahead = new ReadAhead(() => now);
    const slow = deferred();
    ahead.warm('k', () => slow.promise);
    now = 1_000;
    slow.resolve('answer');
    await settle();
    now = 1_000 + READ_AHEAD_TTL_MS;
    expect(ahead.take('k')).not.toBeNull();
    ahead.warm('k', () => Promise.resolve('again'));
    await settle();
    now += READ_AHEAD_TTL_MS + 1;
    expect(ahead.take('k')).toBeNull();
    // And warming after that reads anew.
    let reads = 0;
    ahead.warm('k', () => { reads++; return Promise.resolve('new'); });
    expect(reads).toBe(1);
  });

  it('forgets a failed read, so the real read asks for itself', async () => {
    const ahead = new ReadAhead(() => 0);
    ahead.warm('k', () => Promise.reject(new Error('down')));
    await settle();
    expect(ahead.take('k')).toBeNull();
  });

  it('keeps at most its bound, dropping the oldest', () => {
    const ahead = new ReadAhead(() => 0, READ_AHEAD_TTL_MS, 2);
    for (const key of ['a', 'b', 'c']) ahead.warm(key, () => Promise.resolve(key));
    expect(ahead.take('a')).toBeNull();
    expect(ahead.take('b')).not.toBeNull();
    expect(ahead.take('c')).not.toBeNull();
  });
});
