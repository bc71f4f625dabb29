import { describe, expect, it } from 'vitest';
import { RequestError } from '../shared/request-error';
import { FAKE_CHALLENGE, FakeAuthGateway } from './auth-fakes.test-support';
import { RequestPasswordReset } from './request-password-reset';
import { ResetPassword } from './reset-password';

describe('RequestPasswordReset and ResetPassword', () => {
  it('asks for a code for the address, in the shopper language, and answers the challenge it is entered with', async () => {
    const gateway = new FakeAuthGateway();
    expect(await new RequestPasswordReset(gateway).execute('ada@example.com', 'tr')).toBe(FAKE_CHALLENGE);
    expect(gateway.calls).toEqual([{ method: 'forgotPassword', args: ['ada@example.com', 'tr'] }]);
  });

  it('sends code and new password', async () => {
    const gateway = new FakeAuthGateway();
    const fields = { email: 'ada@example.com', code: '123456', challenge: FAKE_CHALLENGE, password: 'newpass', password_confirmation: 'newpass' };
    await new ResetPassword(gateway).execute(fields, 'en');
    expect(gateway.calls[0]!.args[0]).toEqual(fields);
  });

  it('passes the server refusal on (expired code)', async () => {
    const error = new RequestError(201, 'The code has expired', ['The code has expired']);
    await expect(new ResetPassword(new FakeAuthGateway({ resetPassword: error })).execute({ email: 'a@b.co', code: '1', challenge: FAKE_CHALLENGE, password: 'x', password_confirmation: 'x' }, 'en')).rejects.toBe(error);
  });
});
