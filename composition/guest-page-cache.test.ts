// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CryptoRandomSource } from '../adapters/auth/crypto-random-source';
import { BrowserStorage } from '../adapters/storage/browser-storage';
import { CookieAuthToken } from '../adapters/storage/cookie-auth-token';
import { CookieLanguagePreference } from '../adapters/storage/cookie-language-preference';
import { parseCookies } from '../adapters/storage/cookie-writer';
import { GuestToken } from '../core/auth/guest-token';
import type { AddressGateway } from '../core/account/addresses/address-gateway.port';
import { FeatureLoader } from '../ui/app/features';
import { createContainer } from './container';
import { cacheKey } from './server/page-handler/page-cache';
import { PORTS } from '../ui/app/port-tokens';

/** The browser's container as entry-client builds it, with an api/v1 that accepts every write. */
function browserContainer(sent: string[]) {
  const storage = new BrowserStorage();
  return createContainer({
    api: {
      baseUrl: '/api/v1/',
      fetch: async (url, init) => {
        sent.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`);
        return { json: async () => ({ status: 200, message: '', data: { id: 1, product_id: 5, inventory_id: 6, quantity: 1 } }) };
      },
    },
    storage,
    guestOnServer: storage,
    languagePreference: new CookieLanguagePreference(() => parseCookies(document.cookie)),
    authTokens: new CookieAuthToken(),
    random: new CryptoRandomSource(),
  });
}

/** What the page cache makes of the next page request from this browser (null: rendered for it alone). */
const nextPageKey = () => cacheKey('/', parseCookies(document.cookie), undefined);

describe("a guest's pages come from the page cache until the guest stores something", () => {
  afterEach(() => {
    new BrowserStorage().remove('user_token');
    window.localStorage.clear();
  });

  it('a guest who only browses has a token in local storage and still gets cached pages', () => {
    const container = browserContainer([]);
    const token = container.get(GuestToken).ensure();
    expect(window.localStorage.getItem('user_token')).toBe(token);
    expect(nextPageKey()).not.toBeNull();
  });

  it("a guest's first cart line makes its next pages its own (the server renders that cart)", async () => {
    const sent: string[] = [];
    const container = browserContainer(sent);
    const token = container.get(GuestToken).ensure();
    await container.get<FeatureLoader>(FeatureLoader).load('cart');
    const outcome = await container.get<{ addToCart: (item: object, language: string) => Promise<{ ok: boolean }> }>(PORTS.CartActions)
      .addToCart({ product_id: 5, inventory_id: 6, quantity: 1 }, 'en');
    expect(outcome.ok).toBe(true);
    expect(sent.some((call) => call.startsWith('POST /api/v1/cart/action') && call.includes(token))).toBe(true);
    expect(parseCookies(document.cookie).user_token).toBe(token);
    expect(nextPageKey()).toBeNull();
  });

  it("a guest's first address does the same", async () => {
    const container = browserContainer([]);
    await container.get<FeatureLoader>(FeatureLoader).load('account');
    const fields = { name: 'A', email: 'a@b.c', phone: '1', country: 'FR', state: 'IDF', city: 'P', zip: '1', address_1: 'x', address_2: null };
    await container.get<AddressGateway>(PORTS.AddressGateway).saveAddress(fields, null, 'en');
    expect(parseCookies(document.cookie).user_token).toBe(container.get(GuestToken).current());
    expect(nextPageKey()).toBeNull();
  });
});
