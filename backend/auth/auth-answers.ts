import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInChallenge, SignInData } from '../../core/auth/user';
import type { FieldErrors } from '../../core/shared/validation-codes';
import type { ApiContext } from '../api/api-context';
import { businessError, failure, formError, ok } from '../http/envelope';
import { translate, translateCount } from '../i18n/server-messages';
import { fieldMessages } from '../i18n/validation-messages';
import { AUTH_MESSAGES } from './auth-messages';
import type { AuthOutcome } from './outcome';
import { type ThrottleAction, overLimit, resolveLimits, tooMany } from './throttle';

/**
 * How the sign-in and profile calls answer: an operation's outcome in the request's language, form
 * errors, and the rate limit that counts each attempt (per client address and per account).
 */
export function authAnswers(ctx: ApiContext) {
  const { db } = ctx;
  const limits = resolveLimits(ctx.accounts.limits);

  /** Translated envelope of an operation's outcome; a refusal about one field answers as a form error. */
  const answer = <T>(outcome: AuthOutcome<T>, language: string) => {
    const message = translate(AUTH_MESSAGES, outcome.message, language, outcome.vars);
    if (outcome.ok) return ok(outcome.data, message);
    return outcome.field ? formError({ [outcome.field]: message }) : businessError([message]);
  };

  /**
   * Sign-in answers also carry the token at the envelope's top level; a sign-in that needs the
   * mailed code as well (past the account's ceiling) answers status 202 with the challenge.
   */
  const signedIn = (outcome: AuthOutcome<SignInData | SignInChallenge>, language: string) => {
    const envelope = answer(outcome, language);
    if (!outcome.ok) return envelope;
    return 'code_required' in outcome.data ? { ...envelope, status: 202 } : { ...envelope, token: outcome.data.token };
  };

  const refused = (errors: FieldErrors, language: string) => (Object.keys(errors).length > 0 ? formError(fieldMessages(errors, language)) : null);

  /** Counts the attempt; when over the limit, answers 429 (HTTP and envelope) and returns true. */
  const throttled = async (request: FastifyRequest, reply: FastifyReply, action: ThrottleAction, account: string | null, language: string) => {
    const refused = await overLimit(db, limits, action, request.ip, account);
    if (!refused) return false;
    void tooMany(reply, refused, translate(AUTH_MESSAGES, 'too_many', language));
    return true;
  };

  /** A client that failed this account's password too often: 429 with Retry-After, saying how long and what else to do. */
  const waiting = (reply: FastifyReply, seconds: number, language: string) => {
    void reply.code(429).header('retry-after', String(seconds));
    return failure(429, translateCount(AUTH_MESSAGES, 'signin_wait', language, Math.ceil(seconds / 60), { minutes: Math.ceil(seconds / 60) }));
  };

  return { answer, signedIn, refused, throttled, waiting };
}
