import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../adapters/http/api-client';
import { makeLine } from '../core/cart/cart-fakes.test-support';
import { makeBanner, makeCommonData, makeHomeData, makeTile } from '../ui/test-support/data-factories';
import { render } from './entry-server';
import type { PageState } from './page-state';
import { ROOM_NAMESPACES } from '../ui/i18n/shipped-texts';

/** A fake api/v1 that answers like the real one and records what it was asked. */
function fakeApi(overrides: Partial<Record<string, unknown>> = {}) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: init?.headers ?? {} });
    const path = new URL(url).pathname.replace('/api/v1/', '');
    const body = path in overrides ? overrides[path] : { status: 200, message: 'ok', data: path === 'common' ? makeCommonData() : makeHomeData({ products: [makeTile({ id: 42, slug: 'blue-mug', title: 'Blue <Mug> </script>' })] }) };
    if (body instanceof Error) throw body;
    return { json: async () => body };
  };
  return { calls, api: { baseUrl: 'http://api.test/api/v1/', fetch } };
}

const state = (serialized: string) => JSON.parse(serialized) as PageState;

describe('server rendering', () => {
  // The first render of the file imports the server entry, the route table and the home page (seconds under load): 30 s.
  it('renders the Arabic home page right-to-left with its data, asking the API in Arabic', { timeout: 30_000 }, async () => {
    const { calls, api } = fakeApi();
    const page = await render({ url: '/ar', cookies: {}, api });
    expect(page.status).toBe(200);
    expect(page.language).toBe('ar');
    expect(page.direction).toBe('rtl');
    expect(page.html).toContain('href="/ar/blue-mug/product/42"');
    expect(calls.find((c) => c.url.endsWith('/common'))!.headers.Lang).toBe('ar');
    expect(calls.find((c) => c.url.endsWith('/home'))!.headers.Language).toBe('ar');
    expect(state(page.state).stores.home).toMatchObject({ language: 'ar' });
  });

  it('carries the shopper\'s texts in a shopper\'s page and the rooms\' too in a room\'s, with no English beside a shipped language', async () => {
    const home = state((await render({ url: '/fr', cookies: {}, api: fakeApi().api })).state);
    expect(home.catalogue).toMatchObject({ layout: { login: expect.any(String) }, cart: expect.any(Object) });
    for (const namespace of ROOM_NAMESPACES) expect(home.catalogue[namespace], namespace).toBeUndefined();
    expect(home.fallbackCatalogue).toBeNull();
    const console = state((await render({ url: '/fr/admin', cookies: {}, api: fakeApi().api })).state);
    for (const namespace of ROOM_NAMESPACES) expect(console.catalogue[namespace], namespace).toBeDefined();
    expect(console.fallbackCatalogue).toBeNull();
  });

  it('serialises the stores so they cannot close the script element', async () => {
    const page = await render({ url: '/', cookies: {}, api: fakeApi().api });
    expect(page.state).not.toContain('</script>');
    expect(page.state).not.toContain('<');
    expect(state(page.state).stores.home).toBeTruthy();
    expect(JSON.stringify(state(page.state))).toContain('Blue <Mug> </script>');
  });

  it('answers 404 with the not-found page for an unknown route, in the language of its prefix', async () => {
    const page = await render({ url: '/fr/nowhere/at/all', cookies: {}, api: fakeApi().api });
    expect(page.status).toBe(404);
    expect(page.language).toBe('fr');
    expect(page.html).toMatch(/404/);
  });

  it('shows the error page with the server message when common answers a business error', async () => {
    const page = await render({ url: '/', cookies: {}, api: fakeApi({ common: { status: 201, message: 'Shop closed for maintenance', data: { form: [] } } }).api });
    expect(page.status).toBe(500);
    expect(page.html).toContain('Shop closed for maintenance');
    expect(page.html).toContain('201');
  });

  it('shows "API is down." when the API does not answer', async () => {
    const page = await render({ url: '/tr', cookies: {}, api: fakeApi({ common: new TypeError('connect ECONNREFUSED') }).api });
    expect(page.status).toBe(500);
    expect(page.language).toBe('tr');
    expect(state(page.state).stores.page).toMatchObject({ fatal: { status: 500, message: 'API is down.' } });
  });

  it('redirects the root path to the saved or browser language, once', async () => {
    const { api } = fakeApi();
    expect((await render({ url: '/', cookies: {}, acceptLanguage: 'hi-IN,hi;q=0.9', api })).redirect).toBe('/hi');
    expect((await render({ url: '/', cookies: { i18n_redirected: 'fr' }, acceptLanguage: 'hi', api })).redirect).toBe('/fr');
    expect((await render({ url: '/', cookies: { i18n_redirected: 'en' }, acceptLanguage: 'hi', api })).redirect).toBeUndefined();
    expect((await render({ url: '/brands', cookies: {}, acceptLanguage: 'hi', api })).redirect).toBeUndefined();
  });

  it('renders the closed top banner as closed when its cookie mirror says so', async () => {
    const withBanner = () => fakeApi({ common: { status: 200, message: '', data: makeCommonData({ top_banner: makeBanner({ type: 8, status: 1, closable: 1 }) }) } }).api;
    const open = await render({ url: '/', cookies: {}, api: withBanner() });
    const closed = await render({ url: '/', cookies: { topBannerClosed: 'true' }, api: withBanner() });
    expect(open.html).toContain('data-testid="top-banner"');
    expect(closed.html).not.toContain('data-testid="top-banner"');
  });
});

