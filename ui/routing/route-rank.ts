import type { LocalizedRoute } from './route-definition';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isDynamic = (segment: string) => segment.startsWith(':') || segment === '*';

/**
 * Routes ordered so that the most specific one matching a path comes first: more static
 * segments first (as react-router's ranking scores them), then, segment by segment from the
 * left, a static segment before a parameter. So `/categories`, `/shop/:slug` and
 * `/all/:category` win over `/:main/products`, and `/fr/...` over an English `/:main/...`
 * whatever order the routes were declared in. The sort is stable: equals keep their order, and
 * react-router breaks its own ties by this order too, so both matchers agree.
 */
export function rankRoutes(routes: readonly LocalizedRoute[]): LocalizedRoute[] {
  const staticCount = (path: string) => segmentsOf(path).filter((s) => !isDynamic(s)).length;
  return [...routes].sort((a, b) => {
    const byCount = staticCount(b.path) - staticCount(a.path);
    if (byCount !== 0) return byCount;
    const left = segmentsOf(a.path);
    const right = segmentsOf(b.path);
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const order = Number(isDynamic(left[i]!)) - Number(isDynamic(right[i]!));
      if (order !== 0) return order;
    }
    return 0;
  });
}
