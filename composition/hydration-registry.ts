import type { Hydratable } from '../ui/app/hydratable';

/**
 * The stores whose state travels from the server render to the browser, by key. The shop-wide
 * ones are registered with the container; a feature registers its view models when it loads, so
 * the browser must load the first page's feature before restoring (entry-client does).
 */
export class HydrationRegistry {
  private readonly stores = new Map<string, () => Hydratable>();

  add(key: string, store: () => Hydratable): void {
    this.stores.set(key, store);
  }

  entries(): [string, Hydratable][] {
    return [...this.stores].map(([key, store]) => [key, store()]);
  }
}
