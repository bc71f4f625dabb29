import { describe, expect, it } from 'vitest';
import { GuestToken } from '../auth/guest-token';
import { MemoryKeyValue, MemorySession } from '../auth/auth-fakes.test-support';
import { RequestError } from '../shared/request-error';
import { CartCallers } from './cart-caller';

describe('CartCallers', () => {
  it('names a signed-in shopper by the bearer token only', () => {
    const session = new MemorySession();
    session.setToken('tok');
    const callers = new CartCallers(session, new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(7) }));
    expect(callers.write('fr')).toEqual({ token: 'tok', userToken: null, language: 'fr' });
  });

  it('tells the page server a guest’s token only once the server has accepted its write', async () => {
    const remembered: string[] = [];
    const guest = new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(7) }, { remember: (token) => remembered.push(token) });
    const callers = new CartCallers(new MemorySession(), guest);
    await expect(callers.writing('en', async () => { throw new RequestError(201, 'Out of stock'); })).rejects.toThrow('Out of stock');
    expect(guest.current()).not.toBeNull();
    expect(remembered).toEqual([]);
    expect(await callers.writing('en', async (caller) => caller.userToken)).toBe(guest.current());
    expect(remembered).toEqual([guest.current()]);
    const caller = callers.write('en');
    expect(remembered).toHaveLength(1);
    await callers.written(caller, Promise.resolve());
    expect(remembered).toHaveLength(2);
  });

  it('counts a guest’s write that got no answer (it may have happened), not one the server refused', async () => {
    const remembered: string[] = [];
    const callers = new CartCallers(new MemorySession(), new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(7) }, { remember: (token) => remembered.push(token) }));
    for (const refused of [new RequestError(201, 'Product quantity exceeds inventory.'), new RequestError(403, 'Forbidden')]) {
      await expect(callers.writing('en', () => Promise.reject(refused))).rejects.toBe(refused);
    }
    expect(remembered).toEqual([]);
    await expect(callers.writing('en', () => Promise.reject(new RequestError(500, 'API is down.')))).rejects.toThrow();
    expect(remembered).toHaveLength(1);
  });

  it('never tells the page server anything for a signed-in shopper', async () => {
    const remembered: string[] = [];
    const session = new MemorySession();
    session.setToken('tok');
    const callers = new CartCallers(session, new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(7) }, { remember: (token) => remembered.push(token) }));
    await callers.writing('en', async () => 'ok');
    await expect(callers.writing('en', () => Promise.reject(new RequestError(500, 'API is down.')))).rejects.toThrow();
    expect(remembered).toEqual([]);
  });

  it('gives a guest its user_token on the first write, not on a read', () => {
    const callers = new CartCallers(new MemorySession(), new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(7) }));
    expect(callers.read('en').userToken).toBeNull();
    const token = callers.write('en').userToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(callers.read('en').userToken).toBe(token);
  });
});
