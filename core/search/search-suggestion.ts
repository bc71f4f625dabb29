import type { SearchSuggestionList } from './suggestion-list';

export const NO_SUGGESTIONS: SearchSuggestionList = { product: [], suggested: [], sub_category: [], category: [] };
