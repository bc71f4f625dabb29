import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPABILITY } from '../../core/admin/roles';
import { PAYOUT_REFERENCE_MAX, percentToBps, returnWindowOf } from '../../core/ledger/earnings';
import { isMarkup } from '../../core/shared/shop-text';
import type { ApiContext } from '../api/api-context';
import { backOfficeGuard } from '../admin/back-office-guard';
import { businessError, formError, ok } from '../http/envelope';
import { readRowId } from '../http/ids';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { readVersion } from '../seller/seller-input';
import { EARNINGS_MESSAGES } from './earnings-messages';
import { loadLedgerDesk, removeRate, saveRate, saveTerms } from './ledger-desk';
import { decidePayout } from './payouts';

/** A rate or window as sent: text or a number. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * api/v1/admin's money desk (issue 33, deliverable 5; decision 0035), under the operator's `money`
 * capability; every change version-checked and audited, every answer the desk afresh:
 * - `GET admin/ledger`: terms, overrides, stores' balances, the shop's account, payout requests.
 * - `POST admin/ledger/terms {version, commission_percent, return_window_days}`.
 * - `POST admin/ledger/rates {scope: category|store, scope_id, percent}`: a target's own rate.
 * - `POST admin/ledger/rates/{id}/remove {version}`.
 * - `POST admin/payouts/{id} {decision: pay|refuse, version, reference}`.
 */
export async function moneyDeskRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { member } = backOfficeGuard(ctx);
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(EARNINGS_MESSAGES, key, language, vars);

  async function operator(request: FastifyRequest, reply: FastifyReply) {
    const m = await member(request, reply, CAPABILITY.money);
    if (!m) return null;
    return { who: { actor: { id: m.id, email: m.email }, ip: request.ip }, language: await ctx.language(request), body: bodyOf(request) };
  }
  const desk = async (language: string, message?: string) => ok(await loadLedgerDesk(ctx.db, language, new Date()), message);

  app.get('/admin/ledger', async (request, reply) => {
    if (!(await member(request, reply, CAPABILITY.money))) return reply;
    return desk(await ctx.language(request));
  });

  app.post('/admin/ledger/terms', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { body, language } = caller;
    const bps = percentToBps(textOf(body.commission_percent));
    const days = returnWindowOf(textOf(body.return_window_days));
    const version = readVersion(body.version);
    const fields: Record<string, string> = {};
    if (bps === null) fields.commissionPercent = say(language, 'rate_invalid');
    if (days === null) fields.returnWindowDays = say(language, 'window_invalid');
    if (Object.keys(fields).length > 0) return formError(fields);
    if (version === null) return businessError([say(language, 'bad_input')]);
    if (!(await saveTerms(ctx.db, ctx.shop.dialect, { version, bps: bps!, days: days! }, caller.who, new Date()))) return businessError([say(language, 'terms_stale')]);
    return desk(language, say(language, 'terms_saved'));
  });

  app.post('/admin/ledger/rates', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { body, language } = caller;
    const scope = body.scope === 'category' || body.scope === 'store' ? body.scope : null;
    const scopeId = readRowId(body.scope_id);
    const bps = percentToBps(textOf(body.percent));
    const fields: Record<string, string> = {};
    if (scope === null || scopeId === null) fields.target = say(language, 'rate_target_missing');
    if (bps === null) fields.percent = say(language, 'rate_invalid');
    if (Object.keys(fields).length > 0) return formError(fields);
    if (!(await saveRate(ctx.db, ctx.shop.dialect, { scope: scope!, scopeId: scopeId!, bps: bps! }, caller.who, new Date()))) return formError({ target: say(language, 'rate_target_missing') });
    const answer = await loadLedgerDesk(ctx.db, language, new Date());
    const name = answer.rates.find((r) => r.scope === scope && r.scopeId === scopeId)?.name ?? '';
    return ok(answer, say(language, 'rate_saved', { name }));
  });

  app.post('/admin/ledger/rates/:id/remove', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { body, language } = caller;
    const id = readRowId((request.params as { id?: unknown }).id);
    const version = readVersion(body.version);
    const removed = id === null || version === null ? null : await removeRate(ctx.db, ctx.shop.dialect, id, version, caller.who, new Date());
    if (removed === null) return businessError([say(language, 'rate_not_found')]);
    // The desk read once, after the change; the target's name from its lists.
    const answer = await loadLedgerDesk(ctx.db, language, new Date());
    const name = (removed.scope === 'store' ? answer.stores : answer.categories).find((t) => t.id === removed.scopeId)?.name ?? `#${removed.scopeId}`;
    return ok(answer, say(language, 'rate_removed', { name }));
  });

  app.post('/admin/payouts/:id', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { body, language } = caller;
    const id = readRowId((request.params as { id?: unknown }).id);
    const decision = body.decision === 'pay' || body.decision === 'refuse' ? body.decision : null;
    const version = readVersion(body.version);
    const reference = typeof body.reference === 'string' ? body.reference.trim() : '';
    if (id === null) return businessError([say(language, 'payout_not_found')]);
    if (decision === null || version === null) return businessError([say(language, 'bad_input')]);
    if (reference === '') return formError({ reference: say(language, 'reference_required') });
    if (reference.length > PAYOUT_REFERENCE_MAX || isMarkup(reference)) return formError({ reference: say(language, 'reference_invalid') });
    const result = await decidePayout(ctx.db, ctx.shop.dialect, id, { decision, version, reference }, caller.who, new Date());
    if (!result.ok) return businessError([say(language, result.reason)]);
    return desk(language, say(language, decision === 'pay' ? 'payout_paid' : 'payout_refused', { id }));
  });
}
