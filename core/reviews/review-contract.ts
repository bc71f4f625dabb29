/** The shopper's own review of a product of one of their orders (rating-review/find and /action answer it). */
export interface OwnReview {
  id: number;
  product_id: number;
  order_id: number;
  stars: number;
  comment: string | null;
  /** Stored photo names, in order. */
  images: string[];
  created_at: string;
  updated_at: string;
}
