import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  bannerProblems, type BannerInput, type LanguageView, shippingRuleProblems, type TaxRuleInput, taxRuleProblems,
} from '../../core/admin/shop-rules';
import { CAPABILITY } from '../../core/admin/roles';
import type { ApiContext } from '../api/api-context';
import { businessError, ok } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { recordAudit } from './audit-log';
import type { BackOfficeMember } from './back-office-gate';
import { backOfficeGuard } from './back-office-guard';
import { loadBannerRules, saveBanner, shopPathOf } from './banner-rules';
import {
  changeRules, deleteShippingRule, deleteTaxRule, loadDeliveryRules, placeExists, saveShippingRule, saveTaxRule, shopLanguages,
} from './delivery-rules';
import { addLanguageRow, importLanguageTexts, type LanguageChange, listLanguageRows, removeLanguageRow } from './language-desk';
import { SHOP_RULES_MESSAGES } from './shop-rules-messages';
import { idOf, namesOf, readShippingRule, readTitles, refusedFor, versionOf } from './shipping-rule-input';

/**
 * api/v1/admin/rules: the operator's shipping and tax rules, the top and popup banners, and the
 * languages (issue 31, item 6), all under the `settings` capability. Every change is checked first
 * (core/admin/shop-rules.ts), refused whole with the reasons in the operator's language, matched
 * against the version the form was read at, written with its audit entry in one transaction, and
 * announced so that every shop process drops its caches (the storefront shows it within seconds).
 */
