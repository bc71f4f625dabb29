import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../preferences/key-value-storage.port';
import { CountingRandom, MemoryKeyValue } from './auth-fakes.test-support';
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

describe('base64url', () => {
  it('matches the standard encoding without padding', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      const expected = Buffer.from(bytes).toString('base64url');
      expect(base64url(bytes)).toBe(expected);
    }));
  });
});
