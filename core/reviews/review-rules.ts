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
 * Whether a buyer may review what an order brought: only once it is delivered (status 5) and it
 * was not cancelled.
 */
export function canReview(order: { status: number; cancelled: boolean }): boolean {
  return order.status === 5 && !order.cancelled;
}
