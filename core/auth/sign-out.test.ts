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

  it('stays signed in and answers false when the server could not end the session (the HttpOnly cookie would still sign the next page in)', async () => {
    const { tokens, session } = signedIn();
    const gateway = new FakeAuthGateway({ signOut: new RequestError(500, 'API is down.') });
    const guest = guestToken();
    expect(await new SignOut(gateway, tokens, session, guest).execute('en')).toBe(false);
    expect(tokens.value).toBe('tok-5');
    expect(session.isLoggedIn).toBe(true);
    expect(guest.forgotten).toBe(false);
  });

  it('forgets the user only after the server answered', async () => {
    const { tokens, session } = signedIn();
    let answer!: () => void;
    const gateway = { signOut: () => new Promise<void>((resolve) => { answer = resolve; }) };
    const done = new SignOut(gateway, tokens, session, guestToken()).execute('en');
    await Promise.resolve();
    expect(session.isLoggedIn).toBe(true);
    answer();
    expect(await done).toBe(true);
    expect(session.isLoggedIn).toBe(false);
  });

  it('counts a session the server no longer knows (403) as signed out', async () => {
    const { tokens, session } = signedIn();
    const gateway = new FakeAuthGateway({ signOut: new RequestError(403, 'Non autorisé') });
    expect(await new SignOut(gateway, tokens, session, guestToken()).execute('fr')).toBe(true);
    expect(tokens.value).toBeNull();
    expect(session.isLoggedIn).toBe(false);
  });

  it('does not call the server for a guest', async () => {
    const gateway = new FakeAuthGateway();
    await new SignOut(gateway, new MemoryTokens(), new MemorySession(), guestToken()).execute('en');
    expect(gateway.calls).toEqual([]);
  });
});
