import type { FastifyInstance } from 'fastify';
import { BankTransferForm } from '../../core/payments/bank-transfer-form';
import { readForm } from '../../core/shared/forms';
import type { ApiContext } from '../api/api-context';
import { readCartOwner } from '../cart/cart-owner';
import { businessError, failure, formError, ok, unauthorized } from '../http/envelope';
import { readRowId } from '../http/ids';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { fieldMessages } from '../i18n/validation-messages';
import { reportBankTransfer } from './bank-transfers';
import { PAYMENT_MESSAGES } from './payment-messages';
import { payAnotherWay } from './pay-another-way';

/**
 * order/transaction (T): the buyer of an unpaid bank-transfer order reports the transfer (bank,
 * account holder, account number, branch, transaction id). Each field is required and bounded;
 * someone else's order is "Order not found." and nothing is stored.
 *
 * With `order_method`, the buyer of an unpaid online order pays it again (an online method: a new
 * payment is opened, `{order_id, payment}`) or switches it to cash on delivery or bank transfer
 * (the order is answered as order/action answers it).
 */
export async function bankTransferRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  app.post('/order/transaction', async (request, reply) => {
    const [owner, lang] = await Promise.all([readCartOwner(db, request), ctx.language(request)]);
    const say = (key: string) => translate(PAYMENT_MESSAGES, key, lang);
    if (!owner.ok) return unauthorized(say('unauthorized'));
    const body = bodyOf(request);
    const orderId = readRowId(body.order_id);
    if (orderId === null || owner.owner === null) return reply.code(404).send(failure(404, say('order_not_found')));
    if (body.order_method !== undefined) {
      const outcome = await payAnotherWay(app, ctx, { orderId, owner: owner.owner, method: readRowId(body.order_method) ?? 0, language: lang });
      if (!outcome.ok) return outcome.code === 'order_not_found' ? reply.code(404).send(failure(404, say('order_not_found'))) : businessError([outcome.message ?? say(outcome.code)]);
      return ok(outcome.data, say(outcome.said));
    }
    const { form, errors } = readForm(BankTransferForm, body);
    if (Object.keys(errors).length > 0) return formError(fieldMessages(errors, lang));
    const outcome = await reportBankTransfer(db, ctx.shop.dialect, { orderId, owner: owner.owner, form });
    if (!outcome.ok) return outcome.code === 'order_not_found' ? reply.code(404).send(failure(404, say('order_not_found'))) : businessError([say(outcome.code)]);
    return ok({ order_id: orderId, replaced: outcome.replaced }, say('payment_data_submitted'));
  });
}
