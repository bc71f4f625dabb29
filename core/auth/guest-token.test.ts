import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CartCallers } from '../cart/cart-caller';
import { StorageKey } from '../shared/key-value-storage.port';
import { CountingRandom, MemoryKeyValue, MemorySession } from './auth-fakes.test-support';
import { base64url } from './base64url';
import { GuestToken } from './guest-token';

describe('GuestToken', () => {
  it('creates a 128-bit base64url token once and keeps it as user_token', () => {
    const storage = new MemoryKeyValue();
    const random = new CountingRandom();
    const guest = new GuestToken(storage, random);
    expect(guest.current()).toBeNull();
    const token = guest.ensure();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storage.get(StorageKey.userToken)).toBe(token);
    expect(guest.ensure()).toBe(token);
    expect(random.calls).toBe(1);
  });

  it('ignores a tampered stored value', () => {
    const storage = new MemoryKeyValue();
    storage.set(StorageKey.userToken, '"><script>');
    expect(new GuestToken(storage, new CountingRandom()).current()).toBeNull();
  });
});

/** Records what the page server was told: the tokens remembered, in order. */
class RecordingGuestOnServer {
  readonly remembered: string[] = [];
  remember(token: string) { this.remembered.push(token); }
}

describe('GuestToken: the page server learns the token only once the guest stores something', () => {
  it('creating and reading the token keeps it on the device only', () => {
    const server = new RecordingGuestOnServer();
    const guest = new GuestToken(new MemoryKeyValue(), new CountingRandom(), server);
    guest.ensure();
    guest.current();
    guest.ensure();
    expect(server.remembered).toEqual([]);
  });

  it('an accepted write remembers the saved token, and every later accepted write again', () => {
    const storage = new MemoryKeyValue();
    const server = new RecordingGuestOnServer();
    const guest = new GuestToken(storage, new CountingRandom(), server);
    const token = guest.ensure();
    expect(storage.get(StorageKey.userToken)).toBe(token);
    expect(server.remembered).toEqual([]);
    guest.stored();
    guest.stored();
    expect(server.remembered).toEqual([token, token]);
  });

  it('remembers nothing without a token, or where nothing can be remembered (the server render)', () => {
    const server = new RecordingGuestOnServer();
    new GuestToken(new MemoryKeyValue(), new CountingRandom(), server).stored();
    expect(server.remembered).toEqual([]);
    const guest = new GuestToken(new MemoryKeyValue(), new CountingRandom());
    guest.ensure();
    expect(() => guest.stored()).not.toThrow();
  });

  it("a guest's cart reads tell the server nothing, its accepted cart writes do; a signed-in shopper's writes never", async () => {
    const server = new RecordingGuestOnServer();
    const session = new MemorySession();
    const callers = new CartCallers(session, new GuestToken(new MemoryKeyValue(), new CountingRandom(), server));
    expect(callers.read('en').userToken).toBeNull();
    expect(server.remembered).toEqual([]);
    const userToken = await callers.writing('en', async (caller) => caller.userToken);
    callers.read('en');
    expect(server.remembered).toEqual([userToken]);
    session.setToken('tok');
    expect(await callers.writing('en', async (caller) => caller)).toMatchObject({ token: 'tok', userToken: null });
    expect(server.remembered).toEqual([userToken]);
  });
});

describe('base64url', () => {
  it('matches the standard encoding without padding', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      const expected = Buffer.from(bytes).toString('base64url');
      expect(base64url(bytes)).toBe(expected);
    }));
  });
});
