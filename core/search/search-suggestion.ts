import type { SearchSuggestionList } from './suggestion-list';

export const NO_SUGGESTIONS: SearchSuggestionList = { product: [], suggested: [], sub_category: [], category: [] };

export function isEmptySuggestionList(list: SearchSuggestionList): boolean {
  return list.product.length === 0 && list.suggested.length === 0 && list.sub_category.length === 0 && list.category.length === 0;
}
