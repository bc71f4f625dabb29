// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../i18n/react-i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../i18n/catalogues';
import { createI18n } from '../i18n/create-i18n';
import { renderWithApp } from '../test-support/render-harness';
import { Countdown, remaining } from './Countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-06-01T10:00:00Z');
const END = new Date(NOW + ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000).toISOString();

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remaining(END, NOW)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4, ended: false });
  });
  it('says ended at and after the end, never negative', () => {
    expect(remaining(END, Date.parse(END))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(remaining(END, Date.parse(END) + 10_000)?.ended).toBe(true);
  });
  it('gives nothing for an end that is not a date', () => {
    expect(remaining('soon', NOW)).toBeNull();
  });
});

describe('Countdown', () => {
  it('shows the time left and ticks every second', async () => {
    vi.useFakeTimers({ now: NOW });
    await renderWithApp(<Countdown endTime={END} />);
    expect(screen.getByRole('timer').textContent).toBe('Ends in01Day02Hours03Min04Sec');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('Ends in01Day02Hours03Min03Sec');
  });

  it('gives each unit the number its value needs (Arabic one, two, few, many)', async () => {
    vi.useFakeTimers({ now: NOW });
    const end = new Date(NOW + ((2 * 24 + 1) * 3600 + 11 * 60 + 3) * 1000).toISOString();
    await renderWithApp(<Countdown endTime={end} />, { language: 'ar' });
    expect(screen.getByRole('timer').textContent).toBe('ينتهي خلال02يومان01ساعة11دقيقة03ثوانٍ');
  });

  it('says the sale has ended once the time is up', async () => {
    vi.useFakeTimers({ now: Date.parse(END) - 1000 });
    await renderWithApp(<Countdown endTime={END} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('This sale has ended')).toBeTruthy();
  });

  it('renders the same markup on the server and while hydrating, then starts ticking', async () => {
    vi.useFakeTimers({ now: NOW });
    const i18n = createI18n('en', await loadCatalogue('en'));
    const tree = (
      <I18nProvider i18n={i18n}>
        <Countdown endTime={END} />
      </I18nProvider>
    );
    const html = renderToString(tree);
    expect(html).toContain('--');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    // The browser's clock is 7 s ahead of the server's: hydration must still match.
    vi.setSystemTime(NOW + 7000);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(host.textContent).toContain('57');
    consoleError.mockRestore();
    act(() => root!.unmount());
    host.remove();
  });
});
