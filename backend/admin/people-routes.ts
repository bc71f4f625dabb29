import type { FastifyInstance } from 'fastify';
import { CUSTOMER_SORTS, type CustomerSort, customerSearchText, reasonProblem, SELLER_STATES, type SellerState } from '../../core/admin/people';
import { CustomerBlockForm, SellerDecisionForm } from '../../core/admin/people-forms';
import { CAPABILITY } from '../../core/admin/roles';
import { readForm } from '../../core/shared/forms';
import type { ApiContext } from '../api/api-context';
import { businessError, ok } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { backOfficeGuard } from './back-office-guard';
import { listCustomers, setCustomerBlock } from './customer-accounts';
import { PEOPLE_MESSAGES } from './people-messages';
import { decideSeller, listSellers } from './seller-approvals';

const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 && page <= 100_000 ? page : 1;
};
const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T => (choices as readonly unknown[]).includes(value) ? (value as T) : fallback;

/**
 * api/v1/admin: people (issue 31, deliverable 4). Sellers waiting for their store's approval
 * (approve, or refuse with a reason; the seller is mailed in their language) and customers (search,
 * orders, block). Every change checks the row's version, and is audited in its transaction.
 */
export async function peopleRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const { member } = backOfficeGuard(ctx);
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(PEOPLE_MESSAGES, key, language, vars);

  app.get('/admin/sellers', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.people);
    if (!m) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    return ok(await listSellers(db, oneOf<SellerState>(SELLER_STATES, query.state, 'waiting'), pageOf(query.page)));
  });

  app.post('/admin/sellers/decide', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, CAPABILITY.people);
    if (!m) return reply;
    const { form, errors } = readForm(SellerDecisionForm, request.body);
    if (errors.reason) return businessError([say(language, 'reason_too_long')]);
    if (Object.keys(errors).length > 0) return businessError([say(language, 'bad_input')]);
    const problem = reasonProblem(form.decision === 'refuse', form.reason);
    if (problem) return businessError([say(language, problem)]);
    const result = await decideSeller(db, ctx.shop.dialect, ctx.mail, ctx.accounts.publicUrl, {
      storeId: Number(form.store_id), version: Number(form.version), decision: form.decision as 'approve' | 'refuse', reason: form.reason,
    }, m, request.ip);
    if (!result.ok) return businessError([say(language, result.reason)]);
    if (form.decision === 'approve') ctx.changes.changed({ scope: 'shop' });
    return ok(null, say(language, form.decision === 'approve' ? 'seller_approved' : 'seller_refused', { store: result.store.name }));
  });

  app.get('/admin/customers', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.people);
    if (!m) return reply;
    const query = (request.query ?? {}) as Record<string, unknown>;
    return ok(await listCustomers(db, { q: customerSearchText(query.q), page: pageOf(query.page), sort: oneOf<CustomerSort>(CUSTOMER_SORTS, query.sort, 'newest') }));
  });

  app.post('/admin/customers/block', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, CAPABILITY.people);
    if (!m) return reply;
    const { form, errors } = readForm(CustomerBlockForm, request.body);
    if (errors.reason) return businessError([say(language, 'reason_too_long')]);
    if (Object.keys(errors).length > 0) return businessError([say(language, 'bad_input')]);
    const blocked = form.action === 'block';
    const problem = reasonProblem(blocked, form.reason);
    if (problem) return businessError([say(language, problem)]);
    const result = await setCustomerBlock(db, { userId: Number(form.user_id), version: Number(form.version), blocked, reason: form.reason }, m, request.ip);
    if (!result.ok) return businessError([say(language, result.reason)]);
    return ok(null, say(language, blocked ? 'customer_blocked' : 'customer_unblocked', { email: result.email }));
  });
}
