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
  it('opens as a modal dialog named by its title and described by the offer the shop keeps, with focus on its close button', async () => {
    await openPopup();
    const dialog = screen.getByRole('dialog', { name: 'Summer sale' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent)
      .toBe('Subscribe and confirm your address from the e-mail we send you: you get a code for 10% off one order, valid for 90 days.');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/uploads/popup.jpg');
    // The footer's form, not a link away: an address box and its Subscribe button.
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('checks the address with the footer\'s rules, in place', async () => {
    await openPopup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'claire@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid email');
  });

  it('is not shown unless its status is public', async () => {
    await openPopup(new MemoryStorage(), withPopup({ status: 2 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('waits until the cookie banner has its answer, then opens', async () => {
    const data = { ...withPopup(), setting: { ...withPopup().setting, cookie_banner: 1 } };
    const shell = await openPopup(new MemoryStorage(), data);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => shell.banners.chooseCookies('denied'));
    expect(screen.getByRole('dialog', { name: 'Summer sale' })).toBeTruthy();
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

  it('is shown once: a visitor who left it open does not get it again on the next page', async () => {
    const storage = new MemoryStorage();
    await openPopup(storage);
    expect(screen.getByRole('dialog')).toBeTruthy();
    cleanup();
    await openPopup(storage);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    await openPopup();
    const close = screen.getByRole('button', { name: 'Close' });
    const box = screen.getByRole('textbox', { name: 'Email address' });
    const dismiss = screen.getByRole('button', { name: 'No thanks' });
    dismiss.focus();
    fireEvent.keyDown(dismiss, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(dismiss);
    // "No thanks" closes it like the close button.
    box.focus();
    fireEvent.click(dismiss);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
