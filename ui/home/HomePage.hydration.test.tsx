// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from './HomePage';
import { createTestApp } from '../test-support/render-harness';
import { makeFlashSale, makeHomeData, makeTile } from '../test-support/data-factories';

// Roots this file hydrates itself (Testing Library's cleanup knows only its own): unmounted after
// each test, or the countdown's shared second timer stays subscribed with a fake timer that is
// gone, and a later file's countdown in this worker never ticks (ui/kit/Countdown.test.tsx failed so).
const roots: Root[] = [];

afterEach(() => {
  act(() => { for (const root of roots.splice(0)) root.unmount(); });
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('HomePage hydration', () => {
  it.each(['en', 'ar'])('hydrates the server markup in %s without a mismatch, then starts the countdown', async (language) => {
    vi.useFakeTimers({ now: Date.parse('2026-06-01T10:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const data = makeHomeData({
      flash_sales: [makeFlashSale({ end_time: '2026-06-02T10:00:00Z', public_products: [makeTile({ price: 5, end_time: '2026-06-02T10:00:00Z' })] })],
    });
    const server = await createTestApp({ language });
    server.home.setHome(data, language);
    const html = renderToString(server.wrap(<HomePage />));

    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    // The browser renders a few seconds after the server did.
    vi.setSystemTime(Date.parse('2026-06-01T10:00:03Z'));
    const browser = await createTestApp({ language });
    browser.home.setHome(data, language);
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    await act(async () => {
      roots.push(hydrateRoot(host, browser.wrap(<HomePage />), { onRecoverableError: (error) => problems.push(error) }));
    });
    expect(problems).toEqual([]);
    expect(host.querySelector('[role="timer"]')?.textContent).toContain('59');
  });
});