export async function shopRulesRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const { member } = backOfficeGuard(ctx);
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(SHOP_RULES_MESSAGES, key, language, vars);

  /** The operator making a change and the body, or null with the answer sent. */
  async function operator(request: FastifyRequest, reply: FastifyReply): Promise<{ m: BackOfficeMember; language: string; body: Record<string, unknown> } | null> {
    const m = await member(request, reply, CAPABILITY.settings);
    if (!m) return null;
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    return { m, language: await ctx.language(request), body };
  }

  const change = <T>(language: string, work: (trx: typeof db) => Promise<T>) => changeRules(ctx, language, work);

  app.get('/admin/rules/delivery', async (request, reply) => {
    if (!(await member(request, reply, CAPABILITY.settings))) return reply;
    return ok(await loadDeliveryRules(db));
  });

  app.post('/admin/rules/shipping', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const languages = await shopLanguages(db);
    const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? 'en';
    const input = readShippingRule(body, languages.map((l) => l.code));
    const problems = shippingRuleProblems(input, languages.map((l) => l.code), defaultLanguage, placeExists);
    if (problems.length > 0) return refusedFor(problems, language, body as { places?: [] }, namesOf(languages));
    const done = await change(language, (trx) => saveShippingRule(trx, input, defaultLanguage, { actor: m, ip: request.ip }));
    if (!done.ok) return done.answer;
    return ok(await loadDeliveryRules(db), say(language, 'rule_saved', { title: input.titles[language]?.trim() || input.titles[defaultLanguage]!.trim() }));
  });

  app.post('/admin/rules/shipping/delete', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const id = idOf(body.id);
    if (id === undefined) return businessError([say(language, 'not_found')]);
    const done = await change(language, (trx) => deleteShippingRule(trx, id, versionOf(body.version), { actor: m, ip: request.ip }));
    if (!done.ok) return done.answer;
    return ok(await loadDeliveryRules(db), say(language, 'rule_deleted', { title: done.value }));
  });

  app.post('/admin/rules/tax', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const input: TaxRuleInput = {
      id: idOf(body.id), version: versionOf(body.version), title: typeof body.title === 'string' ? body.title : '',
      type: typeof body.type === 'number' ? body.type : typeof body.type === 'string' && /^\s*\d\s*$/.test(body.type) ? Number(body.type) : Number.NaN, rate: typeof body.rate === 'number' || typeof body.rate === 'string' ? body.rate : '', public: body.public !== false,
    };
    const problems = taxRuleProblems(input);
    if (problems.length > 0) return refusedFor(problems, language, {}, {});
    const done = await change(language, (trx) => saveTaxRule(trx, input, { actor: m, ip: request.ip }));
    if (!done.ok) return done.answer;
    return ok(await loadDeliveryRules(db), say(language, 'tax_saved', { title: done.value }));
  });

  app.post('/admin/rules/tax/delete', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const id = idOf(body.id);
    if (id === undefined) return businessError([say(language, 'not_found')]);
    const done = await change(language, (trx) => deleteTaxRule(trx, id, versionOf(body.version), { actor: m, ip: request.ip }));
    if (!done.ok) return done.answer;
    return ok(await loadDeliveryRules(db), say(language, 'tax_deleted', { title: done.value }));
  });

  app.get('/admin/rules/banners', async (request, reply) => {
    if (!(await member(request, reply, CAPABILITY.settings))) return reply;
    return ok(await loadBannerRules(db));
  });

  app.post('/admin/rules/banners', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const languages = await shopLanguages(db);
    const codes = languages.map((l) => l.code);
    const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? 'en';
    const input: BannerInput = {
      id: idOf(body.id) ?? 0, version: versionOf(body.version), titles: readTitles(body.titles, codes),
      on: body.on === true, closable: body.closable === true, link: typeof body.link === 'string' ? body.link.trim() : '',
    };
    const problems = bannerProblems(input, codes);
    if (problems.length > 0) return refusedFor(problems, language, {}, namesOf(languages));
    let link = input.link;
    if (link.startsWith('/')) {
      const path = await shopPathOf(db, link);
      if (path === null) return businessError([say(language, 'link_missing', { path: link })]);
      link = path;
    }
    const done = await change(language, (trx) => saveBanner(trx, input, link, defaultLanguage, { actor: m, ip: request.ip }));
    if (!done.ok) return done.answer;
    return ok(await loadBannerRules(db), say(language, 'banner_saved'));
  });

  const languageList = async (): Promise<LanguageView[]> => listLanguageRows(db);

  /** A language change's answer: the list and what was done, or the refusal worded. */
  function languageAnswer<T>(result: LanguageChange<T>, language: string, code: string): ReturnType<typeof businessError> | null {
    if (result.ok) return null;
    return businessError([say(language, result.refusal, { code, problem: result.problem ?? '' })]);
  }

  app.get('/admin/rules/languages', async (request, reply) => {
    if (!(await member(request, reply, CAPABILITY.settings))) return reply;
    return ok(await languageList());
  });

  app.post('/admin/rules/languages', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const name = typeof body.name === 'string' ? body.name : '';
    const direction = typeof body.direction === 'string' ? body.direction : 'ltr';
    const done = await change(language, async (trx) => {
      const result = await addLanguageRow(trx, code, name, direction);
      if (result.ok) await recordAudit(trx, { actor: m, action: 'language.add', subject: 'language', subjectId: code, after: { code, name: result.name, direction, revived: result.revived }, ip: request.ip });
      return result;
    });
    if (!done.ok) return done.answer;
    const refused = languageAnswer(done.value, language, code);
    if (refused) return refused;
    return ok(await languageList(), say(language, 'language_added', { code, name: name.trim() }));
  });

  app.post('/admin/rules/languages/texts', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const json = typeof body.texts === 'string' ? body.texts : '';
    const done = await change(language, async (trx) => {
      const before = await trx.selectFrom('language_texts').select(['texts', 'updated_at']).where('language_code', '=', code).executeTakeFirst();
      const result = await importLanguageTexts(trx, code, json);
      if (result.ok) {
        await recordAudit(trx, {
          actor: m, action: 'language.texts', subject: 'language', subjectId: code,
          before: before ? { texts: JSON.parse(before.texts) as unknown, updated_at: before.updated_at } : null, after: { count: result.count, left_out: result.unknown }, ip: request.ip,
        });
      }
      return result;
    });
    if (!done.ok) return done.answer;
    const result = done.value;
    if (!result.ok) return languageAnswer(result, language, code);
    return ok(await languageList(), say(language, 'texts_imported', { code, count: result.count, unknown: result.unknown.length > 0 ? result.unknown.join(', ') : say(language, 'none') }));
  });

  app.post('/admin/rules/languages/remove', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const done = await change(language, async (trx) => {
      const before = (await listLanguageRows(trx)).find((row) => row.code === code) ?? null;
      const result = await removeLanguageRow(trx, code);
      if (result.ok) await recordAudit(trx, { actor: m, action: `language.${result.outcome === 'removed' ? 'remove' : 'deactivate'}`, subject: 'language', subjectId: code, before, after: result.outcome === 'removed' ? null : { active: false }, ip: request.ip });
      return result;
    });
    if (!done.ok) return done.answer;
    const result = done.value;
    if (!result.ok) return languageAnswer(result, language, code);
    return ok(await languageList(), result.outcome === 'removed' ? say(language, 'language_removed', { code }) : say(language, 'language_inactive', { code, count: result.translated }));
  });
}
