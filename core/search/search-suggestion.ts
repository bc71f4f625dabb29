import type { ProductTile } from '../domain/product-tile';

/** A category the search suggests (api/v1 `search`, `category[]`). */
export interface CategorySuggestion {
  id: number;
  title: string;
  slug: string;
  image: string;
}

/** A sub-category the search suggests, with its parent for the `/all/:category/:subCategory` link. */
export interface SubCategorySuggestion extends CategorySuggestion {
  category_id: number;
  category: { id: number; title: string; slug: string };
}

/** The `search?q=` answer: `{ product[], suggested[], sub_category[], category[] }`. */
export interface SearchSuggestionList {
  product: ProductTile[];
  /** Whole search phrases: the typed words, completed. */
  suggested: string[];
  sub_category: SubCategorySuggestion[];
  category: CategorySuggestion[];
}

export const NO_SUGGESTIONS: SearchSuggestionList = { product: [], suggested: [], sub_category: [], category: [] };

export function isEmptySuggestionList(list: SearchSuggestionList): boolean {
  return list.product.length === 0 && list.suggested.length === 0 && list.sub_category.length === 0 && list.category.length === 0;
}
