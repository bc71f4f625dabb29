import { RequestError } from '../shared/request-error';
import { describe, expect, it } from 'vitest';
import { FakeAuthGateway, MemorySession, MemoryTokens, makeProfile, unauthorized } from './auth-fakes.test-support';
import { LoadSession } from './load-session';

const noGuest = { current: () => null };

describe('LoadSession', () => {
  it('fetches the user the saved token names', async () => {
    const gateway = new FakeAuthGateway({ profile: makeProfile({ name: 'Lin', cart_count: 2 }) });
    const session = new MemorySession();
    await new LoadSession(gateway, new MemoryTokens('tok-1'), session, noGuest).execute('hi');
    expect(gateway.calls[0]!.args).toEqual([{ token: 'tok-1' }, 'hi']);
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.name).toBe('Lin');
  });

  it('leaves a guest alone and asks nothing', async () => {
    const gateway = new FakeAuthGateway();
    const session = new MemorySession();
    await new LoadSession(gateway, new MemoryTokens(), session, noGuest).execute('en');
    expect(gateway.calls).toEqual([]);
    expect(session.isLoggedIn).toBe(false);
  });

  it('does not refetch a user the page already carries (hydration)', async () => {
    const gateway = new FakeAuthGateway();
    const session = new MemorySession();
    session.setUser(makeProfile());
    await new LoadSession(gateway, new MemoryTokens('tok-1'), session, noGuest).execute('en');
    expect(gateway.calls).toEqual([]);
    expect(session.isLoggedIn).toBe(true);
  });

  it('treats a session the server refuses (ended, revoked, unknown) as a guest visit: signed out here, nothing thrown', async () => {
    const tokens = new MemoryTokens('revoked');
    const session = new MemorySession();
    expect(await new LoadSession(new FakeAuthGateway({ profile: unauthorized() }), tokens, session, noGuest).execute('en')).toBe('ended');
    expect(tokens.value).toBeNull();
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
    expect(session.ended).toBe(true);
  });

  it('keeps the session and rethrows when the API is down (no one is signed out by an outage)', async () => {
    const tokens = new MemoryTokens('tok-1');
    const session = new MemorySession();
    await expect(new LoadSession(new FakeAuthGateway({ profile: new RequestError(500, 'API is down.') }), tokens, session, noGuest).execute('en')).rejects.toThrow('API is down.');
    expect(tokens.value).toBe('tok-1');
    expect(session.isLoggedIn).toBe(false);
  });

  it('notices a session the server ended during the page (its cookies expired by a refusal) and forgets the user', () => {
    const tokens = new MemoryTokens('csrf');
    const session = new MemorySession();
    session.setToken('csrf');
    session.setUser(makeProfile());
    const load = new LoadSession(new FakeAuthGateway(), tokens, session, noGuest);
    expect(load.sessionOver()).toBe(false);
    expect(session.isLoggedIn).toBe(true);
    tokens.clear();
    expect(load.sessionOver()).toBe(true);
    expect(session.isLoggedIn).toBe(false);
    expect(session.ended).toBe(true);
  });

  it('refreshes a guest cart count by user_token, and ignores a failure', async () => {
    const gateway = new FakeAuthGateway({ profile: makeProfile({ id: null, is_logged_in: false, cart_count: 4 }) });
    const session = new MemorySession();
    const load = new LoadSession(gateway, new MemoryTokens(), session, { current: () => 'guest-1' });
    await load.refreshGuest('en');
    expect(gateway.calls[0]!.args).toEqual([{ userToken: 'guest-1' }, 'en']);
    expect(session.user?.cart_count).toBe(4);
    expect(session.isLoggedIn).toBe(false);
    await new LoadSession(new FakeAuthGateway({ profile: new Error('down') }), new MemoryTokens(), session, { current: () => 'guest-1' }).refreshGuest('en');
    expect(session.user?.cart_count).toBe(4);
  });
});
