import type { FastifyInstance } from 'fastify';

/**
 * `METHOD /path` (without `/api/v1`) for every api/v1 route the app has, read off Fastify's own
 * route table (`printRoutes`), HEAD left out: tests that must cover every call enumerate it here,
 * so a route added later is covered, or named, without anyone remembering to.
 */
export function apiRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    // Each level of the tree is indented by four characters; a child's text continues its parent's path.
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    if (!path.startsWith('/api/v1/')) continue;
    for (const method of match[3]!.split(', ').filter((m) => m !== 'HEAD')) found.push(`${method} ${path.slice('/api/v1'.length)}`);
  }
  return found.sort();
}
