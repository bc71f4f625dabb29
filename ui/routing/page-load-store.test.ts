import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import { MIN_PENDING_MS, PageLoadStore } from './page-load-store';

describe('PageLoadStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows no placeholder when the data is already there', async () => {
    const store = new PageLoadStore();
    await store.run('a', async () => undefined);
    expect(store.pending).toBe(false);
  });

  it('keeps a placeholder for at least 200 ms so it never flashes', async () => {
    const store = new PageLoadStore();
    let loaded!: () => void;
    const done = store.run('a', () => new Promise<void>((resolve) => { loaded = resolve; }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    loaded(); // the data arrives 10 ms in
    await vi.advanceTimersByTimeAsync(10);
    expect(store.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(MIN_PENDING_MS);
    await done;
    expect(store.pending).toBe(false);
    expect(store.timestamp).toBeGreaterThan(0);
  });

  it('records the status and message of a failed load', async () => {
    const store = new PageLoadStore();
    await store.run('a', async () => { throw new RequestError(201, 'Page is gone'); });
    expect(store.error).toEqual({ status: 201, message: 'Page is gone' });
  });

  it('skips the first browser load of what the server already loaded', async () => {
    const store = new PageLoadStore();
    store.restore({ serverKey: 'home', error: null });
    let loads = 0;
    await store.run('home', async () => { loads++; });
    await store.run('home', async () => { loads++; });
    expect(loads).toBe(1);
  });
});
