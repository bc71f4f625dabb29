// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeAuthGateway, MemorySession, MemoryTokens, makeProfile } from '../../../core/auth/auth-fakes.test-support';
import { SignOut } from '../../../core/auth/sign-out';
import { RequestError } from '../../../core/shared/request-error';
import { renderWithApp } from '../../test-support/render-harness';
import { ToastStore } from '../overlays/toast-store';
import { AccountMenu } from './AccountMenu';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function signedInMenu(language: string, gateway: Pick<FakeAuthGateway, 'signOut'>, toast = new ToastStore()) {
  const tokens = new MemoryTokens('tok-9');
  const session = new MemorySession();
  session.setToken('tok-9');
  session.setUser(makeProfile());
  const prefix = language === 'en' ? '' : `/${language}`;
  await renderWithApp(
    <><AccountMenu loggedIn /><Routes><Route path="*" element={<Where />} /></Routes></>,
    { language, route: `${prefix}/user/profile`, services: [[SignOut, new SignOut(gateway, tokens, session, { forget: () => undefined })], [ToastStore, toast]] },
  );
  return { tokens, session };
}

describe('AccountMenu logout', () => {
  it('signs out on the server, forgets the token and goes home in the page language', async () => {
    const gateway = new FakeAuthGateway();
    const { tokens, session } = await signedInMenu('fr', gateway);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Déconnexion|Se déconnecter|Logout/ }));
    });
    expect(gateway.calls).toEqual([{ method: 'signOut', args: ['tok-9', 'fr'] }]);
    expect(tokens.value).toBeNull();
    expect(session.user).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/fr');
  });

  it('stays signed in and says so in the page language when the server could not end the session', async () => {
    const toast = new ToastStore();
    const { tokens, session } = await signedInMenu('tr', new FakeAuthGateway({ signOut: new RequestError(500, 'API is down.') }), toast);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Çıkış yap' }));
    });
    expect(tokens.value).toBe('tok-9');
    expect(session.isLoggedIn).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/tr/user/profile');
    expect(toast).toMatchObject({ visible: true, isError: true, message: 'Çıkışınız yapılamadı: mağaza yanıt vermedi. Hâlâ giriş yapmış durumdasınız; lütfen tekrar deneyin.' });
  });

  it('changes nothing until the server has answered', async () => {
    let answer!: () => void;
    const { session } = await signedInMenu('en', { signOut: () => new Promise<void>((resolve) => { answer = resolve; }) });
    fireEvent.click(screen.getAllByRole('button')[0]!);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(session.isLoggedIn).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/user/profile');
    await act(async () => answer());
    expect(session.isLoggedIn).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});

describe('AccountMenu for a seller', () => {
  it('opens with the seller workspace, in the page language; a customer has no such entry', async () => {
    await renderWithApp(<AccountMenu loggedIn seller onLogout={() => undefined} />, { language: 'fr', route: '/fr', services: [[ToastStore, new ToastStore()]] });
    expect(screen.getByRole('link', { name: 'Ma boutique', hidden: true }).getAttribute('href')).toBe('/fr/seller');
    cleanup();
    await renderWithApp(<AccountMenu loggedIn onLogout={() => undefined} />, { language: 'fr', route: '/fr', services: [[ToastStore, new ToastStore()]] });
    expect(screen.queryByRole('link', { name: 'Ma boutique', hidden: true })).toBeNull();
  });
});
