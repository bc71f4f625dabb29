import type { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Feature, FeatureLoader, FeatureName } from '../../ui/app/features';
import type { HydrationRegistry } from '../hydration-registry';

/**
 * What a feature module exports: it binds its services and registers its hydratable stores;
 * `uses` names the features whose services its own resolve (bound first, whatever the route).
 */
export interface FeatureModule {
  readonly uses?: readonly FeatureName[];
  bindFeature(container: Container, hydration: HydrationRegistry): Feature;
}

/**
 * One import per process: the server binds a feature into every request's container, and an
 * `import()` per request went through the module loader's resolve hooks each time (tsx's run on
 * another thread: ~3% of a product page's server time). A failed import is tried again next time.
 */
function once(load: () => Promise<FeatureModule>): () => Promise<FeatureModule> {
  let pending: Promise<FeatureModule> | null = null;
  return () => (pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  }));
}

/** Each feature is its own chunk: `import()` here is what keeps its code out of the first load. */
export const FEATURE_MODULES: Readonly<Record<FeatureName, () => Promise<FeatureModule>>> = {
  auth: once(() => import('./auth-feature')),
  account: once(() => import('./account-feature')),
  catalogue: once(() => import('./catalogue-feature')),
  product: once(() => import('./product-feature')),
  cart: once(() => import('./cart-feature')),
  checkout: once(() => import('./checkout-feature')),
  payments: once(() => import('./payments-feature')),
  orders: once(() => import('./orders-feature')),
  lists: once(() => import('./lists-feature')),
  contact: once(() => import('./contact-feature')),
  newsletter: once(() => import('./newsletter-feature')),
  install: once(() => import('./install-feature')),
  admin: once(() => import('./admin-feature')),
  seller: once(() => import('./seller-feature')),
};

/** Binds features into one container (one request on the server, one tab in the browser). */
export class ContainerFeatureLoader implements FeatureLoader {
  private readonly loaded = new Map<FeatureName, Feature>();
  private readonly pending = new Map<FeatureName, Promise<Feature>>();

  constructor(
    private readonly container: Container,
    private readonly hydration: HydrationRegistry,
    private readonly modules: Readonly<Record<FeatureName, () => Promise<FeatureModule>>> = FEATURE_MODULES,
  ) {
    makeAutoObservable<this, 'container' | 'hydration' | 'modules' | 'pending'>(this, { container: false, hydration: false, modules: false, pending: false });
  }

  isLoaded(name: FeatureName): boolean {
    return this.loaded.has(name);
  }

  load(name: FeatureName): Promise<Feature> {
    const ready = this.loaded.get(name);
    if (ready) return Promise.resolve(ready);
    let pending = this.pending.get(name);
    if (!pending) {
      pending = this.modules[name]().then(
        async (module) => {
          for (const used of module.uses ?? []) await this.load(used);
          const feature = module.bindFeature(this.container, this.hydration);
          this.markLoaded(name, feature);
          return feature;
        },
      ).catch((error: unknown) => {
        this.pending.delete(name);
        throw error;
      });
      this.pending.set(name, pending);
    }
    return pending;
  }

  private markLoaded(name: FeatureName, feature: Feature): void {
    this.loaded.set(name, feature);
  }
}
