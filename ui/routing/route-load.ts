import { FeatureLoader } from '../app/features';
import { routeFeatures, type RouteDefinition, type RouteLoadContext } from './route-definition';

/** A route's data: its feature first (bound on demand), then the feature's load, then the route's own. */
export async function runRouteLoad(route: RouteDefinition, context: RouteLoadContext): Promise<void> {
  const loader = context.resolver.get<FeatureLoader>(FeatureLoader);
  const [feature] = await Promise.all(routeFeatures(route).map((name) => loader.load(name)));
  if (route.feature) await feature?.loads[route.name]?.(context);
  await route.load?.(context);
}
