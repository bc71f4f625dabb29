import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SETTINGS_GROUPS } from '../../core/admin/settings';
import {
  BankTransferForm, FreeDeliveryForm, readInstructions, readPaymentSwitches, readSettingsForm, type SettingsErrors, ShopIdentityForm, StorefrontForm,
} from '../../core/admin/settings-forms';
import { CAPABILITY } from '../../core/admin/roles';
import type { ApiContext } from '../api/api-context';
import { businessError, formError, ok } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import type { BackOfficeMember } from './back-office-gate';
import { backOfficeGuard } from './back-office-guard';
import { SETTINGS_MESSAGES, settingsFieldMessages } from './settings-messages';
import {
  loadShopSettings, saveBankTransfer, saveFreeDelivery, savePaymentSwitches, saveShopIdentity, saveStorefront, type SaveOutcome, type SettingsActor, type SettingsStore,
} from './shop-settings';

/**
 * api/v1/admin/settings: the shop's settings without SQL (issue 31, deliverable 6), for operators
 * only (staff are told they may not). `GET admin/settings` reads every group; each group is saved
 * by its own POST with the version it was read at (backend/admin/shop-settings.ts): checked by the
 * forms of core/admin/settings-forms.ts (a message per field in the member's language), refused
 * whole when stale, audited before and after, and shown by every shop process within seconds.
 */
export async function settingsRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { member } = backOfficeGuard(ctx);
  const store: SettingsStore = { db: ctx.db, dialect: ctx.shop.dialect, providers: ctx.payments.providers };
  const say = (language: string, key: string) => translate(SETTINGS_MESSAGES, key, language);
  const languages = async () => {
    const { codes, defaultLanguage } = await ctx.models.languageCatalogue();
    return [defaultLanguage, ...codes.filter((code) => code !== defaultLanguage)];
  };
  const current = async () => loadShopSettings(store, await languages());

  /** The operator making a settings call, and the language to answer in; or the answer already sent. */
  async function operator(request: FastifyRequest, reply: FastifyReply): Promise<{ m: BackOfficeMember; language: string } | null> {
    const language = await ctx.language(request);
    const m = await member(request, reply, CAPABILITY.settings);
    return m ? { m, language } : null;
  }

  /** A save's answer: the refused fields, a stale refusal, or every group afresh with what was saved. */
  async function answer(language: string, errors: SettingsErrors, write: () => Promise<SaveOutcome>, saved: string) {
    if (Object.keys(errors).length > 0) return formError(settingsFieldMessages(errors, language));
    if ((await write()) === 'stale') return businessError([say(language, 'stale')]);
    // This process drops its caches now; the others on the notice the save sent (PostgreSQL).
    ctx.changes.changed({ scope: 'shop' });
    return ok(await current(), say(language, saved));
  }

  const actorOf = (m: BackOfficeMember, request: FastifyRequest): SettingsActor => ({ member: m, ip: request.ip });

  app.get('/admin/settings', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    return ok(await current());
  });

  app.post(`/admin/settings/${SETTINGS_GROUPS.payments}`, async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { switches, errors } = readPaymentSwitches(request.body, (await current()).payments);
    return answer(caller.language, errors, () => savePaymentSwitches(store, actorOf(caller.m, request), switches), 'saved_payments');
  });

  app.post(`/admin/settings/${SETTINGS_GROUPS.bankTransfer}`, async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { form, errors } = readSettingsForm(BankTransferForm, request.body);
    const texts = readInstructions((request.body as { instructions?: unknown } | undefined)?.instructions, await languages());
    return answer(caller.language, { ...errors, ...texts.errors }, () => saveBankTransfer(store, actorOf(caller.m, request), form, texts.instructions), 'saved_bank_transfer');
  });

  app.post(`/admin/settings/${SETTINGS_GROUPS.storefront}`, async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { form, errors } = readSettingsForm(StorefrontForm, request.body);
    return answer(caller.language, errors, () => saveStorefront(store, actorOf(caller.m, request), form), 'saved_storefront');
  });

  app.post(`/admin/settings/${SETTINGS_GROUPS.freeDelivery}`, async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { form, errors } = readSettingsForm(FreeDeliveryForm, request.body);
    return answer(caller.language, errors, () => saveFreeDelivery(store, actorOf(caller.m, request), form), 'saved_free_delivery');
  });

  app.post(`/admin/settings/${SETTINGS_GROUPS.shop}`, async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { form, errors } = readSettingsForm(ShopIdentityForm, request.body);
    return answer(caller.language, errors, () => saveShopIdentity(store, actorOf(caller.m, request), form), 'saved_shop');
  });
}
