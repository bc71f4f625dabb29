import { describe, expect, it } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import { ApiClient, type FetchLike } from '../http/api-client';
import { HttpAuthGateway } from './http-auth-gateway';

function gatewayAnswering(body: unknown) {
  const calls: { url: string; method?: string; headers?: Record<string, string>; body?: string | FormData }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, ...init });
    return { json: async () => body };
  };
  return { calls, gateway: new HttpAuthGateway(new ApiClient({ baseUrl: 'http://api.test/api/v1/', fetch })) };
}

describe('HttpAuthGateway', () => {
  it('posts sign-in with the guest token and the Language header', async () => {
    const { calls, gateway } = gatewayAnswering({ status: 200, message: '', data: { id: 1, token: 't' } });
    const data = await gateway.signIn({ email: 'a@b.co', password: 'pw', user_token: 'g' }, 'fr');
    expect(data).toMatchObject({ token: 't' });
    expect(calls[0]).toMatchObject({ url: 'http://api.test/api/v1/user/signin', method: 'POST' });
    expect(calls[0]!.headers!.Language).toBe('fr');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'a@b.co', password: 'pw', user_token: 'g' });
  });

  it('hands back the challenge of a sign-in that needs the mailed code (status 202), and posts the code with it', async () => {
    const challenge = { code_required: true, email: 'a@b.co', challenge: 'c'.repeat(43) };
    const { calls, gateway } = gatewayAnswering({ status: 202, message: 'We sent a code', data: challenge });
    expect(await gateway.signIn({ email: 'a@b.co', password: 'pw' }, 'en')).toEqual(challenge);
    expect(calls[0]).toMatchObject({ url: 'http://api.test/api/v1/user/signin', method: 'POST' });
    const second = gatewayAnswering({ status: 200, message: '', data: { id: 1, token: 't' } });
    expect(await second.gateway.signInWithCode({ email: 'a@b.co', code: '123456', challenge: challenge.challenge }, 'en')).toMatchObject({ token: 't' });
    expect(second.calls[0]).toMatchObject({ url: 'http://api.test/api/v1/user/signin-code', method: 'POST' });
  });

  it('sends the token as Bearer on logout and profile, and the guest token as a header, never in the URL', async () => {
    const { calls, gateway } = gatewayAnswering({ status: 200, message: '', data: null });
    await gateway.signOut('tok', 'en');
    await gateway.profile({ userToken: 'guest' }, 'ar');
    expect(calls[0]).toMatchObject({ url: 'http://api.test/api/v1/user/logout', method: 'GET' });
    expect(calls[0]!.headers!.Authorization).toBe('Bearer tok');
    expect(calls[1]!.url).toBe('http://api.test/api/v1/user/profile');
    expect(calls[1]!.headers!['X-User-Token']).toBe('guest');
    expect(calls[1]!.headers!.Authorization).toBeUndefined();
  });

  it('turns a form error envelope into a RequestError with the messages', async () => {
    const { gateway } = gatewayAnswering({ status: 201, message: '', data: { form: ['Invalid email'], fields: { email: 'Invalid email' } } });
    const error = await gateway.signUp({ name: 'a', email: 'x', password: 'p', password_confirmation: 'p' }, 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).form).toEqual(['Invalid email']);
  });

  it('splits return_to from the social callback answer', async () => {
    const { gateway } = gatewayAnswering({ status: 200, message: '', data: { id: 2, token: 's', return_to: '/user/profile' } });
    const result = await gateway.socialCallback({ code: 'c', state: 's' }, 'en');
    expect(result.returnTo).toBe('/user/profile');
    expect(result.user).not.toHaveProperty('return_to');
  });
});
