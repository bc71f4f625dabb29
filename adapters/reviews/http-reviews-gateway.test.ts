import { describe, expect, it } from 'vitest';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpReviewsGateway } from './http-reviews-gateway';

describe('HttpReviewsGateway', () => {
  it('sends a review as a multipart form: the fields, the kept photos, then each new photo as `images`', async () => {
    const stored = { id: 3, product_id: 5, order_id: 9, stars: 4, comment: 'Nice', images: ['reviews/a.jpg'], created_at: '', updated_at: '' };
    const { api, calls } = recordingApi(null, { status: 200, message: 'Thank you! Your review is published.', data: stored });
    const photo = new File([new Uint8Array([1, 2, 3])], 'mug.jpg', { type: 'image/jpeg' });
    const answer = await new HttpReviewsGateway(api).save('tok', { product_id: 5, order_id: 9, stars: 4, comment: 'Nice', keep_images: ['reviews/a.jpg'], photos: [photo] }, 'tr');
    expect(answer).toEqual({ review: stored, message: 'Thank you! Your review is published.' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/rating-review/action', method: 'POST', headers: { Authorization: 'Bearer tok', Language: 'tr' } });
    expect(calls[0]!.headers).not.toHaveProperty('Content-Type');
    const form = calls[0]!.body as FormData;
    expect([...form.keys()]).toEqual(['product_id', 'order_id', 'stars', 'comment', 'keep_images', 'images']);
    expect(form.get('stars')).toBe('4');
    expect((form.get('images') as File).name).toBe('mug.jpg');
  });
});
