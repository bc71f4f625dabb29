import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BackOfficeCodeForm, StaffInviteForm, TotpConfirmForm } from '../../core/admin/back-office-forms';
import type { BackOfficeUser } from '../../core/admin/back-office';
import { CAPABILITY, may, ROLE } from '../../core/admin/roles';
import { SignInForm } from '../../core/auth/auth-forms';
import { normalizeEmail, readForm } from '../../core/shared/forms';
import type { ApiContext } from '../api/api-context';
import { authAnswers } from '../auth/auth-answers';
import { wantsCookieSession } from '../auth/session-cookie';
import { businessError, ok } from '../http/envelope';
import { readPage } from '../http/paging';
import { listAudit, recordAudit } from './audit-log';
import { type BackOfficeMember, backOfficeCaller } from './back-office-gate';
import { backOfficeGuard } from './back-office-guard';
import { grantBackOffice, listMembers, removeFromBackOffice } from './back-office-members';
import { backOfficeCsrfOf, revokeBackOfficeSession, setBackOfficeCookies } from './back-office-sessions';
import { factorStep, passwordStep } from './back-office-sign-in';
import { confirmTotp, hasTotp, newRecoveryCodes, recoveryCodesLeft, startTotp } from './totp';

/**
 * api/v1/admin: the back office (issue 31). Signing in takes the password and a second factor
 * (backend/admin/back-office-sign-in.ts); every other call checks the caller's back-office session
 * and role on the server (backend/admin/back-office-gate.ts, core/admin/roles.ts). Nobody, a
 * shopper and a seller all get the same 403; a member whose role lacks the capability is told so;
 * a write with the console's cookie from another site is refused. Every change is in the audit log.
 */
export async function backOfficeRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const { refused, throttled, waiting } = authAnswers(ctx);
  const { member, say } = backOfficeGuard(ctx);

  const profileOf = async (m: Pick<BackOfficeMember, 'id' | 'name' | 'email' | 'role' | 'language'>): Promise<BackOfficeUser> => ({
    id: m.id, name: m.name, email: m.email, role: m.role, language: m.language, totp: await hasTotp(db, m.id),
    capabilities: Object.values(CAPABILITY).filter((capability) => may(m.role, capability)),
  });

  app.post('/admin/auth/sign-in', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(SignInForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'back_office_signin', normalizeEmail(form.email), language)) return reply;
    const step = await passwordStep(db, ctx.accounts.mailer, form, request.ip);
    if (step.ok) return ok(step.challenge, say(language, step.challenge.factor === 'mail' ? 'code_mailed' : 'code_app', { email: step.email }));
    if (step.code === 'signin_wait') return waiting(reply, step.waitSeconds, language);
    return businessError([say(language, step.code)]);
  });

  app.post('/admin/auth/code', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(BackOfficeCodeForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'back_office_code', null, language)) return reply;
    const step = await factorStep(db, form, request.ip);
    if (!step.ok) return businessError([say(language, step.code)]);
    const user = await db.selectFrom('users as u').innerJoin('back_office_members as m', 'm.user_id', 'u.id')
      .select(['u.id', 'u.name', 'u.email', 'm.role', 'u.language']).where('u.id', '=', step.userId).executeTakeFirstOrThrow();
    const profile = await profileOf(user);
    // The console keeps the session in its cookies and gets the CSRF token; other clients get the token.
    if (wantsCookieSession(request)) {
      setBackOfficeCookies(request, reply, step.token);
      return ok({ ...profile, csrf: backOfficeCsrfOf(step.token) }, say(language, 'signed_in'));
    }
    void reply.header('cache-control', 'no-store');
    return ok({ ...profile, token: step.token }, say(language, 'signed_in'));
  });

  // Who the console's session belongs to: null for anyone else (the console then asks for a
  // sign-in), so asking is never a failed request in the member's browser.
  app.get('/admin/auth/me', async (request) => {
    const caller = await backOfficeCaller(db, request, ctx.accounts.publicUrl);
    return ok(caller.ok ? await profileOf(caller.member) : null);
  });

  app.post('/admin/auth/sign-out', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, null);
    if (!m) return reply;
    await revokeBackOfficeSession(db, m.token);
    setBackOfficeCookies(request, reply, null);
    return ok(null, say(language, 'signed_out'));
  });

  // Setting up a TOTP app: a new secret (pending), then a first code from the app confirms it and
  // gives the recovery codes once. Until then, and if the setup is abandoned, sign-ins use the mail.
  app.post('/admin/factor/totp', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, null);
    if (!m) return reply;
    const site = await db.selectFrom('site_settings').select('site_name').where('id', '=', 1).executeTakeFirst();
    return ok(await startTotp(db, m, site?.site_name || 'Storefront'), say(language, 'totp_started'));
  });

  app.post('/admin/factor/totp/confirm', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, null);
    if (!m) return reply;
    const { form, errors } = readForm(TotpConfirmForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'back_office_code', String(m.id), language)) return reply;
    if (!(await confirmTotp(db, m.id, form.code))) return businessError([say(language, 'totp_wrong')]);
    const codes = await newRecoveryCodes(db, m.id);
    await recordAudit(db, { actor: m, action: 'factor.totp', subject: 'user', subjectId: m.id, after: { totp: true }, ip: request.ip });
    return ok({ recovery_codes: codes }, say(language, 'totp_confirmed'));
  });

  app.get('/admin/factor/recovery-codes', async (request, reply) => {
    const m = await member(request, reply, null);
    if (!m) return reply;
    return ok({ left: await recoveryCodesLeft(db, m.id) });
  });

  app.get('/admin/members', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.staff);
    if (!m) return reply;
    return ok(await listMembers(db));
  });

  /** A staff change by a member who may make it: the member and the address, or the answer already given. */
  async function staffChange(request: FastifyRequest, reply: FastifyReply): Promise<{ answer: unknown } | { m: BackOfficeMember; email: string; language: string }> {
    const language = await ctx.language(request);
    const m = await member(request, reply, CAPABILITY.staff);
    if (!m) return { answer: reply };
    const { form, errors } = readForm(StaffInviteForm, request.body);
    const invalid = refused(errors, language);
    return invalid ? { answer: invalid } : { m, email: normalizeEmail(form.email), language };
  }

  app.post('/admin/members', async (request, reply) => {
    const change = await staffChange(request, reply);
    if (!('m' in change)) return change.answer;
    const { m, email, language } = change;
    const result = await grantBackOffice(db, ctx.mail, ctx.accounts.publicUrl, email, ROLE.staff, m, language, request.ip);
    if (!result.ok) return businessError([say(language, 'member_is_seller')]);
    return ok(await listMembers(db), say(language, 'member_invited', { email }));
  });

  app.post('/admin/members/remove', async (request, reply) => {
    const change = await staffChange(request, reply);
    if (!('m' in change)) return change.answer;
    const { m, email, language } = change;
    const target = await db.selectFrom('users as u').innerJoin('back_office_members as m', 'm.user_id', 'u.id').select('m.role').where('u.email', '=', email).executeTakeFirst();
    // Operators are added and removed on the server's command line only: nobody locks the owner out from a browser.
    if (target?.role !== ROLE.staff) return businessError([say(language, 'member_not_staff')]);
    await removeFromBackOffice(db, email, m, request.ip);
    return ok(await listMembers(db), say(language, 'member_removed', { email }));
  });

  app.get('/admin/audit', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.audit);
    if (!m) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined);
    return ok(await listAudit(db, {
      page: readPage(query.page), action: text(query.action), subject: text(query.subject), actor: text(query.actor), from: text(query.from), to: text(query.to),
    }));
  });

}
