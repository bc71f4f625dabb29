import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api/api-context';
import { ok } from '../http/envelope';
import { backOfficeGuard } from './back-office-guard';
import { dashboardFor } from './dashboard-figures';

/** api/v1/admin/dashboard: what needs attention now, for the member's role (issue 31, deliverable 2). */
export async function dashboardRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { member } = backOfficeGuard(ctx);
  app.get('/admin/dashboard', async (request, reply) => {
    const m = await member(request, reply, null);
    if (!m) return reply;
    void reply.header('cache-control', 'no-store');
    return ok(await dashboardFor(ctx.db, ctx.jobs, m.role));
  });
}
