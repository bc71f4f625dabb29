// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-harness';
import { NotFoundPage } from './NotFoundPage';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('says the page could not be found, with a big 404 and a way home', async () => {
    await renderWithApp(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });

  it('speaks the page language and links to its home', async () => {
    await renderWithApp(<NotFoundPage />, { route: '/ar/nowhere', language: 'ar' });
    expect(screen.getByRole('heading', { name: 'تعذّر العثور على هذه الصفحة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/ar');
  });

  it('leaves the document title alone', async () => {
    document.title = 'Shop';
    await renderWithApp(<NotFoundPage />);
    expect(document.title).toBe('Shop');
  });
});
