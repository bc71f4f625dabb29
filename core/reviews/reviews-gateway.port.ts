import type { OwnReview } from './review-contract';

export type { OwnReview };

/** A photo picked in the browser, sent as it is (the server reads and re-encodes it). */
export interface PickedPhoto {
  name: string;
  type: string;
  size: number;
}

/** What rating-review/action sends. */
export interface ReviewInput<P extends PickedPhoto = PickedPhoto> {
  product_id: number;
  order_id: number;
  stars: number;
  comment: string;
  /** The review's stored photos to keep. */
  keep_images: string[];
  /** New photos to add. */
  photos: P[];
}

/** A signed-in buyer's reviews on api/v1 (token sent). Every call throws RequestError when refused or down. */
export interface ReviewsGateway {
  /** `rating-review/find`: the caller's review of the product through that order, or null. */
  find(token: string | null, productId: number, orderId: number, language: string): Promise<OwnReview | null>;
  /** `rating-review/action` (multipart): writes or edits it; answers the stored review and the server's message. */
  save(token: string | null, input: ReviewInput, language: string): Promise<{ review: OwnReview; message: string }>;
}
