// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, recoverFromChunkError } from './chunk-recovery';
import { prefetchAllowed } from './link-prefetch';

describe('chunk-load recovery', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('recognises a page chunk that failed to download', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page at most once a minute', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const error = new TypeError('Failed to fetch dynamically imported module');
    expect(recoverFromChunkError(error, 1_000_000)).toBe(true);
    expect(recoverFromChunkError(error, 1_030_000)).toBe(false);
    expect(recoverFromChunkError(error, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    expect(recoverFromChunkError(new Error('boom'))).toBe(false);
  });
});

describe('link prefetch', () => {
  it('is skipped on 2g connections and with data saver on', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
