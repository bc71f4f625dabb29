import type { SessionState } from '../auth/session-state.port';
import type { OrdersGateway, OrdersState } from '../orders/orders-gateway.port';
import { type PhotoProblem, photoProblem, REVIEW, validStars } from './review-rules';
import type { OwnReview, ReviewsGateway, ReviewInput } from './reviews-gateway.port';

/** Why the form cannot be sent yet, checked before anything leaves the browser. */
export type ReviewFormProblem =
  | { field: 'stars' }
  | { field: 'comment' }
  /** More photos than allowed: `names` are the picked files past the limit, left out. */
  | { field: 'photos'; problem: 'count'; names: string[] }
  | { field: 'photos'; problem: PhotoProblem; name: string };

/** The form's problems, in field order; empty when it may be sent. */
export function reviewFormProblems(input: Pick<ReviewInput, 'stars' | 'comment' | 'keep_images' | 'photos'>): ReviewFormProblem[] {
  const problems: ReviewFormProblem[] = [];
  if (!validStars(input.stars)) problems.push({ field: 'stars' });
  if (input.comment.trim().length > REVIEW.maxComment) problems.push({ field: 'comment' });
  const room = Math.max(0, REVIEW.maxPhotos - input.keep_images.length);
  if (input.photos.length > room) problems.push({ field: 'photos', problem: 'count', names: input.photos.slice(room).map((photo) => photo.name) });
  for (const photo of input.photos) {
    const problem = photoProblem(photo);
    if (problem) problems.push({ field: 'photos', problem, name: photo.name });
  }
  return problems;
}

/**
 * Writes or edits the buyer's review of a product of a delivered order, from the order's page:
 * the form is checked first (stars, comment length, photo count, type and size), then sent; the
 * order is read again so its line offers "Edit your review". A refusal throws RequestError.
 */
export class WriteReview {
  constructor(
    private readonly gateway: Pick<ReviewsGateway, 'find' | 'save'>,
    private readonly orders: Pick<OrdersGateway, 'detail'>,
    private readonly state: Pick<OrdersState, 'setDetail'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** The review written before, to fill the form with (null before one). */
  find(productId: number, orderId: number, language: string): Promise<OwnReview | null> {
    return this.gateway.find(this.session.token, productId, orderId, language);
  }

  async execute(input: ReviewInput, language: string): Promise<{ review: OwnReview; message: string }> {
    const saved = await this.gateway.save(this.session.token, input, language);
    try {
      this.state.setDetail(await this.orders.detail(this.session.token, input.order_id, language));
    } catch {
      /* the review stands; the page shows the order as it was read */
    }
    return saved;
  }
}
