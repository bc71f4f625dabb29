import type { ProductTile } from '../product/product-tile';

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
