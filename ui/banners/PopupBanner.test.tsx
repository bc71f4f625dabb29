// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { banner, commonData } from '../test-support/data-factories';
import { MemoryStorage } from '../test-support/memory-ports';
import { renderInShell } from '../test-support/render-harness';
import { PopupBanner } from './PopupBanner';

afterEach(() => {
  cleanup();
  document.body.className = '';
});

const withPopup = (overrides = {}) => commonData({ popup_banner: banner({ id: 9, type: 9, title: 'Summer sale', image: 'popup.jpg', ...overrides }) });

async function openPopup(storage = new MemoryStorage(), data = withPopup()) {
  const shell = await renderInShell(<PopupBanner />, { data, storage });
  act(() => shell.banners.markMounted());
  return shell;
}

describe('PopupBanner', () => {
  it('opens as a modal dialog named by its title, with focus on its close button', async () => {
    await openPopup();
    const dialog = screen.getByRole('dialog', { name: 'Summer sale' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/uploads/popup.jpg');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('is not shown unless its status is public', async () => {
    await openPopup(new MemoryStorage(), withPopup({ status: 2 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('locks page scroll while shown and unlocks on close', async () => {
    await openPopup();
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('closes on Escape and stays closed on the next visit', async () => {
    const storage = new MemoryStorage();
    await openPopup(storage);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    cleanup();

    await openPopup(storage);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    await openPopup();
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Summer sale' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(link);
  });
});
