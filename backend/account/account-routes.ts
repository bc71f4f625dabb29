import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressFormFields } from '../../core/account/account-fields';
import type { FieldErrors } from '../../core/shared/validation-codes';
import { AddressForm } from '../../core/account/account-forms';
import { normalizeEmail, readForm } from '../../core/shared/forms';
import { addAddress, deleteAddress, listAddresses, readerOf, updateAddress, writerOf } from './address-book';
import { type Caller, identifyCaller } from '../auth/caller';
import { countriesIn, knownCountry, knownState, statesOf } from './countries';
import { readPage } from '../http/paging';
import { userVouchers } from './user-vouchers';
import { ACCOUNT_MESSAGES } from './account-messages';
import { translate } from '../i18n/server-messages';
import { fieldMessages } from '../i18n/validation-messages';
import type { ApiContext } from '../api/api-context';
import { formError, ok, unauthorized } from '../http/envelope';
import { bodyOf } from '../http/request-body';
import { readRowId } from '../http/ids';

type Query = Record<string, unknown>;
type Refusal = ReturnType<typeof unauthorized>;


/** The address form checked as a whole: fields first, then country and state against the ISO lists. */
function checkAddress(input: unknown): { fields: AddressFormFields; errors: FieldErrors } {
  const { form, errors } = readForm(AddressForm, input);
  const found: FieldErrors = { ...errors };
  const fields: AddressFormFields = { ...form, email: normalizeEmail(form.email) };
  if (!found.country) {
    const country = knownCountry(form.country);
    if (!country) found.country = 'invalid_choice';
    else {
      fields.country = country;
      if (!found.state) {
        const state = knownState(country, form.state);
        if (state === null) found.state = 'invalid_choice';
        else fields.state = state;
      }
    }
  }
  return { fields, errors: found };
}

/** user/address/*, user/user-vouchers, countries-phones. */
export async function accountRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const message = async (request: FastifyRequest, key: string) => translate(ACCOUNT_MESSAGES, key, await ctx.language(request));

  /** The caller, or the envelope that refuses: a dead bearer token, or (when required) no user. */
  const callerOr403 = async (request: FastifyRequest): Promise<Caller | { refused: Refusal }> => {
    const caller = await identifyCaller(db, request);
    if (caller.invalidToken || (caller.userId === null && caller.guestToken === null)) return { refused: unauthorized(await message(request, 'unauthorized')) };
    return caller;
  };
  /** (T) calls: the signed-in user's id, or the refusal. */
  const userOr403 = async (request: FastifyRequest): Promise<{ userId: number } | { refused: Refusal }> => {
    const { userId } = await identifyCaller(db, request);
    return userId === null ? { refused: unauthorized(await message(request, 'unauthorized')) } : { userId };
  };

  app.get('/user/address/all', async (request) => {
    const caller = await callerOr403(request);
    if ('refused' in caller) return caller.refused;
    return ok(await listAddresses(db, await readerOf(db, caller), readPage((request.query as Query).page)));
  });

  app.post('/user/address/action', async (request) => {
    const caller = await callerOr403(request);
    if ('refused' in caller) return caller.refused;
    const language = await ctx.language(request);
    const body = bodyOf(request);
    const { fields, errors } = checkAddress(body);
    if (Object.keys(errors).length > 0) return formError(fieldMessages(errors, language));

    const notYours = unauthorized(translate(ACCOUNT_MESSAGES, 'not_yours', language));
    if (body.id === undefined || body.id === null) {
      const owner = await writerOf(db, caller);
      if (!owner) return notYours;
      return ok(await addAddress(db, owner, fields), translate(ACCOUNT_MESSAGES, 'address_added', language));
    }
    const id = readRowId(body.id);
    const owner = await readerOf(db, caller);
    const saved = id !== null && owner ? await updateAddress(db, owner, id, fields) : null;
    return saved ? ok(saved, translate(ACCOUNT_MESSAGES, 'address_updated', language)) : notYours;
  });

  app.post('/user/address/delete', async (request) => {
    const caller = await callerOr403(request);
    if ('refused' in caller) return caller.refused;
    const id = readRowId(bodyOf(request).id);
    const owner = await readerOf(db, caller);
    const deleted = id !== null && owner !== null && (await deleteAddress(db, owner, id));
    return deleted ? ok({ id }, await message(request, 'address_deleted')) : unauthorized(await message(request, 'not_yours'));
  });

  app.get('/user/user-vouchers', async (request) => {
    const caller = await userOr403(request);
    if ('refused' in caller) return caller.refused;
    return ok(await userVouchers(db, caller.userId, await ctx.language(request)));
  });

  app.get('/countries-phones', async (request) => {
    const countries = countriesIn(await ctx.language(request));
    const country = (request.query as Query).country;
    if (country === undefined) return ok({ countries });
    return ok({ countries, states: typeof country === 'string' ? statesOf(country.trim()) : [] });
  });
}
