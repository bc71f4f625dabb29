// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CookieAuthToken, RequestAuthToken } from './cookie-auth-token';
import { CryptoRandomSource } from '../auth/crypto-random-source';

describe('CookieAuthToken (browser)', () => {
  afterEach(() => new CookieAuthToken().clear());

  it('keeps the token in the frontend_token cookie and forgets it on clear', () => {
    const tokens = new CookieAuthToken();
    expect(tokens.read()).toBeNull();
    tokens.write('abc_DEF-123');
    expect(document.cookie).toContain('frontend_token=abc_DEF-123');
    expect(new CookieAuthToken().read()).toBe('abc_DEF-123');
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
    expect(tokens.responseCookies).toEqual([{ name: 'frontend_token', value: '', maxAge: 0 }]);
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
