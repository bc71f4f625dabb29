import type { FeatureName, RouteLoadContext } from '../routing/route-definition';

export type { FeatureName };


/** A loaded feature: its services are bound, and it answers the data loads of its routes. */
export interface Feature {
  /** Route data loads by (language-neutral) route name. */
  readonly loads: Readonly<Record<string, (context: RouteLoadContext) => Promise<void>>>;
  /**
   * Route data read ahead of a likely visit (a link pointed at), by route name: starts the reads
   * the route's load makes, which takes their answers for a few seconds. Never throws.
   */
  readonly prefetches?: Readonly<Record<string, (context: RouteLoadContext) => void>>;
}

/** Loads features on demand (composition binds their services into this tab's or request's container). */
export interface FeatureLoader {
  /** Binds the feature once (later calls answer at once) and returns its route loads. */
  load(name: FeatureName): Promise<Feature>;
  /** Whether the feature is bound, observably: a page waits for its feature before rendering. */
  isLoaded(name: FeatureName): boolean;
}
export const FeatureLoader = Symbol('FeatureLoader');
