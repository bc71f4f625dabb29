import { describe, expect, it } from 'vitest';
import { RequestError } from '../shared/request-error';
import { FakeAuthGateway, MemorySession, MemoryTokens, makeProfile } from './auth-fakes.test-support';
import { SignOut } from './sign-out';

function guestToken() {
  return { forgotten: false, forget() { this.forgotten = true; } };
}

function signedIn() {
  const tokens = new MemoryTokens('tok-5');
  const session = new MemorySession();
  session.setToken('tok-5');
  session.setUser(makeProfile());
  return { tokens, session };
}

describe('SignOut', () => {
  it('revokes the token on the server and forgets it here', async () => {
    const { tokens, session } = signedIn();
    const gateway = new FakeAuthGateway();
    const guest = guestToken();
    expect(await new SignOut(gateway, tokens, session, guest).execute('en')).toBe(true);
    expect(gateway.calls).toEqual([{ method: 'signOut', args: ['tok-5', 'en'] }]);
    expect(tokens.value).toBeNull();
    expect(session.user).toBeNull();
    // The next person on this device is a new guest, not the last guest's addresses and cart.
    expect(guest.forgotten).toBe(true);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const { tokens, session } = signedIn();
    const gateway = new FakeAuthGateway({ signOut: new RequestError(500, 'API is down.') });
    expect(await new SignOut(gateway, tokens, session, guestToken()).execute('en')).toBe(false);
    expect(tokens.value).toBeNull();
    expect(session.isLoggedIn).toBe(false);
  });

  it('does not call the server for a guest', async () => {
    const gateway = new FakeAuthGateway();
    await new SignOut(gateway, new MemoryTokens(), new MemorySession(), guestToken()).execute('en');
    expect(gateway.calls).toEqual([]);
  });
});
