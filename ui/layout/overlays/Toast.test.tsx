// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../test-support/render-harness';
import { SessionStore } from '../../app/session-store';
import { Toast } from './Toast';

afterEach(cleanup);

describe('Toast', () => {
  it('says once, in the page language, that the server ended the session', async () => {
    const session = new SessionStore();
    session.restore({ user: null, ended: true });
    await renderInShell(<Toast />, { session, language: 'ar', translated: true });
    expect(screen.getByRole('status').textContent).toBe('انتهت جلستك، لذا تم تسجيل خروجك. يرجى تسجيل الدخول مرة أخرى.');
    expect(session.ended).toBe(false);
    expect(session.snapshot()).toEqual({ user: null });
  });

  it('shows nothing until a toast is raised', async () => {
    await renderInShell(<Toast />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the translated "Success" when there is no message', async () => {
    const { toast } = await renderInShell(<Toast />);
    act(() => toast.show());
    expect(screen.getByRole('status').textContent).toBe('Success');
  });

  it('shows a message as it is given', async () => {
    const { toast } = await renderInShell(<Toast />);
    act(() => toast.show('Added to cart'));
    expect(screen.getByRole('status').textContent).toBe('Added to cart');
  });

  it('announces an error as the word for error, "!!!", then the message', async () => {
    const { toast } = await renderInShell(<Toast />);
    act(() => toast.error('boom'));
    expect(screen.getByRole('alert').textContent).toBe('Error!!! boom');
  });

  it('hides when closed', async () => {
    const { toast } = await renderInShell(<Toast />);
    act(() => toast.show('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(toast.visible).toBe(false);
  });

  it('takes back an error only while it is the one shown', async () => {
    const { toast } = await renderInShell(<Toast />);
    act(() => toast.error('Invalid voucher'));
    act(() => toast.withdraw('Something else'));
    expect(screen.getByRole('alert').textContent).toBe('Error!!! Invalid voucher');
    act(() => toast.withdraw('Invalid voucher'));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => toast.show('Order placed'));
    act(() => toast.withdraw('Order placed'));
    expect(screen.getByRole('status').textContent).toContain('Order placed');
  });
});
