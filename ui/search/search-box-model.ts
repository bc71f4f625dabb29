import { makeAutoObservable } from 'mobx';
import { Subject, Subscription, catchError, debounceTime, distinctUntilChanged, from, map, of, switchMap, timer } from 'rxjs';
import type { ProductTile } from '../../core/product/product-tile';
import type { SearchSuggestionList } from '../../core/search/suggestion-list';
import { productPath } from '../../core/product/product-path';
import { searchTarget } from './search-target';

/** Suggestions wait 700 ms after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 700;
/** The popup closes 100 ms after the box loses focus (long enough for a click on a suggestion to land). */
export const BLUR_CLOSE_MS = 100;

/** One choosable row of the popup; `path` is language-neutral. */
export type SuggestionOption =
  | { kind: 'keyword'; key: string; label: string; path: string }
  | { kind: 'category'; key: string; label: string; path: string }
  | { kind: 'sub_category'; key: string; label: string; parent: string; path: string }
  | { kind: 'product'; key: string; label: string; path: string; tile: ProductTile };

/** Asks for the suggestions of a term (the SearchSuggestions use case in the page's language). */
export type Suggest = (term: string) => Promise<SearchSuggestionList>;

/**
 * The header search box's suggestions as streams: typed text is debounced, repeated terms are
 * dropped, and switchMap abandons an older request so a slow answer never replaces a newer one.
 * Focus loss closes the popup after a short delay. MobX exposes the result to the view.
 */
export class SearchBoxModel {
  text = '';
  focused = false;
  /** The last answer and the term it answers; null before any, after blank text, or after an error. */
  result: { term: string; list: SearchSuggestionList } | null = null;
  /** Escape closes the popup until the shopper types again. */
  dismissed = false;
  /** Index into `options` of the row the arrow keys reached; -1 for none. */
  activeIndex = -1;
  /** The term the search page shows (no search runs for it). */
  shownTerm: string | null;

  private readonly text$ = new Subject<string>();
  private readonly focus$ = new Subject<boolean>();
  private readonly subscription = new Subscription();

  constructor(private readonly suggest: Suggest, shownTerm: string | null = null) {
    this.shownTerm = shownTerm;
    makeAutoObservable<this, 'suggest' | 'text$' | 'focus$' | 'subscription'>(this, { suggest: false, text$: false, focus$: false, subscription: false });
    this.subscription.add(
      this.text$
        .pipe(
          map((text) => text.trim()),
          debounceTime(SUGGEST_DEBOUNCE_MS),
          distinctUntilChanged(),
          switchMap((term) =>
            searchTarget(term, this.shownTerm) === null
              ? of(null)
              : from(this.suggest(term)).pipe(
                  map((list) => ({ term, list })),
                  // A failed call closes the popup; the box keeps working.
                  catchError(() => of(null)),
                ),
          ),
        )
        .subscribe((result) => this.setResult(result)),
    );
    this.subscription.add(
      this.focus$
        .pipe(switchMap((focused) => (focused ? of(true) : timer(BLUR_CLOSE_MS).pipe(map(() => false)))))
        .subscribe((focused) => this.setFocused(focused)),
    );
  }

  /** Open while focused with non-empty text and an answer to show. */
  get open(): boolean {
    return this.focused && !this.dismissed && this.text.trim() !== '' && this.result !== null;
  }

  /** Every choosable row in display order: keywords, categories, sub-categories, products. */
  get options(): SuggestionOption[] {
    const list = this.result?.list;
    if (!list) return [];
    return [
      ...list.suggested.map((keyword, i): SuggestionOption => ({ kind: 'keyword', key: `k${i}`, label: keyword, path: `/search?q=${encodeURIComponent(keyword)}` })),
      ...list.category.map((c): SuggestionOption => ({ kind: 'category', key: `c${c.id}`, label: c.title, path: `/all/${encodeURIComponent(c.slug)}` })),
      ...list.sub_category.map((s): SuggestionOption => ({
        kind: 'sub_category', key: `s${s.id}`, label: s.title, parent: s.category.title,
        path: `/all/${encodeURIComponent(s.category.slug)}/${encodeURIComponent(s.slug)}`,
      })),
      ...list.product.map((p): SuggestionOption => ({ kind: 'product', key: `p${p.id}`, label: p.title, path: productPath(p), tile: p })),
    ];
  }

  get activeOption(): SuggestionOption | null {
    return this.open ? (this.options[this.activeIndex] ?? null) : null;
  }

  input(text: string): void {
    // The box repeats the text it already reported (its effects run again); that is no keystroke.
    if (text === this.text) return;
    this.text = text;
    this.dismissed = false;
    this.activeIndex = -1;
    this.text$.next(text);
  }

  focus(): void {
    this.focus$.next(true);
  }

  blur(): void {
    this.focus$.next(false);
  }

  /** Arrow keys: move through the rows, wrapping at both ends. */
  move(step: 1 | -1): void {
    if (!this.open || this.options.length === 0) return;
    const count = this.options.length;
    this.activeIndex = this.activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (this.activeIndex + step + count) % count;
  }

  /** A keyword was chosen: it becomes the text, and the popup stays closed for it. */
  choose(text: string): void {
    this.input(text);
    this.dismiss();
  }

  dismiss(): void {
    this.dismissed = true;
    this.activeIndex = -1;
  }

  setShownTerm(term: string | null): void {
    this.shownTerm = term;
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }

  private setResult(result: { term: string; list: SearchSuggestionList } | null): void {
    this.result = result;
    this.activeIndex = -1;
  }

  private setFocused(focused: boolean): void {
    this.focused = focused;
    if (!focused) this.activeIndex = -1;
  }
}