describe('server rendering of sessions and guards', () => {
  const profile = { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', phone: null, image: null, role: 'customer', language: 'en', cart_count: 3, is_logged_in: true, store: null };
  const signedIn = (overrides: Partial<Record<string, unknown>> = {}) => fakeApi({ 'user/profile': { status: 200, message: '', data: profile }, ...overrides });

  it('loads the user the cookie names, with the token as Bearer, and serialises the user but never the token', async () => {
    const { calls, api } = signedIn();
    const page = await render({ url: '/', cookies: { frontend_token: 'tok-secret' }, api });
    expect(page.status).toBe(200);
    const profileCall = calls.find((c) => c.url.includes('/user/profile'))!;
    expect(profileCall.headers.Authorization).toBe('Bearer tok-secret');
    expect(state(page.state).stores.session).toMatchObject({ user: { name: 'Ada Lovelace' } });
    expect(page.state).not.toContain('tok-secret');
    expect(page.setCookies).toBeUndefined();
  });

  it('asks no profile of a guest', async () => {
    const { calls, api } = fakeApi();
    await render({ url: '/', cookies: {}, api });
    expect(calls.some((c) => c.url.includes('/user/profile'))).toBe(false);
  });

  it('sends a signed-in user away from guest-only pages to the home page of the language', async () => {
    for (const [url, home] of [['/login', '/'], ['/ar/register', '/ar'], ['/fr/forgot-password?x=1', '/fr']] as const) {
      const page = await render({ url, cookies: { frontend_token: 'tok' }, api: signedIn().api });
      expect(page.status, url).toBe(302);
      expect(page.redirect, url).toBe(home);
    }
  });

  it('sends a guest from an account page to login, remembering where they were going', async () => {
    const page = await render({ url: '/ar/user/addresses?page=2', cookies: {}, api: fakeApi().api });
    expect(page.status).toBe(302);
    expect(page.redirect).toBe('/ar/login?redirect=%2Far%2Fuser%2Faddresses%3Fpage%3D2');
  });

  it('renders the guest-only pages for a guest', async () => {
    const page = await render({ url: '/login', cookies: {}, api: fakeApi().api });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Sign in to your account');
  });

  const expired = [{ name: 'frontend_token', value: '', maxAge: 0 }, { name: 'frontend_csrf', value: '', maxAge: 0 }];

  it.each(['/', '/ar', '/fr', '/hi', '/tr'])('renders %s as for a guest when the session is over (ended, revoked, unknown): 200, cookies expired, the shopper told once', async (url) => {
    const { api } = signedIn({ 'user/profile': { status: 403, message: 'Unauthorized', data: null } });
    const page = await render({ url, cookies: { frontend_token: 'x' }, api });
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/' + (url === '/' ? '' : `${url.slice(1)}/`) + 'blue-mug/product/42"');
    expect(page.html).not.toContain('Unauthorized');
    expect(page.setCookies).toEqual(expired);
    expect(state(page.state).stores.session).toEqual({ user: null, ended: true });
    expect(state(page.state).stores.page).toMatchObject({ error: null, fatal: null });
  });

  it('sends a shopper whose session is over from an account page to login, expiring the cookies', async () => {
    const { api } = signedIn({ 'user/profile': { status: 403, message: 'Non autorisé', data: null } });
    const page = await render({ url: '/fr/user/profile', cookies: { frontend_token: 'revoked' }, api });
    expect(page.status).toBe(302);
    expect(page.redirect).toBe('/fr/login?redirect=%2Ffr%2Fuser%2Fprofile');
    expect(page.setCookies).toEqual(expired);
  });

  it('keeps the session when the API does not answer the profile (an outage signs nobody out)', async () => {
    const { api } = signedIn({ 'user/profile': new TypeError('connect ECONNREFUSED') });
    const page = await render({ url: '/', cookies: { frontend_token: 'tok' }, api });
    expect(page.status).toBe(500);
    expect(page.setCookies).toBeUndefined();
  });

  it('answers 404 for seller registration while the shop takes no sellers', async () => {
    const off = await render({ url: '/seller/register', cookies: {}, api: fakeApi().api });
    expect(off.status).toBe(404);
    const on = await render({ url: '/seller/register', cookies: {}, api: fakeApi({ common: { status: 200, message: '', data: makeCommonData({ setting: { ...makeCommonData().setting, vendor_registration: 1 } }) } }).api });
    expect(on.status).toBe(200);
    expect(on.html).toContain('Become a seller');
  });
});

describe('server rendering for a guest with a user_token cookie', () => {
  const TOKEN = 'guestTokenAAAAAAAAAAAAA';
  const guestProfile = { id: null, name: '', email: '', phone: null, image: null, role: null, language: 'en', cart_count: 3, is_logged_in: false, store: null };
  const line = makeLine({ id: 5, quantity: 3 });
  const guestApi = () => fakeApi({
    'user/profile': { status: 200, message: '', data: guestProfile },
    'cart/by-user': { status: 200, message: '', data: { cart: [line], count: 3 } },
  });
  const badgeOf = (html: string) => /data-testid="cart-badge">(\d+)<\/span>/.exec(html)?.[1];

  it("puts the guest cart's count in the header badge, asking the guest profile by user_token (never as Bearer)", async () => {
    const { calls, api } = guestApi();
    const page = await render({ url: '/', cookies: { user_token: TOKEN }, api });
    expect(page.status).toBe(200);
    const profileCall = calls.find((c) => c.url.includes('/user/profile'))!;
    expect(profileCall.url).not.toContain(TOKEN);
    expect(profileCall.headers['X-User-Token']).toBe(TOKEN);
    expect(profileCall.headers.Authorization).toBeUndefined();
    expect(page.html).toContain('>3 items</span>');
    expect(badgeOf(page.html)).toBe('3');
    expect(state(page.state).stores.session).toMatchObject({ user: { cart_count: 3, is_logged_in: false } });
    expect(page.state).not.toContain(TOKEN);
    expect(page.setCookies).toBeUndefined();
  });

  it("renders the guest's cart lines on /cart (no placeholder), ready to hydrate without a refetch", async () => {
    const { calls, api } = guestApi();
    const page = await render({ url: '/cart', cookies: { user_token: TOKEN }, api });
    expect(page.status).toBe(200);
    const cartCall = calls.find((c) => c.url.includes('/cart/by-user'))!;
    expect(cartCall.url).not.toContain(TOKEN);
    expect(cartCall.headers['X-User-Token']).toBe(TOKEN);
    expect(page.html).toContain('Product 50');
    expect(page.html).toContain('data-testid="cart-line"');
    expect(badgeOf(page.html)).toBe('3');
    expect(state(page.state).stores.cart).toMatchObject({ linesLoaded: true, count: 3 });
    expect(page.state).not.toContain(TOKEN);
  });

  it("renders a guest's placed order on /order-placed/:id (no placeholder)", async () => {
    const view = {
      id: 12, order: 'AB12-CD34', status: 1, order_method: 2, payment_done: 0, currency: 'USD', total_amount: 43.1,
      address: { email: 'guest@example.com' }, user: null,
      calculated: { subtotal: 40, shipping_price: 5, bundle_offer: 1.5, tax: 2.6, voucher_price: 3, total_price: 43.1 },
      ordered_products: [{ quantity: 2 }, { quantity: 1 }],
    };
    const { calls, api } = fakeApi({
      'user/profile': { status: 200, message: '', data: { ...guestProfile, cart_count: 0 } },
      'order/by-user': { status: 200, message: '', data: view },
      'payment-gateway': { status: 200, message: '', data: [{ method: 2, key: 'cash_on_delivery', enabled: true, config: {} }] },
    });
    const page = await render({ url: '/order-placed/12', cookies: { user_token: TOKEN }, api });
    expect(page.status).toBe(200);
    const orderCall = calls.find((c) => c.url.includes('/order/by-user'))!;
    expect(orderCall.url).not.toContain(TOKEN);
    expect(orderCall.headers['X-User-Token']).toBe(TOKEN);
    expect(page.html).toContain('AB12-CD34');
    expect(page.html).not.toContain('role="status"');
    expect(page.state).not.toContain(TOKEN);
    // Without a session or a guest cookie nobody's order can be shown: the 404 page, asking nothing.
    const asked = calls.length;
    const stranger = await render({ url: '/order-placed/12', cookies: {}, api });
    expect(stranger.status).toBe(404);
    expect(stranger.html).not.toContain('AB12-CD34');
    expect(calls.slice(asked).some((c) => c.url.includes('/order/by-user'))).toBe(false);
  });

  it("answers 404 with the not-found page for an order that is not the caller's, in every language", async () => {
    const { api } = fakeApi({
      'user/profile': { status: 200, message: '', data: { ...guestProfile, cart_count: 0 } },
      'order/by-user': { status: 404, message: 'Order not found.', data: null },
      'payment-gateway': { status: 200, message: '', data: [] },
    });
    for (const language of ['en', 'fr', 'ar', 'tr', 'hi']) {
      const page = await render({ url: `${language === 'en' ? '' : `/${language}`}/order-placed/12`, cookies: { user_token: TOKEN }, api });
      expect(page.status, language).toBe(404);
      expect(page.html, language).toContain('>404<');
      if (language === 'en') expect(page.html).toContain('This page could not be found');
      expect(page.html, language).not.toContain('data-testid="order-placed-page"');
    }
  });

  it('ignores a malformed cookie: the page renders as for a new guest, with no profile or cart call', async () => {
    for (const value of ['short', '<script>alert(1)</script>', 'a'.repeat(200)]) {
      const { calls, api } = guestApi();
      const page = await render({ url: '/cart', cookies: { user_token: value }, api });
      expect(page.status, value).toBe(200);
      expect(calls.some((c) => c.url.includes('/user/profile') || c.url.includes('/cart/by-user')), value).toBe(false);
      expect(badgeOf(page.html), value).toBe('0');
    }
  });

  it('a profile call that fails leaves the badge at 0 and the page up', async () => {
    const { api } = fakeApi({ 'user/profile': new TypeError('connect ECONNREFUSED') });
    const page = await render({ url: '/', cookies: { user_token: TOKEN }, api });
    expect(page.status).toBe(200);
    expect(badgeOf(page.html)).toBe('0');
  });

  describe('a language the operator added', () => {
    const added = (code: string, name: string, direction: 'ltr' | 'rtl') => ({ code, name, default: 0, direction, predefined: 0 });
    const shop = () => fakeApi({
      common: { status: 200, message: '', data: makeCommonData({ languages: [{ code: 'en', name: 'English', default: 1, direction: 'ltr', predefined: 1 }, added('de', 'Deutsch', 'ltr'), added('fa', 'فارسی', 'rtl')] }) },
      localization: { status: 200, message: 'Success', data: { layout: { login: 'Anmelden' } } },
    });

    it('routes /de, renders its fetched texts over English, and names it in the page state and hreflang', async () => {
      const { calls, api } = shop();
      const page = await render({ url: '/de', cookies: {}, api, publicUrl: 'https://shop.test' });
      expect(page.status).toBe(200);
      expect(page.language).toBe('de');
      expect(page.direction).toBe('ltr');
      expect(page.html).toContain('Anmelden');
      expect(page.html).toContain('Register');
      expect(page.html).toContain('href="/de/blue-mug/product/42"');
      expect(calls.filter((c) => c.url.includes('/localization'))).toEqual([expect.objectContaining({ url: 'http://api.test/api/v1/localization?locale_code=de' })]);
      expect(calls.filter((c) => c.url.endsWith('/common'))).toHaveLength(1);
      const saved = state(page.state);
      expect(saved.catalogue).toEqual({ layout: { login: 'Anmelden' } });
      // English fills only what the added language lacks (its room texts too: nothing loads them later).
      expect(saved.fallbackCatalogue).toMatchObject({ layout: { register: 'Register' }, seller: expect.any(Object) });
      expect((saved.fallbackCatalogue?.layout as Record<string, unknown>).login).toBeUndefined();
      expect(saved.languages).toEqual(['en', 'fr', 'ar', 'tr', 'hi', 'de', 'fa']);
      expect(page.meta?.alternates).toEqual(expect.arrayContaining([{ hreflang: 'de', href: 'https://shop.test/de' }, { hreflang: 'fa', href: 'https://shop.test/fa' }]));
    });

    it('renders an added right-to-left language right to left, and redirects the root to a saved added language', async () => {
      const page = await render({ url: '/fa/brands', cookies: {}, api: shop().api });
      expect(page.language).toBe('fa');
      expect(page.direction).toBe('rtl');
      expect(state(page.state).direction).toBe('rtl');
      expect((await render({ url: '/', cookies: { currentLanguage: 'de' }, api: shop().api })).redirect).toBe('/de');
      expect((await render({ url: '/', cookies: {}, acceptLanguage: 'de-DE,de;q=0.9', api: shop().api })).redirect).toBe('/de');
    });

    it('fetches no texts for a predefined language, and treats a two-letter segment that is no language as English', async () => {
      const { calls, api } = shop();
      const french = await render({ url: '/fr', cookies: {}, api });
      expect(french.language).toBe('fr');
      expect(calls.some((c) => c.url.includes('/localization'))).toBe(false);
      const english = await render({ url: '/xx/nowhere', cookies: {}, api });
      expect(english.language).toBe('en');
      expect(english.status).toBe(404);
    });
  });
});
