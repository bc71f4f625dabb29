// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-support/render-harness';
import { ErrorPage } from './ErrorPage';

afterEach(cleanup);

describe('ErrorPage', () => {
  it('shows the status and the message', async () => {
    await renderWithApp(<ErrorPage status={201} message="Product not available" />);
    expect(screen.getByText('201')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Product not available' })).toBeTruthy();
  });

  it('falls back to 500 and "Something went wrong"', async () => {
    await renderWithApp(<ErrorPage status={0} message="" />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('retries with Try when given a way to', async () => {
    const onTry = vi.fn();
    await renderWithApp(<ErrorPage status={500} message="Boom" onTry={onTry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try' }));
    expect(onTry).toHaveBeenCalledTimes(1);
  });

  it('offers Reload and a plain link to the homepage', async () => {
    await renderWithApp(<ErrorPage status={500} message="Boom" />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });

  it('speaks the page language, including for the messages the app itself produces', async () => {
    await renderWithApp(<ErrorPage status={500} message="Something went wrong" />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Une erreur s’est produite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/fr');
  });

  it('never shows the API\'s untranslated "Unauthorized": a 403 speaks the page language', async () => {
    await renderWithApp(<ErrorPage status={403} message="Unauthorized" />, { language: 'hi' });
    expect(screen.getByRole('heading', { name: 'आप साइन इन नहीं हैं, या यह आपके देखने के लिए नहीं है। कृपया साइन इन करके फिर से कोशिश करें।' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Unauthorized');
  });

  it('renders standalone, outside any router', async () => {
    await renderWithApp(<ErrorPage status={503} message="API is down." standalone />, { route: null, language: 'tr' });
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'API şu anda erişilemiyor.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya git' }).getAttribute('href')).toBe('/tr');
  });
});
