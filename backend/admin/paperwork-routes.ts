import type { FastifyInstance } from 'fastify';
import { type PaperworkKind, paperworkFileName } from '../../core/admin/order-paperwork';
import { CAPABILITY } from '../../core/admin/roles';
import type { ApiContext } from '../api/api-context';
import { failure } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { backOfficeGuard } from './back-office-guard';
import { renderInvoice, renderPackingSlip } from './order-paperwork';
import { loadOrderPaperwork } from './order-paperwork-loader';
import { PAPERWORK_MESSAGES } from './paperwork-messages';

/**
 * api/v1/admin/orders/{code}/packing-slip.pdf and .../invoice.pdf (issue 31): an order's papers
 * for whoever works the orders, in `?language=` when the shop has it, else the member's language.
 * The file opens in the browser (inline, named for the paper and the order) and is never cached:
 * it holds the buyer's address. An unknown code is a 404 envelope in the member's language.
 */
export async function paperworkRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { member } = backOfficeGuard(ctx);
  const render: Record<PaperworkKind, typeof renderInvoice> = { 'packing-slip': renderPackingSlip, invoice: renderInvoice };
  /** A language the shop has, resolved as every call's is (unknown: the shop's default). */
  const shopLanguage = (language: string) => ctx.language({ params: {}, query: { language }, headers: {} });

  for (const kind of ['packing-slip', 'invoice'] as const) {
    app.get<{ Params: { code: string }; Querystring: { language?: unknown } }>(`/admin/orders/:code/${kind}.pdf`, async (request, reply) => {
      const m = await member(request, reply, CAPABILITY.orders);
      if (!m) return reply;
      const own = await shopLanguage(m.language);
      const asked = request.query.language;
      const language = typeof asked === 'string' && asked !== '' ? await shopLanguage(asked) : own;
      const paper = await loadOrderPaperwork(ctx.db, request.params.code, language);
      if (!paper) return reply.code(404).send(failure(404, translate(PAPERWORK_MESSAGES, 'order_not_found', own)));
      const pdf = await render[kind](paper);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${paperworkFileName(kind, paper.order.code)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    });
  }
}
