import type { FastifyInstance } from 'fastify';
import { shippingRuleProblems } from '../../core/admin/shop-rules';
import type { ApiContext } from '../api/api-context';
import { businessError, ok } from '../http/envelope';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { changeRules, deleteShippingRule, loadDeliveryRules, placeExists, type RuleOwner, saveShippingRule, shopLanguages } from '../admin/delivery-rules';
import { idOf, namesOf, readShippingRule, refusedFor, versionOf } from '../admin/shipping-rule-input';
import { SHOP_RULES_MESSAGES } from '../admin/shop-rules-messages';
import type { SellerCaller, SellerGuard } from './seller-guard';

/**
 * api/v1/seller/delivery (issue 32, store profile's pickup places; migration 0043): a store's own
 * shipping rules, each with the places it delivers to and, where it has one, a pickup point and its
 * address. Same checks, wording and versions as the operator's rules (backend/admin/delivery-rules.ts);
 * a seller sees and changes only their store's rules (another's answers as missing). Checkout prices
 * a product by its rule whoever owns it, so a store's rule chosen on its products is what shoppers pay
 * and where they may pick up; the store's page lists its public pickup points.
 */
export function deliveryRoutes(app: FastifyInstance, ctx: ApiContext, guard: SellerGuard): void {
  const { db } = ctx;
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(SHOP_RULES_MESSAGES, key, language, vars);
  const ownerOf = (seller: SellerCaller): RuleOwner => ({ storeId: seller.storeId });
  const changeOf = (seller: SellerCaller, ip: string) => ({ actor: { id: seller.userId, email: seller.email }, ip, owner: ownerOf(seller) });
  /** The store's rules as the screen reads them: no tax rules (those are the shop's). */
  const rulesOf = async (seller: SellerCaller) => {
    const { shipping, languages } = await loadDeliveryRules(db, ownerOf(seller));
    return { shipping, languages };
  };

  const change = <T>(seller: SellerCaller, work: (trx: typeof db) => Promise<T>) => changeRules(ctx, seller.language, work);

  app.get('/seller/delivery', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    return ok(await rulesOf(seller));
  });

  app.post('/seller/delivery/shipping', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const body = bodyOf(request);
    const languages = await shopLanguages(db);
    const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? 'en';
    const input = readShippingRule(body, languages.map((l) => l.code));
    const problems = shippingRuleProblems(input, languages.map((l) => l.code), defaultLanguage, placeExists);
    if (problems.length > 0) return refusedFor(problems, seller.language, body as { places?: [] }, namesOf(languages));
    const done = await change(seller, (trx) => saveShippingRule(trx, input, defaultLanguage, changeOf(seller, request.ip)));
    if (!done.ok) return done.answer;
    return ok(await rulesOf(seller), say(seller.language, 'rule_saved', { title: input.titles[seller.language]?.trim() || input.titles[defaultLanguage]!.trim() }));
  });

  app.post('/seller/delivery/shipping/delete', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const body = bodyOf(request);
    const id = idOf(body.id);
    if (id === undefined) return businessError([say(seller.language, 'not_found')]);
    const done = await change(seller, (trx) => deleteShippingRule(trx, id, versionOf(body.version), changeOf(seller, request.ip)));
    if (!done.ok) return done.answer;
    return ok(await rulesOf(seller), say(seller.language, 'rule_deleted', { title: done.value }));
  });
}
