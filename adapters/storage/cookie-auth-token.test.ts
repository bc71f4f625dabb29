// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CookieAuthToken, RequestAuthToken } from './cookie-auth-token';
import { CryptoRandomSource } from '../auth/crypto-random-source';
import type { AuthTokenStorage } from '../../core/auth/auth-token.port';

describe('CookieAuthToken (browser)', () => {
  afterEach(() => new CookieAuthToken().clear());

  it('reads the CSRF token the server set beside the HttpOnly session, writes nothing itself and forgets it on clear', () => {
    const tokens: AuthTokenStorage = new CookieAuthToken();
    expect(tokens.read()).toBeNull();
    tokens.write('session-token-never-kept');
    expect(document.cookie).toBe('');
    document.cookie = 'frontend_csrf=csrf_DEF-123; path=/';
    expect(new CookieAuthToken().read()).toBe('csrf_DEF-123');
    tokens.clear();
    expect(tokens.read()).toBeNull();
  });
});

describe('RequestAuthToken (server)', () => {
  it('reads the request cookie and asks the response to expire it when cleared', () => {
    const tokens = new RequestAuthToken({ frontend_token: 'tok' });
    expect(tokens.read()).toBe('tok');
    expect(tokens.responseCookies).toEqual([]);
    tokens.clear();
    tokens.clear();
    expect(tokens.read()).toBeNull();
    expect(tokens.responseCookies).toEqual([{ name: 'frontend_token', value: '', maxAge: 0 }, { name: 'frontend_csrf', value: '', maxAge: 0 }]);
  });

  it('a guest request sets no cookie', () => {
    expect(new RequestAuthToken({}).read()).toBeNull();
  });
});

describe('CryptoRandomSource', () => {
  it('gives the asked number of bytes, different each time', () => {
    const random = new CryptoRandomSource();
    const a = random.bytes(16);
    expect(a).toHaveLength(16);
    expect(Buffer.from(a).equals(Buffer.from(random.bytes(16)))).toBe(false);
  });
});
