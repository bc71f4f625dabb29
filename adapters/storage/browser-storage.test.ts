// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestToken } from '../../core/account/guest-token';
import { StorageKey } from '../../core/preferences/key-value-storage.port';
import { BrowserStorage } from './browser-storage';
import { parseCookies } from './cookie-writer';
import { RequestStorage } from './request-storage';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const cookies = () => parseCookies(document.cookie);

describe('BrowserStorage: the guest user_token in a first-party cookie too', () => {
  afterEach(() => {
    new BrowserStorage().remove(StorageKey.userToken);
    window.localStorage.clear();
  });

  it('a new guest token is kept in local storage and in the user_token cookie', () => {
    const token = new GuestToken(new BrowserStorage(), { bytes: (n) => new Uint8Array(n).fill(1) }).ensure();
    expect(window.localStorage.getItem('user_token')).toBe(token);
    expect(cookies().user_token).toBe(token);
  });

  it("moves an existing guest's token from local storage into the cookie on first read", () => {
    window.localStorage.setItem('user_token', TOKEN);
    expect(cookies().user_token).toBeUndefined();
    expect(new GuestToken(new BrowserStorage(), { bytes: () => new Uint8Array(16) }).current()).toBe(TOKEN);
    expect(cookies().user_token).toBe(TOKEN);
  });

  it('reads the cookie first (what the server rendered with), and forgets both on remove', () => {
    const storage = new BrowserStorage();
    window.localStorage.setItem('user_token', 'B'.repeat(22));
    document.cookie = `user_token=${TOKEN}; Path=/`;
    expect(storage.get(StorageKey.userToken)).toBe(TOKEN);
    storage.remove(StorageKey.userToken);
    expect(cookies().user_token).toBeUndefined();
    expect(storage.get(StorageKey.userToken)).toBeNull();
  });

  it('a tampered cookie is ignored and replaced by a fresh token', () => {
    document.cookie = 'user_token=%3Cscript%3E; Path=/';
    const guest = new GuestToken(new BrowserStorage(), { bytes: (n) => new Uint8Array(n).fill(2) });
    expect(guest.current()).toBeNull();
    const fresh = guest.ensure();
    expect(cookies().user_token).toBe(fresh);
  });

  it('writes the cookie first-party for the whole site, Lax, for a year, Secure on an https page, never HttpOnly', () => {
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => { written.push(value); });
    vi.stubGlobal('location', { protocol: 'https:' });
    try {
      new BrowserStorage().set(StorageKey.userToken, TOKEN);
    } finally {
      vi.unstubAllGlobals();
      setter.mockRestore();
    }
    expect(written).toEqual([`user_token=${TOKEN}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`]);
  });

  it('keys the server does not need stay out of cookies', () => {
    new BrowserStorage().set(StorageKey.cookieBannerClosed, '1');
    expect(cookies().cookieBannerClosed).toBeUndefined();
  });
});

describe('RequestStorage (server render)', () => {
  it("gives the request's user_token cookie to GuestToken, which ignores a malformed one", () => {
    const random = { bytes: () => { throw new Error('the server never makes a guest token'); } };
    expect(new GuestToken(new RequestStorage({ user_token: TOKEN }), random).current()).toBe(TOKEN);
    expect(new GuestToken(new RequestStorage({ user_token: 'x; drop' }), random).current()).toBeNull();
    expect(new GuestToken(new RequestStorage({}), random).current()).toBeNull();
  });

  it('reads only mirrored keys and writes nothing', () => {
    const storage = new RequestStorage({ cookieBannerClosed: '1', user_token: TOKEN });
    expect(storage.get(StorageKey.cookieBannerClosed)).toBeNull();
    storage.set();
    expect(storage.get(StorageKey.userToken)).toBe(TOKEN);
  });
});
