// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commonData } from '../test-support/data-factories';
import { renderInShell } from '../test-support/render-harness';
import { EmptyLayout } from './EmptyLayout';

afterEach(cleanup);

describe('EmptyLayout', () => {
  it('frames the form with the logo, a welcome line, the agreement and the copyright', async () => {
    await renderInShell(<EmptyLayout><h1>Login</h1></EmptyLayout>, { path: '/login' });
    expect(screen.getByRole('main').querySelector('h1')?.textContent).toBe('Login');
    expect(screen.getByRole('img', { name: 'Demo Shop' }).closest('a')?.getAttribute('href')).toBe('/');
    expect(screen.getByText('Welcome to Demo Shop')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/page/privacy-policy');
    expect(screen.getByText(/By continuing, you agree to our/).textContent).toBe('By continuing, you agree to our Privacy Policy.');
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} Demo Shop. All rights reserved.`);
  });

  it('offers no social sign-in when both providers are off', async () => {
    await renderInShell(<EmptyLayout>form</EmptyLayout>);
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });

  it('offers each social sign-in only when it is enabled', async () => {
    await renderInShell(<EmptyLayout>form</EmptyLayout>, { data: commonData({ setting: { google_login: 1 } }) });
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/api/v1/user/social-login/redirect/google?lang=en');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
    cleanup();

    await renderInShell(<EmptyLayout>form</EmptyLayout>, { data: commonData({ setting: { google_login: 1, facebook_login: 1 } }) });
    expect(screen.getByRole('link', { name: 'Continue with Facebook' }).getAttribute('href')).toBe('/api/v1/user/social-login/redirect/facebook?lang=en');
  });

  it('sends social sign-in back to the page asked for, only when it is on this site', async () => {
    await renderInShell(<EmptyLayout>form</EmptyLayout>, { path: '/fr/login?redirect=%2Ffr%2Fuser%2Fprofile', language: 'fr', data: commonData({ setting: { google_login: 1 } }) });
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/api/v1/user/social-login/redirect/google?return_to=%2Ffr%2Fuser%2Fprofile&lang=fr');
    cleanup();
    await renderInShell(<EmptyLayout>form</EmptyLayout>, { path: '/login?redirect=//evil.example', data: commonData({ setting: { google_login: 1 } }) });
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/api/v1/user/social-login/redirect/google?lang=en');
  });

  it('keeps the agreement link in the page language', async () => {
    await renderInShell(<EmptyLayout>form</EmptyLayout>, { language: 'hi', path: '/hi/login' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/hi/page/privacy-policy');
  });
});
