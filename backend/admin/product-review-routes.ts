import type { FastifyInstance } from 'fastify';
import { type ProductDecision, productDecisionProblem } from '../../core/admin/product-review';
import { CAPABILITY } from '../../core/admin/roles';
import type { ApiContext } from '../api/api-context';
import { businessError, ok } from '../http/envelope';
import { readRowId } from '../http/ids';
import { readPage } from '../http/paging';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { backOfficeGuard } from './back-office-guard';
import { PRODUCT_REVIEW_MESSAGES } from './product-review-messages';
import { decideProduct, listProductsInReview } from './product-review-queue';

/**
 * api/v1/admin: the review queue of sellers' products (issue 32), for members who may moderate
 * content. `GET admin/products/review?page=`: the products waiting, oldest first. `POST
 * admin/products/review/decide` `{product_id, version, decision: approve|send_back, reason}`:
 * approve (public at once, everywhere) or send back with a reason; on the version read, audited
 * and mailed to the seller in their language in the same transaction.
 */
export async function productReviewRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { member } = backOfficeGuard(ctx);
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(PRODUCT_REVIEW_MESSAGES, key, language, vars);

  app.get('/admin/products/review', async (request, reply) => {
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    const language = await ctx.language(request);
    return ok(await listProductsInReview(ctx.db, readPage((request.query as Record<string, unknown> | undefined)?.page), language));
  });

  app.post('/admin/products/review/decide', async (request, reply) => {
    const language = await ctx.language(request);
    const m = await member(request, reply, CAPABILITY.content);
    if (!m) return reply;
    const body = bodyOf(request);
    const productId = readRowId(body.product_id);
    const version = readRowId(body.version);
    const decision: ProductDecision['decision'] | null = body.decision === 'approve' || body.decision === 'send_back' ? body.decision : null;
    const reason = body.reason === undefined || body.reason === null ? '' : body.reason;
    if (productId === null || version === null || decision === null || typeof reason !== 'string') return businessError([say(language, 'bad_input')]);
    const form: ProductDecision = { productId, version, decision, reason };
    const problem = productDecisionProblem(form);
    if (problem) return businessError([say(language, problem)]);
    const { defaultLanguage } = await ctx.models.languageCatalogue();
    const result = await decideProduct(ctx.db, ctx.shop.dialect, ctx.mail, ctx.accounts.publicUrl, defaultLanguage, form, m, request.ip);
    if (!result.ok) return businessError([say(language, result.reason)]);
    ctx.changes.changed({ scope: 'products', ids: [productId], tiles: true });
    return ok(null, say(language, decision === 'approve' ? 'product_approved' : 'product_sent_back', { title: result.title }));
  });
}
