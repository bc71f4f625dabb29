import { describe, expect, it } from 'vitest';
import { FakeAuthGateway, MemorySession, MemoryTokens, makeSignIn } from './auth-fakes.test-support';
import { CompleteSocialSignIn } from './complete-social-sign-in';

describe('CompleteSocialSignIn', () => {
  it('signs in and returns to the page the shopper came from', async () => {
    const gateway = new FakeAuthGateway({ socialCallback: { user: makeSignIn({ token: 'soc' }), returnTo: '/user/profile?tab=1' } });
    const tokens = new MemoryTokens();
    const result = await new CompleteSocialSignIn(gateway, tokens, new MemorySession(), { current: () => 'guest-7' }).execute({ code: 'c', state: 's' }, 'en');
    expect(gateway.calls[0]!.args[0]).toEqual({ code: 'c', state: 's', user_token: 'guest-7' });
    expect(tokens.value).toBe('soc');
    expect(result.returnTo).toBe('/user/profile?tab=1');
  });

  it('drops a return_to that leaves the site', async () => {
    const gateway = new FakeAuthGateway({ socialCallback: { user: makeSignIn(), returnTo: '//evil.example/' } });
    const result = await new CompleteSocialSignIn(gateway, new MemoryTokens(), new MemorySession(), { current: () => null }).execute({ code: 'c', state: 's' }, 'en');
    expect(result.returnTo).toBeNull();
  });
});
