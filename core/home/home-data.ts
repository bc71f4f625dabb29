import type { Banner } from '../banners/banner';
import type { ProductTile } from '../product/product-tile';
import type { SourceItem } from '../catalogue/source-item';

export interface Slide extends SourceItem {
  id: number;
  title: string;
  image: string;
}

export interface SiteFeature {
  id: number;
  title: string;
  detail: string;
  /** Name of a built-in icon (truck, shield, return, support, ...). */
  image: string;
}

export interface Collection {
  id: number;
  title: string;
  slug: string;
  product_collections: ProductTile[];
}

export interface FeaturedCategory {
  id: number;
  title: string;
  slug: string;
  image: string;
}

export interface FeaturedBrand {
  id: number;
  title: string;
  slug: string;
  image: string;
}

export interface FlashSaleSummary {
  id: number;
  title: string;
  slug: string;
  /** ISO 8601 end of the sale. */
  end_time: string;
  public_products: ProductTile[];
}

export interface HomeData {
  slider: { main: Slide[]; right_top: Slide | null; right_bottom: Slide | null };
  site_features: SiteFeature[];
  /** Home banners (types 1-7), grouped by type in display order. */
  banners: Banner[];
  collections: Collection[];
  featured_categories: FeaturedCategory[];
  featured_brands: FeaturedBrand[];
  flash_sales: FlashSaleSummary[];
  /** Latest products for the "products" section. */
  products: ProductTile[];
  time_zone: string;
}
