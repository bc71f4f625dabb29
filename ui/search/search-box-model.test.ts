import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_SUGGESTIONS } from '../../core/search/search-suggestion';
import type { SearchSuggestionList } from '../../core/search/suggestion-list';
import { makeTile } from '../test-support/data-factories';
import { BLUR_CLOSE_MS, SUGGEST_DEBOUNCE_MS, SearchBoxModel } from './search-box-model';

const answer = (term: string): SearchSuggestionList => ({
  ...NO_SUGGESTIONS,
  suggested: [`${term} shirt`],
  category: [{ id: 1, title: 'Men', slug: 'men', image: '' }],
  sub_category: [{ id: 2, title: 'Shirts', slug: 'shirts', image: '', category_id: 1, category: { id: 1, title: 'Men', slug: 'men' } }],
  product: [makeTile({ id: 9, slug: 'blue-shirt', title: 'Blue shirt' })],
});

/** A suggest function whose answers the test releases by hand. */
function controlledSuggest() {
  const calls: { term: string; resolve: (list: SearchSuggestionList) => void; reject: (error: unknown) => void }[] = [];
  const suggest = vi.fn((term: string) => new Promise<SearchSuggestionList>((resolve, reject) => { calls.push({ term, resolve, reject }); }));
  return { suggest, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('SearchBoxModel', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('asks for suggestions only 700 ms after the last keystroke, and opens while focused', async () => {
    const { suggest, calls } = controlledSuggest();
    const model = new SearchBoxModel(suggest);
    model.focus();
    model.input('b');
    await vi.advanceTimersByTimeAsync(400);
    model.input('bl');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    expect(suggest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(calls[0]!.term).toBe('bl');
    expect(model.open).toBe(false);
    calls[0]!.resolve(answer('bl'));
    await flush();
    expect(model.open).toBe(true);
    expect(model.options.map((o) => o.kind)).toEqual(['keyword', 'category', 'sub_category', 'product']);
    expect(model.options.map((o) => o.path)).toEqual(['/search?q=bl%20shirt', '/all/men', '/all/men/shirts', '/blue-shirt/product/9']);
    model.dispose();
  });

  it('does not ask again for the same term (distinctUntilChanged), even after typing and erasing a letter', async () => {
    const { suggest, calls } = controlledSuggest();
    const model = new SearchBoxModel(suggest);
    model.focus();
    model.input('mug');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    calls[0]!.resolve(answer('mug'));
    model.input('mugs');
    await vi.advanceTimersByTimeAsync(100);
    model.input('mug ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(model.open).toBe(true);
    model.dispose();
  });

  it('never shows a stale answer: a slow earlier request is dropped when a newer one starts', async () => {
    const { suggest, calls } = controlledSuggest();
    const model = new SearchBoxModel(suggest);
    model.focus();
    model.input('ca');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    model.input('cat');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    calls[1]!.resolve(answer('cat'));
    await flush();
    calls[0]!.resolve(answer('ca'));
    await flush();
    expect(model.result?.term).toBe('cat');
    expect(model.options[0]!.label).toBe('cat shirt');
    model.dispose();
  });

  it('runs no search for the term the search page already shows', async () => {
    const { suggest } = controlledSuggest();
    const model = new SearchBoxModel(suggest, 'lamp');
    model.focus();
    model.input('lamp');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(suggest).not.toHaveBeenCalled();
    expect(model.open).toBe(false);
    model.input('lamps');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(suggest).toHaveBeenCalledWith('lamps');
    model.dispose();
  });

  it('closes 100 ms after the box loses focus, and stays open when focus comes back in time', async () => {
    const { suggest, calls } = controlledSuggest();
    const model = new SearchBoxModel(suggest);
    model.focus();
    model.input('tea');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    calls[0]!.resolve(answer('tea'));
    await flush();
    model.blur();
    await vi.advanceTimersByTimeAsync(BLUR_CLOSE_MS - 1);
    expect(model.open).toBe(true);
    model.focus();
    await vi.advanceTimersByTimeAsync(BLUR_CLOSE_MS * 2);
    expect(model.open).toBe(true);
    model.blur();
    await vi.advanceTimersByTimeAsync(BLUR_CLOSE_MS);
    expect(model.open).toBe(false);
    model.dispose();
  });

  it('stays closed for blank text and for an unfocused box', async () => {
    const { suggest, calls } = controlledSuggest();
    const model = new SearchBoxModel(suggest);
    model.input('   ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(suggest).not.toHaveBeenCalled();
    model.input('pen');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    calls[0]!.resolve(answer('pen'));
    await flush();
    expect(model.open).toBe(false);
    model.focus();
    expect(model.open).toBe(true);
    model.input('');
    expect(model.open).toBe(false);
    model.dispose();
  });

  it('closes the popup when the call fails, and keeps working for the next term', async () => {
    const { suggest, calls } = controlledSuggest();
    const model = new SearchBoxModel(suggest);
    model.focus();
    model.input('x');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    calls[0]!.reject(new Error('API is down.'));
    await flush();
    expect(model.open).toBe(false);
    model.input('xy');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    calls[1]!.resolve(answer('xy'));
    await flush();
    expect(model.open).toBe(true);
    model.dispose();
  });

  it('moves through the rows with the arrow keys, wrapping, and Escape closes until the next keystroke', async () => {
    const { suggest, calls } = controlledSuggest();
    const model = new SearchBoxModel(suggest);
    model.focus();
    model.input('bl');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    calls[0]!.resolve(answer('bl'));
    await flush();
    model.move(1);
    expect(model.activeOption?.kind).toBe('keyword');
    model.move(-1);
    expect(model.activeOption?.kind).toBe('product');
    model.move(1);
    expect(model.activeIndex).toBe(0);
    model.dismiss();
    expect(model.open).toBe(false);
    expect(model.activeOption).toBeNull();
    model.input('bl ');
    expect(model.open).toBe(true);
    model.dispose();
  });

  it('stops listening when disposed', async () => {
    const { suggest } = controlledSuggest();
    const model = new SearchBoxModel(suggest);
    model.dispose();
    model.input('late');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(suggest).not.toHaveBeenCalled();
  });
});
