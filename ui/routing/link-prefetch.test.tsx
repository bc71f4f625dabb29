// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ServicesProvider, type Resolver } from '../app/services';
import { FeatureLoader, type Feature } from '../app/features';
import type { LazyPage } from './lazy-page';
import { LocalizedLink } from './LocalizedLink';
import { HOVER_INTENT_MS } from './link-prefetch';
import type { LocalizedRoute, RouteLoadContext } from './route-definition';
import { RouteTable } from './route-table';

/** The product route with a page, a feature and a data prefetch the test can watch. */
function fixture() {
  const preload = vi.fn(async () => () => null);
  const page = { module: 'ui/product/ProductPage.tsx', preload, loaded: () => null } as unknown as LazyPage;
  const product = { name: 'product', feature: 'product' as const, path: '/:main/product/:id', layout: 'default' as const, page };
  const routes: LocalizedRoute[] = [{ name: 'product', path: '/:main/product/:id', language: 'en', route: product }];
  const dataReads: RouteLoadContext['params'][] = [];
  const feature: Feature = { loads: {}, prefetches: { product: ({ params }) => { dataReads.push(params); } } };
  const load = vi.fn(async () => feature);
  const resolver: Resolver = { get: <T,>(token: unknown) => { if (token !== FeatureLoader) throw new Error('unexpected service'); return { load, isLoaded: () => false } as T; } };
  const view = render(
    <MemoryRouter>
      <ServicesProvider resolver={resolver}>
        <RouteTable.Provider value={routes}>
          <LocalizedLink to="/blue-lamp/product/12" prefetchInView>Blue lamp</LocalizedLink>
        </RouteTable.Provider>
      </ServicesProvider>
    </MemoryRouter>,
  );
  return { view, preload, load, dataReads, link: () => screen.getByRole('link', { name: 'Blue lamp' }) };
}

/** A stand-in IntersectionObserver: the test says when the link comes into view. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) { FakeObserver.current = this; }
  observe(target: Element) { this.targets.add(target); }
  unobserve(target: Element) { this.targets.delete(target); }
  disconnect() { this.targets.clear(); }
  show() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

/** Lets the feature's load (a promise) answer. */
const flush = () => act(async () => { await Promise.resolve(); await Promise.resolve(); await Promise.resolve(); });

describe('link prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    setConnection({ effectiveType: '4g', saveData: false });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setConnection(undefined);
  });

  it('in view: the page and its feature code load once the browser is idle, but not the data', async () => {
    const { preload, load, dataReads } = fixture();
    expect(preload).not.toHaveBeenCalled();
    act(() => FakeObserver.current!.show());
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    await flush();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('product');
    expect(dataReads).toEqual([]);
    // Seen once is enough: the link is no longer watched.
    expect(FakeObserver.current!.targets.size).toBe(0);
  });

  it('resting the pointer on the link reads the product data; crossing it on the way elsewhere does not', async () => {
    const { link, preload, dataReads } = fixture();
    fireEvent.mouseEnter(link());
    fireEvent.mouseLeave(link());
    await act(async () => { await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS * 2); });
    await flush();
    expect(preload).toHaveBeenCalled();
    expect(dataReads).toEqual([]);

    fireEvent.mouseEnter(link());
    await act(async () => { await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS); });
    await flush();
    expect(dataReads).toEqual([{ main: 'blue-lamp', id: '12' }]);
  });

  it('focus and touch read the data at once', async () => {
    const { link, dataReads } = fixture();
    fireEvent.focus(link());
    await flush();
    expect(dataReads).toHaveLength(1);
    fireEvent.touchStart(link());
    await flush();
    expect(dataReads).toHaveLength(2);
  });

  it.each([
    ['a 2g connection', { effectiveType: '2g' }],
    ['a slow-2g connection', { effectiveType: 'slow-2g' }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ])('on %s nothing is prefetched: not in view, not on hover, focus or touch', async (_name, connection) => {
    setConnection(connection);
    const { link, preload, load, dataReads } = fixture();
    act(() => FakeObserver.current!.show());
    fireEvent.mouseEnter(link());
    fireEvent.focus(link());
    fireEvent.touchStart(link());
    await act(async () => { await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS * 2); });
    await flush();
    expect(preload).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(dataReads).toEqual([]);
  });

  it('a link removed before the pointer rested long enough reads nothing', async () => {
    const { view, link, dataReads } = fixture();
    fireEvent.mouseEnter(link());
    view.unmount();
    await act(async () => { await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS * 2); });
    await flush();
    expect(dataReads).toEqual([]);
  });
});
