/** Product source types: what a slider, banner or header link points at. */
export const SourceType = {
  categories: 1,
  subCategories: 2,
  tags: 3,
  brands: 4,
  products: 5,
  url: 6,
} as const;

/** Anything that links to a product source: sliders, banners, header links. */
export interface SourceItem {
  source_type: number | null;
  url: string | null;
  slug: string | null;
  source_id: number | null;
}
