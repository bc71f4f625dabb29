import type { FastifyInstance } from 'fastify';
import { normalizeEmail, readForm } from '../../core/shared/forms';
import { ForgotPasswordForm, ResetPasswordForm, SellerSignUpForm, SignInCodeForm, SignInForm, SignUpForm, VerifyForm } from '../../core/auth/auth-forms';
import { type AccountDeps, forgotPassword, resetPassword, signIn, signInWithCode, signUp, verifyEmail } from './auth-service';
import { signInWait } from './sign-in-guard';
import { authAnswers } from './auth-answers';
import type { ThrottleAction } from './throttle';
import { identifyCaller } from './caller';
import { guestProfile, userProfile } from '../account/profiles';
import { revokeSession } from './sessions';
import { hashToken } from './tokens';
import { clearSessionCookies, handOverSession, sessionCookieOf } from './session-cookie';
import { AUTH_MESSAGES } from './auth-messages';
import { translate } from '../i18n/server-messages';
import type { ApiContext } from '../api/api-context';
import { ok, unauthorized } from '../http/envelope';

/**
 * Per-account limits never let one client block another: asking for a code counts per account and
 * client (a few an hour, and AUTH.codeMailsPerHour mails across all clients, past which the answer
 * is the same and nothing is mailed), and entering one counts per account and challenge, which only
 * the client that asked has. A guesser elsewhere spends only their own tries.
 */
const clientsAccount = (email: string, ip: string) => `${normalizeEmail(email)}|${ip}`;
const challengedAccount = (email: string, challenge: string) => `${normalizeEmail(email)}|${hashToken(challenge)}`;

/** user/signin, signup, verify, forgot-password, update-password (reset by code), logout, profile (who is calling); seller/signup, seller/verify. */
export async function authRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const deps: AccountDeps = { db, mailer: ctx.accounts.mailer, publicUrl: ctx.accounts.publicUrl, log: (line) => app.log.warn(line) };
  const { answer, signedIn, refused, throttled, waiting } = authAnswers(ctx);

  app.post('/user/signup', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(SignUpForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'signup', clientsAccount(form.email, request.ip), language)) return reply;
    return answer(await signUp(deps, form, language), language);
  });

  app.post('/seller/signup', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(SellerSignUpForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'seller_signup', clientsAccount(form.email, request.ip), language)) return reply;
    return answer(await signUp(deps, form, language, { storeName: form.store_name, phone: form.phone }), language);
  });

  const verifyRoute = (path: string, action: ThrottleAction, role?: 'seller') =>
    app.post(path, async (request, reply) => {
      const language = await ctx.language(request);
      const { form, errors } = readForm(VerifyForm, request.body);
      const invalid = refused(errors, language);
      if (invalid) return invalid;
      if (await throttled(request, reply, action, challengedAccount(form.email, form.challenge), language)) return reply;
      const caller = await identifyCaller(db, request);
      return handOverSession(request, reply, signedIn(await verifyEmail(deps, form, caller.guestToken, role), language));
    });
  verifyRoute('/user/verify', 'verify');
  verifyRoute('/seller/verify', 'seller_verify', 'seller');

  // Counted per client address for every attempt; failures slow down only this client on this
  // account (growing waits), and past the account's ceiling the password needs a mailed code.
  app.post('/user/signin', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(SignInForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'signin', null, language)) return reply;
    const wait = await signInWait(db, normalizeEmail(form.email), request.ip);
    if (wait > 0) return waiting(reply, wait, language);
    const caller = await identifyCaller(db, request);
    return handOverSession(request, reply, signedIn(await signIn(deps, form, caller.guestToken, request.ip), language));
  });

  app.post('/user/signin-code', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(SignInCodeForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'signin', null, language)) return reply;
    const caller = await identifyCaller(db, request);
    return handOverSession(request, reply, signedIn(await signInWithCode(deps, form, caller.guestToken, request.ip), language));
  });

  app.post('/user/forgot-password', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(ForgotPasswordForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'forgot', clientsAccount(form.email, request.ip), language)) return reply;
    // A challenge whatever happened: the answer never says whether the address has an account.
    return answer(await forgotPassword(deps, form.email), language);
  });

  app.post('/user/update-password', async (request, reply) => {
    const language = await ctx.language(request);
    const { form, errors } = readForm(ResetPasswordForm, request.body);
    const invalid = refused(errors, language);
    if (invalid) return invalid;
    if (await throttled(request, reply, 'reset', challengedAccount(form.email, form.challenge), language)) return reply;
    return answer(await resetPassword(deps, form), language);
  });

  // The session ends on the server, and a cookie session's cookies expire with it.
  app.get('/user/logout', async (request, reply) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    if (sessionCookieOf(request)) clearSessionCookies(request, reply);
    if (!caller.userId || !caller.bearer) return unauthorized(translate(AUTH_MESSAGES, 'session_ended', language));
    await revokeSession(db, caller.bearer);
    return ok(null, translate(AUTH_MESSAGES, 'signed_out', language));
  });

  app.get('/user/profile', async (request) => {
    const language = await ctx.language(request);
    const caller = await identifyCaller(db, request);
    const ended = () => unauthorized(translate(AUTH_MESSAGES, 'session_ended', language));
    if (caller.invalidToken) return ended();
    if (caller.userId) {
      const profile = await userProfile(db, caller.userId);
      return profile ? ok(profile) : ended();
    }
    return ok(await guestProfile(db, caller.guestToken, language));
  });
}
