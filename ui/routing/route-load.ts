import { FeatureLoader } from '../app/features';
import type { RouteDefinition, RouteLoadContext } from './route-definition';

/** A route's data: its feature first (bound on demand), then the feature's load, then the route's own. */
export async function runRouteLoad(route: RouteDefinition, context: RouteLoadContext): Promise<void> {
  if (route.feature) {
    const feature = await context.resolver.get<FeatureLoader>(FeatureLoader).load(route.feature);
    await feature.loads[route.name]?.(context);
  }
  await route.load?.(context);
}
