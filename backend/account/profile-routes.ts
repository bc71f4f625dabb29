import type { FastifyInstance } from 'fastify';
import { ChangePasswordForm, DeleteAccountForm, ProfileForm } from '../../core/account/account-forms';
import { readForm } from '../../core/shared/forms';
import type { ApiContext } from '../api/api-context';
import { authAnswers } from '../auth/auth-answers';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { translate } from '../i18n/server-messages';
import { identifyCaller } from '../auth/caller';
import { unauthorized } from '../http/envelope';
import { changePassword, deleteAccount, updateProfile } from './profile-service';

/** user/update-profile, user/update-user-password, user/delete: the signed-in shopper's own profile. */
export async function profileRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const { answer, refused, throttled } = authAnswers(ctx);

  app.post('/user/update-profile', async (request) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (!caller.userId) return unauthorized(translate(AUTH_MESSAGES, 'session_ended', language));
    const { form, errors } = readForm(ProfileForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    return answer(await updateProfile(db, caller.userId, form), language);
  });

  app.post('/user/update-user-password', async (request, reply) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (!caller.userId) return unauthorized(translate(AUTH_MESSAGES, 'session_ended', language));
    const { form, errors } = readForm(ChangePasswordForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'password', `user:${caller.userId}`, language)) return reply;
    return answer(await changePassword(db, caller.userId, caller.bearer, form), language);
  });

  app.post('/user/delete', async (request, reply) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (!caller.userId) return unauthorized(translate(AUTH_MESSAGES, 'session_ended', language));
    const { form, errors } = readForm(DeleteAccountForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'password', `user:${caller.userId}`, language)) return reply;
    return answer(await deleteAccount(db, caller.userId, form), language);
  });
}
