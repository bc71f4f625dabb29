// @vitest-environment jsdom
// Its own file: no i18next instance is ever created here, as when the shop fails before its texts load.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage';

afterEach(cleanup);

describe('ErrorPage without translations', () => {
  it('still shows English labels and a link home, outside any router', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ErrorPage status={500} message="" standalone />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
    warn.mockRestore();
  });
});
