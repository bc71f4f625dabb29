import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from './route-definition';
import { guardRedirect } from './route-guard';

const route = (extra: Partial<RouteDefinition>): RouteDefinition => ({ name: 'x', path: '/x', layout: 'default', page: {} as RouteDefinition['page'], ...extra });
const guest = { loggedIn: false, guestCheckout: false };

describe('guardRedirect', () => {
  it('sends a guest on an account page to the login page and back', () => {
    expect(guardRedirect(route({ requiresAuth: true }), guest, '/user/profile', 'fr')).toBe('/fr/login?redirect=%2Fuser%2Fprofile');
  });

  it('keeps guests on shipping and checkout only while the shop allows guest checkout', () => {
    const checkout = route({ requiresAuth: 'unless-guest-checkout' });
    expect(guardRedirect(checkout, guest, '/shipping', 'en')).toBe('/login?redirect=%2Fshipping');
    expect(guardRedirect(checkout, { loggedIn: false, guestCheckout: true }, '/shipping', 'en')).toBeNull();
    expect(guardRedirect(checkout, { loggedIn: true, guestCheckout: false }, '/shipping', 'en')).toBeNull();
  });

  it('guest checkout never opens account pages to guests', () => {
    expect(guardRedirect(route({ requiresAuth: true }), { loggedIn: false, guestCheckout: true }, '/user/orders', 'en')).toBe('/login?redirect=%2Fuser%2Forders');
  });

  it('sends a signed-in shopper away from guest-only pages', () => {
    expect(guardRedirect(route({ guestOnly: true }), { loggedIn: true, guestCheckout: false }, '/login', 'ar')).toBe('/ar');
  });
});
