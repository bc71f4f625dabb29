import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInData } from '../../core/auth/user';
import { ChangePasswordForm, DeleteAccountForm, ProfileForm } from '../../core/account/account-forms';
import { normalizeEmail, readForm } from '../../core/shared/forms';
import { ForgotPasswordForm, ResetPasswordForm, SellerSignUpForm, SignInForm, SignUpForm, VerifyForm } from '../../core/auth/auth-forms';
import type { FieldErrors } from '../../core/shared/validation-codes';
import {
  type AccountDeps, changePassword, deleteAccount, forgotPassword, resetPassword, signIn, signUp, updateProfile, verifyEmail,
} from './auth-service';
import { identifyCaller } from './caller';
import type { AuthOutcome } from './outcome';
import { guestProfile, userProfile } from '../account/profiles';
import { revokeSession } from './sessions';
import { type ThrottleAction, overLimit, resolveLimits } from './throttle';
import { AUTH_MESSAGES } from './auth-messages';
import { translate } from '../i18n/server-messages';
import { fieldMessages } from '../i18n/validation-messages';
import type { ApiContext } from '../api/api-context';
import { businessError, failure, formError, ok, unauthorized } from '../http/envelope';

/** user/signin, signup, verify, forgot-password, update-password, logout, profile, update-profile, update-user-password, delete; seller/signup, seller/verify. */
export async function authRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const limits = resolveLimits(ctx.accounts.limits);
  const deps: AccountDeps = { db, mailer: ctx.accounts.mailer, publicUrl: ctx.accounts.publicUrl, log: (line) => app.log.warn(line) };

  /** Translated envelope of an operation's outcome; a refusal about one field answers as a form error. */
  const answer = <T>(outcome: AuthOutcome<T>, language: string) => {
    const message = translate(AUTH_MESSAGES, outcome.message, language, outcome.vars);
    if (outcome.ok) return ok(outcome.data, message);
    return outcome.field ? formError({ [outcome.field]: message }) : businessError([message]);
  };

  /** Sign-in answers also carry the token at the envelope's top level. */
  const signedIn = (outcome: AuthOutcome<SignInData>, language: string) => {
    const envelope = answer(outcome, language);
    return outcome.ok ? { ...envelope, token: outcome.data.token } : envelope;
  };

  const refused = (errors: FieldErrors, language: string) => (Object.keys(errors).length > 0 ? formError(fieldMessages(errors, language)) : null);

  /** Counts the attempt; when over the limit, answers 429 (HTTP and envelope) and returns true. */
  const throttled = async (request: FastifyRequest, reply: FastifyReply, action: ThrottleAction, account: string | null, language: string) => {
    if (!(await overLimit(db, limits, action, request.ip, account))) return false;
    void reply.code(429).send(failure(429, translate(AUTH_MESSAGES, 'too_many', language)));
    return true;
  };

  app.post('/user/signup', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(SignUpForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'signup', normalizeEmail(form.email), language)) return reply;
    return answer(await signUp(deps, form, language), language);
  });

  app.post('/seller/signup', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(SellerSignUpForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'seller_signup', normalizeEmail(form.email), language)) return reply;
    return answer(await signUp(deps, form, language, { storeName: form.store_name, phone: form.phone }), language);
  });

  const verifyRoute = (path: string, action: ThrottleAction, role?: 'seller') =>
    app.post(path, async (request, reply) => {
      const language = await ctx.language(request);
      const { form, errors } = readForm(VerifyForm, request.body);
      const invalid = refused(errors, language);
      if (invalid) return invalid;
      if (await throttled(request, reply, action, normalizeEmail(form.email), language)) return reply;
      const caller = await identifyCaller(db, request);
      return signedIn(await verifyEmail(deps, form, caller.guestToken, role), language);
    });
  verifyRoute('/user/verify', 'verify');
  verifyRoute('/seller/verify', 'seller_verify', 'seller');

  app.post('/user/signin', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(SignInForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'signin', normalizeEmail(form.email), language)) return reply;
    const caller = await identifyCaller(db, request);
    return signedIn(await signIn(deps, form, caller.guestToken), language);
  });

  app.post('/user/forgot-password', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(ForgotPasswordForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'forgot', normalizeEmail(form.email), language)) return reply;
    const outcome = await forgotPassword(deps, form.email);
    // The contract's data is null whatever happened.
    return answer(outcome, language);
  });

  app.post('/user/update-password', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(ResetPasswordForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'reset', normalizeEmail(form.email), language)) return reply;
    return answer(await resetPassword(deps, form), language);
  });

  app.get('/user/logout', async (request) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (!caller.userId || !caller.bearer) return unauthorized();
    await revokeSession(db, caller.bearer);
    return ok(null, translate(AUTH_MESSAGES, 'signed_out', language));
  });

  app.get('/user/profile', async (request) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (caller.invalidToken) return unauthorized();
    if (caller.userId) {
      const profile = await userProfile(db, caller.userId);
      return profile ? ok(profile) : unauthorized();
    }
    return ok(await guestProfile(db, caller.guestToken, language));
  });

  app.post('/user/update-profile', async (request) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (!caller.userId) return unauthorized();
    const { form, errors } = readForm(ProfileForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    return answer(await updateProfile(db, caller.userId, form), language);
  });

  app.post('/user/update-user-password', async (request, reply) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (!caller.userId) return unauthorized();
    const { form, errors } = readForm(ChangePasswordForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'password', `user:${caller.userId}`, language)) return reply;
    return answer(await changePassword(db, caller.userId, caller.bearer, form), language);
  });

  app.post('/user/delete', async (request, reply) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (!caller.userId) return unauthorized();
    const { form, errors } = readForm(DeleteAccountForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'password', `user:${caller.userId}`, language)) return reply;
    return answer(await deleteAccount(db, caller.userId, form), language);
  });
}
