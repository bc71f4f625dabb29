import { describe, expect, it } from 'vitest';
import { RequestError } from '../shared/request-error';
import { FAKE_CHALLENGE, FakeAuthGateway, MemorySession, MemoryTokens, makeSignIn } from './auth-fakes.test-support';
import { SellerSignUp } from './seller-sign-up';
import { SellerVerify } from './seller-verify';
import { SignUp } from './sign-up';
import { VerifyEmail } from './verify-email';

const fields = { name: 'Ada', email: 'ada@example.com', password: 'secret1', password_confirmation: 'secret1' };

describe('SignUp and VerifyEmail', () => {
  it('registers and answers the address the code went to and its challenge, without signing in yet', async () => {
    const gateway = new FakeAuthGateway({ signUp: { email: 'ada@example.com', challenge: FAKE_CHALLENGE } });
    expect(await new SignUp(gateway).execute({ ...fields, email: 'Ada@Example.com' }, 'ar')).toEqual({ email: 'ada@example.com', challenge: FAKE_CHALLENGE });
    expect(gateway.calls[0]!.args[1]).toBe('ar');
  });

  it('signs the new shopper in once the code is verified', async () => {
    const gateway = new FakeAuthGateway({ verify: makeSignIn({ token: 't-new' }) });
    const tokens = new MemoryTokens();
    const session = new MemorySession();
    await new VerifyEmail(gateway, tokens, session).execute({ email: 'ada@example.com', code: '123456', challenge: FAKE_CHALLENGE }, 'en');
    expect(gateway.calls[0]!.args[0]).toEqual({ email: 'ada@example.com', code: '123456', challenge: FAKE_CHALLENGE });
    expect(tokens.value).toBe('t-new');
    expect(session.isLoggedIn).toBe(true);
  });

  it('stays signed out when the code is wrong', async () => {
    const tokens = new MemoryTokens();
    const session = new MemorySession();
    await expect(new VerifyEmail(new FakeAuthGateway({ verify: new RequestError(201, 'Invalid code', ['Invalid code']) }), tokens, session).execute({ email: 'a@b.co', code: '000000', challenge: FAKE_CHALLENGE }, 'en')).rejects.toThrow('Invalid code');
    expect(tokens.value).toBeNull();
    expect(session.user).toBeNull();
  });
});

describe('SellerSignUp and SellerVerify', () => {
  it('registers a seller with a store and signs in after the code, the store pending', async () => {
    const gateway = new FakeAuthGateway();
    const { email, challenge } = await new SellerSignUp(gateway).execute({ ...fields, store_name: 'Ada Shop', phone: '+93 700' }, 'en');
    expect(email).toBe('ada@example.com');
    expect(gateway.calls[0]!.args[0]).toMatchObject({ store_name: 'Ada Shop', phone: '+93 700' });
    const session = new MemorySession();
    const user = await new SellerVerify(gateway, new MemoryTokens(), session).execute({ email, code: '654321', challenge }, 'en');
    expect(user.store?.status).toBe('pending');
    expect(session.user?.role).toBe('seller');
  });
});
