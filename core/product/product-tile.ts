/** The product fields every list (home, listing, search) carries. Money values are decimal strings or numbers as sent by api/v1. */
export interface ProductTile {
  id: number;
  slug: string;
  title: string;
  badge: string | null;
  selling: number;
  offered: number;
  image: string;
  review_count: number;
  /** Average rating out of 5. */
  rating: number;
  /** Active flash-sale price, or null. */
  price: number | null;
  /** Flash-sale end (ISO 8601), or null. */
  end_time: string | null;
  /** 1 while some variant is in stock, 0 when sold out (absent from older answers: taken as in stock). */
  in_stock?: number;
  /**
   * Everyday price (own price, before offer or flash sale) of the cheapest and the dearest variant a
   * shopper can buy (in stock, or all when none is); null (or absent) when they all pay the
   * product's own price. The tile advertises the cheapest (decision 0001).
   */
  variant_low?: number | null;
  variant_high?: number | null;
}
