import type { FastifyInstance } from 'fastify';
import { statementMonthOf } from '../../core/ledger/earnings';
import type { ApiContext } from '../api/api-context';
import { amountToCents } from '../db/money';
import { businessError, formError, ok } from '../http/envelope';
import { bodyOf, recordOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import type { SellerGuard } from '../seller/seller-guard';
import { amountOf, storeBalance } from './balances';
import { loadMarketplaceTerms } from './commission-terms';
import { EARNINGS_MESSAGES } from './earnings-messages';
import { requestPayout } from './payouts';
import { loadSellerEarnings, monthStatementCsv } from './seller-earnings';

/**
 * api/v1/seller's money (issue 33, decision 0035; docs/seller-api.md), behind the seller's gate:
 * - `GET seller/earnings`: the store's balance (pending, available, paid out), newest entries and payouts.
 * - `POST seller/payouts {amount}`: asks for available money; more than is available is refused.
 * - `GET seller/statements/{YYYY-MM}.csv`: the month's statement in the seller's language.
 */
export function earningsRoutes(app: FastifyInstance, ctx: ApiContext, guard: SellerGuard): void {
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(EARNINGS_MESSAGES, key, language, vars);

  app.get('/seller/earnings', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    return ok(await loadSellerEarnings(ctx.db, seller.storeId, new Date()));
  });

  app.post('/seller/payouts', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const { amount } = bodyOf(request);
    const cents = typeof amount === 'string' || typeof amount === 'number' ? amountToCents(amount) : null;
    if (cents === null) return formError({ amount: say(seller.language, 'payout_not_positive') });
    const now = new Date();
    const result = await requestPayout(ctx.db, ctx.shop.dialect, seller.storeId, cents, now);
    if (!result.ok) {
      const terms = await loadMarketplaceTerms(ctx.db);
      const available = amountOf(Math.max(0, (await storeBalance(ctx.db, seller.storeId, terms.returnWindowDays, now)).availableCents));
      return formError({ amount: say(seller.language, `payout_${result.reason}`, { available }) });
    }
    return ok(await loadSellerEarnings(ctx.db, seller.storeId, now), say(seller.language, 'payout_requested', { amount: amountOf(cents) }));
  });

  app.get('/seller/statements/:file', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const file = recordOf(request.params).file;
    const month = statementMonthOf(typeof file === 'string' ? file.replace(/\.csv$/, '') : null);
    if (month === null) return businessError([say(seller.language, 'month_invalid')]);
    const store = await ctx.db.selectFrom('stores').select('slug').where('id', '=', seller.storeId).executeTakeFirstOrThrow();
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${store.slug}-${month}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(`\ufeff${await monthStatementCsv(ctx.db, seller.storeId, month, seller.language)}`);
  });
}
