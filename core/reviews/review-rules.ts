import { ORDER_STATUS } from '../orders/order-status';

/**
 * What a review may hold (stars, comment, photos: JPEG or PNG, at most 1000 kB each), checked in the
 * browser before anything is sent and again by the server, which also checks each photo's content.
 */
export const REVIEW = {
  minStars: 1,
  maxStars: 5,
  maxPhotos: 5,
  /** Per photo, in kB (1 kB = 1024 bytes). */
  maxPhotoKb: 1000,
  photoTypes: ['image/jpeg', 'image/png'] as readonly string[],
  /** Characters of the comment. */
  maxComment: 2000,
} as const;

/** Why a photo is refused before it is sent: not a jpeg or png, or larger than the limit. */
export type PhotoProblem = 'type' | 'size';

export function photoProblem(photo: { type: string; size: number }): PhotoProblem | null {
  if (!REVIEW.photoTypes.includes(photo.type)) return 'type';
  if (photo.size > REVIEW.maxPhotoKb * 1024) return 'size';
  return null;
}

/** Whole stars 1 to 5. */
export function validStars(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= REVIEW.minStars && value <= REVIEW.maxStars;
}

/**
 * The order through which a buyer may review what it brought: delivered and not cancelled. The
 * browser checks an order with `canReview`; the server's query (backend/reviews/review-writes.ts
 * `reviewableOrder`) filters its rows by these same values.
 */
export const REVIEWABLE_ORDER = { status: ORDER_STATUS.delivered, cancelled: false } as const;

/** Whether a buyer may review what an order brought (REVIEWABLE_ORDER). */
export function canReview(order: { status: number; cancelled: boolean }): boolean {
  return order.status === REVIEWABLE_ORDER.status && order.cancelled === REVIEWABLE_ORDER.cancelled;
}
