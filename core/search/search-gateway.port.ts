import type { SearchSuggestionList } from './suggestion-list';

/** Reads search suggestions (api/v1 `search?q=`). */
export interface SearchGateway {
  /** Keywords, categories, sub-categories and products for `text` in `language`; throws RequestError when the API refuses or is down. */
  suggest(text: string, language: string): Promise<SearchSuggestionList>;
}
