// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SUGGESTIONS } from '../../core/search/search-suggestion';
import type { SearchSuggestionList } from '../../core/search/suggestion-list';
import { SearchSuggestions } from '../../core/search/search-suggestions';
import { makeTile } from '../test-support/data-factories';
import { createTestApp } from '../test-support/render-harness';
import { SearchBox } from './SearchBox';

const answer: SearchSuggestionList = {
  ...NO_SUGGESTIONS,
  suggested: ['blue shirt', 'blue mug'],
  category: [{ id: 1, title: 'Men', slug: 'men', image: '' }],
  sub_category: [{ id: 2, title: 'Shirts', slug: 'shirts', image: '', category_id: 1, category: { id: 1, title: 'Men', slug: 'men' } }],
  product: [makeTile({ id: 9, slug: 'blue-shirt', title: 'Blue shirt', selling: 25, offered: 0, price: null, end_time: null })],
};

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

async function renderBox(options: { language?: string; route?: string; list?: SearchSuggestionList | Error } = {}) {
  const execute = vi.fn(async (_text: string, _language: string) => {
    if (options.list instanceof Error) throw options.list;
    return options.list ?? answer;
  });
  const app = await createTestApp({ language: options.language, route: options.route ?? '/', services: [[SearchSuggestions, { execute }]] });
  render(app.wrap(<><Routes><Route path="*" element={<SearchBox />} /></Routes><Where /></>));
  return { execute, input: screen.getByRole('combobox') as HTMLInputElement, where: () => screen.getByTestId('where').textContent };
}

/** Focus and type, let the chunk load, then wait out the debounce. */
async function type(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => { await vi.dynamicImportSettled(); });
  await act(async () => { await vi.advanceTimersByTimeAsync(700); });
}

describe('SearchBox suggestions', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows keywords, categories, sub-categories and products 700 ms after typing, as an ARIA listbox', async () => {
    const { execute, input } = await renderBox();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'blu' } });
    await act(async () => { await vi.dynamicImportSettled(); });
    await act(async () => { await vi.advanceTimersByTimeAsync(600); });
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(100); });
    expect(execute).toHaveBeenCalledWith('blu', 'en');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['blue shirt', 'blue mug', 'Men', 'Shirtsin Men', 'Blue shirt$25']);
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeTruthy();
  });

  it('goes to the search for a keyword chosen with the arrow keys and Enter', async () => {
    const { input, where } = await renderBox();
    await type(input, 'blu');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(where()).toBe('/search?q=blue%20mug');
    expect(input.value).toBe('blue mug');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the product or category that is clicked, in the page language', async () => {
    const { input, where } = await renderBox({ language: 'ar', route: '/ar' });
    await type(input, 'قميص');
    fireEvent.click(screen.getByRole('option', { name: /Blue shirt/ }));
    expect(where()).toBe('/ar/blue-shirt/product/9');
  });

  it('says "Nothing found for" and shows the typed HTML as text', async () => {
    const { input } = await renderBox({ list: NO_SUGGESTIONS });
    await type(input, '<b>zzz</b>');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Nothing found for');
    expect(status.querySelector('q')!.textContent).toBe('<b>zzz</b>');
    expect(status.querySelector('b')).toBeNull();
  });

  it('closes 100 ms after the box loses focus, and on Escape', async () => {
    const { input } = await renderBox();
    await type(input, 'blu');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(input, { target: { value: 'blu ' } });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(input);
    await act(async () => { await vi.advanceTimersByTimeAsync(99); });
    expect(screen.getByRole('listbox')).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks nothing for the term the search page already shows, and stays closed when the call fails', async () => {
    const shown = await renderBox({ route: '/search?q=lamp' });
    await type(shown.input, 'lamp');
    expect(shown.execute).not.toHaveBeenCalled();
    cleanup();
    const failing = await renderBox({ list: new Error('API is down.') });
    await type(failing.input, 'lamp');
    expect(failing.execute).toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('submits the typed text to /search without waiting for suggestions', async () => {
    const { input, where } = await renderBox({ language: 'fr', route: '/fr' });
    fireEvent.change(input, { target: { value: ' robe ' } });
    fireEvent.submit(input.form!);
    expect(where()).toBe('/fr/search?q=robe');
  });
});
