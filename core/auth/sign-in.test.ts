import { describe, expect, it } from 'vitest';
import { RequestError } from '../shared/request-error';
import { FakeAuthGateway, MemorySession, MemoryTokens, makeSignIn } from './auth-fakes.test-support';
import { SignIn } from './sign-in';

const guestWith = (token: string | null) => ({ current: () => token });

describe('SignIn', () => {
  it('sends the guest user_token so the guest cart moves, then keeps the token and the user', async () => {
    const gateway = new FakeAuthGateway({ signIn: makeSignIn({ token: 'bearer-9', name: 'Grace', cart_count: 3 }) });
    const tokens = new MemoryTokens();
    const session = new MemorySession();
    const user = await new SignIn(gateway, tokens, session, guestWith('guest-abc')).execute({ email: 'g@x.io', password: 'secret1' }, 'fr');
    expect(gateway.calls[0]).toEqual({ method: 'signIn', args: [{ email: 'g@x.io', password: 'secret1', user_token: 'guest-abc' }, 'fr'] });
    expect(tokens.value).toBe('bearer-9');
    expect(session.token).toBe('bearer-9');
    expect(session.user).toMatchObject({ name: 'Grace', cart_count: 3 });
    expect(session.user).not.toHaveProperty('token');
    expect(user).toMatchObject({ name: 'Grace' });
    expect(session.isLoggedIn).toBe(true);
  });

  it('sends no user_token when the visitor never had one', async () => {
    const gateway = new FakeAuthGateway();
    await new SignIn(gateway, new MemoryTokens(), new MemorySession(), guestWith(null)).execute({ email: 'a@b.co', password: 'x' }, 'en');
    expect(gateway.calls[0]!.args[0]).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('keeps nothing when the server refuses', async () => {
    const tokens = new MemoryTokens();
    const session = new MemorySession();
    const refusal = new RequestError(201, 'Invalid credentials', ['Invalid credentials']);
    await expect(new SignIn(new FakeAuthGateway({ signIn: refusal }), tokens, session, guestWith(null)).execute({ email: 'a@b.co', password: 'x' }, 'en')).rejects.toBe(refusal);
    expect(tokens.value).toBeNull();
    expect(session.isLoggedIn).toBe(false);
  });

  it('past the account ceiling keeps nothing but hands back the challenge, then signs in with the mailed code', async () => {
    const challenge = { code_required: true as const, email: 'g@x.io', challenge: 'c'.repeat(43) };
    const gateway = new FakeAuthGateway({ signIn: challenge, signInWithCode: makeSignIn({ token: 'bearer-7', name: 'Grace' }) });
    const tokens = new MemoryTokens();
    const session = new MemorySession();
    const signIn = new SignIn(gateway, tokens, session, guestWith('guest-abc'));
    expect(await signIn.execute({ email: 'g@x.io', password: 'secret1' }, 'tr')).toEqual(challenge);
    expect(tokens.value).toBeNull();
    expect(session.isLoggedIn).toBe(false);
    const user = await signIn.withCode({ email: 'g@x.io', code: '123456', challenge: challenge.challenge }, 'tr');
    expect(gateway.calls[1]).toEqual({ method: 'signInWithCode', args: [{ email: 'g@x.io', code: '123456', challenge: challenge.challenge, user_token: 'guest-abc' }, 'tr'] });
    expect(user.name).toBe('Grace');
    expect(session.token).toBe('bearer-7');
  });
});
