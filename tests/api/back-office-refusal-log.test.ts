import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHandlerApps } from '../support/page-handler';

/**
 * Issue 31: a back-office call the shop refuses (nobody, a session from another site, a role
 * without the capability) changes nothing and is logged, in the server's log: who was refused,
 * why, and the call. Not in the audit log, which anyone knocking could otherwise fill.
 */
describe('a refused back-office call', () => {
  const apps = pageHandlerApps();
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await apps.create({ logger: 'errors', logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is logged with why it was refused and the call, and answered 403', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/admin/members', payload: { email: 'someone@example.test' }, headers: { Authorization: 'Bearer not-a-session' } });
    expect(response.statusCode).toBe(403);
    const logged = lines.find((line) => line.msg === 'back office call refused');
    expect(logged).toMatchObject({ level: 40, backOffice: { refused: 'nobody', member: null, method: 'POST', url: '/api/v1/admin/members' } });
  });
});
