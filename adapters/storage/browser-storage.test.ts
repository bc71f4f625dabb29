// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestToken } from '../../core/auth/guest-token';
import { StorageKey } from '../../core/shared/key-value-storage.port';
import { BrowserStorage } from './browser-storage';
import { parseCookies } from './cookie-writer';
import { RequestStorage } from './request-storage';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const cookies = () => parseCookies(document.cookie);

const guestOn = (storage: BrowserStorage, fill = 1) => new GuestToken(storage, { bytes: (n) => new Uint8Array(n).fill(fill) }, storage);

describe('BrowserStorage: the guest user_token reaches a cookie once the guest stores something', () => {
  afterEach(() => {
    new BrowserStorage().remove(StorageKey.userToken);
    new BrowserStorage().remove(StorageKey.topBannerClosed);
    window.localStorage.clear();
  });

  it('a new guest token is kept in local storage only, however often it is read: its pages stay cacheable', () => {
    const guest = guestOn(new BrowserStorage());
    const token = guest.ensure();
    expect(window.localStorage.getItem('user_token')).toBe(token);
    expect(guest.current()).toBe(token);
    expect(guestOn(new BrowserStorage()).ensure()).toBe(token);
    expect(cookies().user_token).toBeUndefined();
  });

  it("a guest's first write puts its token in the cookie, and it stays there (the server renders that guest's cart)", () => {
    const guest = guestOn(new BrowserStorage());
    const token = guest.ensure();
    guest.stored();
    expect(cookies().user_token).toBe(token);
    // The next page load: the token is read, the cookie is neither dropped nor changed.
    const next = guestOn(new BrowserStorage(), 9);
    expect(next.ensure()).toBe(token);
    expect(cookies().user_token).toBe(token);
  });

  it('a first write with no token yet creates it and puts it in local storage and the cookie', () => {
    const guest = guestOn(new BrowserStorage());
    const token = guest.ensure();
    guest.stored();
    expect(window.localStorage.getItem('user_token')).toBe(token);
    expect(cookies().user_token).toBe(token);
  });

  it('a guest who has the cookie from before keeps it, even with nothing in local storage, and its next write keeps both', () => {
    document.cookie = `user_token=${TOKEN}; Path=/`;
    const guest = guestOn(new BrowserStorage());
    expect(guest.ensure()).toBe(TOKEN);
    expect(cookies().user_token).toBe(TOKEN);
    expect(guest.ensure()).toBe(TOKEN);
    guest.stored();
    expect(window.localStorage.getItem('user_token')).toBe(TOKEN);
    expect(cookies().user_token).toBe(TOKEN);
  });

  it('a token only local storage has (the cookie expired) is not moved into the cookie by a read, only by the next write', () => {
    window.localStorage.setItem('user_token', TOKEN);
    const guest = guestOn(new BrowserStorage());
    expect(guest.current()).toBe(TOKEN);
    expect(guest.ensure()).toBe(TOKEN);
    expect(cookies().user_token).toBeUndefined();
    guest.stored();
    expect(cookies().user_token).toBe(TOKEN);
  });

  it('reads the cookie first (what the server rendered with), and sign-out forgets both', () => {
    const storage = new BrowserStorage();
    window.localStorage.setItem('user_token', 'B'.repeat(22));
    document.cookie = `user_token=${TOKEN}; Path=/`;
    const guest = guestOn(storage);
    expect(guest.current()).toBe(TOKEN);
    guest.forget();
    expect(cookies().user_token).toBeUndefined();
    expect(window.localStorage.getItem('user_token')).toBeNull();
    expect(guest.current()).toBeNull();
  });

  it('a tampered cookie is ignored, and dropped when a fresh token replaces it', () => {
    document.cookie = 'user_token=%3Cscript%3E; Path=/';
    const guest = guestOn(new BrowserStorage(), 2);
    expect(guest.current()).toBeNull();
    const fresh = guest.ensure();
    expect(cookies().user_token).toBeUndefined();
    expect(guest.current()).toBe(fresh);
    expect(guestOn(new BrowserStorage(), 5).ensure()).toBe(fresh);
  });

  it('writes the cookie first-party for the whole site, Lax, for a year, Secure on an https page, never HttpOnly', () => {
    const written: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => { written.push(value); });
    vi.stubGlobal('location', { protocol: 'https:' });
    try {
      new BrowserStorage().remember(TOKEN);
    } finally {
      vi.unstubAllGlobals();
      setter.mockRestore();
    }
    expect(written).toEqual([`user_token=${TOKEN}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`]);
  });

  it('a closed top banner is still mirrored on save and on read; keys the server does not need stay out of cookies', () => {
    new BrowserStorage().set(StorageKey.topBannerClosed, '1');
    expect(cookies().topBannerClosed).toBe('1');
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
