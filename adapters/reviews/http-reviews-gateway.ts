import type { OwnReview, ReviewInput, ReviewsGateway } from '../../core/reviews/reviews-gateway.port';
import type { ApiClient } from '../http/api-client';

/** The photos a browser picked are Files (a Blob with a name). */
type BrowserPhoto = ReviewInput['photos'][number] & Blob;

export class HttpReviewsGateway implements ReviewsGateway {
  constructor(private readonly api: ApiClient) {}

  find(token: string | null, productId: number, orderId: number, language: string): Promise<OwnReview | null> {
    return this.api.post<OwnReview | null>('rating-review/find', { product_id: productId, order_id: orderId }, { language, token: token ?? undefined });
  }

  async save(token: string | null, input: ReviewInput, language: string): Promise<{ review: OwnReview; message: string }> {
    const form = new FormData();
    form.append('product_id', String(input.product_id));
    form.append('order_id', String(input.order_id));
    form.append('stars', String(input.stars));
    form.append('comment', input.comment);
    for (const name of input.keep_images) form.append('keep_images', name);
    for (const photo of input.photos as BrowserPhoto[]) form.append('images', photo, photo.name);
    const { data, message } = await this.api.postForm<OwnReview>('rating-review/action', form, { language, token: token ?? undefined });
    return { review: data, message };
  }
}
