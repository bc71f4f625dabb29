import { describe, expect, it } from 'vitest';
import { GuestToken } from '../account/guest-token';
import { MemoryKeyValue, MemorySession } from '../account/auth-fakes.test-support';
import { CartCallers } from './cart-caller';

describe('CartCallers', () => {
  it('names a signed-in shopper by the bearer token only', () => {
    const session = new MemorySession();
    session.setToken('tok');
    const callers = new CartCallers(session, new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(7) }));
    expect(callers.write('fr')).toEqual({ token: 'tok', userToken: null, language: 'fr' });
  });

  it('gives a guest its user_token on the first write, not on a read', () => {
    const callers = new CartCallers(new MemorySession(), new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(7) }));
    expect(callers.read('en').userToken).toBeNull();
    const token = callers.write('en').userToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(callers.read('en').userToken).toBe(token);
  });
});
