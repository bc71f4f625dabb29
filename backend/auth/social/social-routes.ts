import type { FastifyInstance } from 'fastify';
import { finishSocialSignIn, startSocialSignIn, type FinishResult, type SocialSignInDeps } from './social-sign-in';
import { SocialClients } from './social-clients';
import { signInData } from '../../account/profiles';
import { SOCIAL_MESSAGES, SOCIAL_PROVIDER_NAMES } from './social-messages';
import { translate } from '../../i18n/server-messages';
import type { ApiContext } from '../../api/api-context';
import { businessError, failure, unauthorized } from '../../http/envelope';
import { handOverSession } from '../session-cookie';

/** user/social-login/redirect/{provider} and the callback exchange. */
export async function socialRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const deps: SocialSignInDeps = {
    db: ctx.db,
    clients: new SocialClients(ctx.accounts.social),
    publicUrl: ctx.accounts.publicUrl,
    log: (message, error) => app.log.warn({ err: error }, message),
  };
  const say = (key: string, language: string, provider = '') =>
    translate(SOCIAL_MESSAGES, key, language, { provider: SOCIAL_PROVIDER_NAMES[provider] ?? provider });

  app.get<{ Params: { provider: string }; Querystring: { return_to?: unknown } }>('/user/social-login/redirect/:provider', async (request, reply) => {
    const language = await ctx.language(request);
    const { provider } = request.params;
    const result = await startSocialSignIn(deps, provider, request.query.return_to, language);
    if (result.kind === 'unknown_provider') return reply.code(404).send(failure(404, say('unknown_provider', language)));
    // The provider being down is not this server's fault: 503 tells monitoring and caches so.
    if (result.kind === 'provider_unreachable') return reply.code(503).send(failure(503, say('provider_unreachable', language, provider)));
    return reply.header('cache-control', 'no-store').redirect(result.url, 302);
  });

  app.post<{ Body: Record<string, unknown> | null }>('/user/social-login/callback', async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const result = await finishSocialSignIn(deps, { code: body.code, state: body.state, iss: body.iss, error: body.error, userToken: body.user_token });
    const language = await ctx.language(request);
    return reply.header('cache-control', 'no-store').send(handOverSession(request, reply, await answer(result, language)));
  });

  async function answer(result: FinishResult, language: string) {
    switch (result.kind) {
      case 'signed_in': {
        const data = { ...(await signInData(ctx.db, result.userId, result.token)), return_to: result.returnTo };
        return { status: 200, message: say('signed_in', language), data, token: result.token };
      }
      case 'invalid_state':
        return unauthorized(say('invalid_state', language));
      case 'unknown_provider':
        return businessError([say('unknown_provider', language)]);
      default:
        return businessError([say(result.kind, language, result.provider)]);
    }
  }
}
