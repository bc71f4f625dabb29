import type { FastifyInstance } from 'fastify';
import { REVIEW, validStars } from '../../core/reviews/review-rules';
import type { ApiContext } from '../api/api-context';
import { identifyCaller } from '../auth/caller';
import { overLimit, resolveLimits, tooMany } from '../auth/throttle';
import { businessError, failure, formError, ok, unauthorized } from '../http/envelope';
import { isUnsafeText } from '../http/unsafe-text';
import { fieldName, VALIDATION } from '../i18n/validation-messages';
import { readRowId } from '../http/ids';
import { bodyOf } from '../http/request-body';
import { translate } from '../i18n/server-messages';
import { processPhoto, type ProcessedPhoto, storePhoto } from './review-photos';
import { readReviewRequest } from './review-upload';
import { REVIEW_MESSAGES } from './review-messages';
import { findOwnReview, reviewableOrder, saveReview } from './review-writes';

/** The stored photo names a request keeps (`keep_images`, one or many), in order. */
function keptNames(value: unknown): string[] {
  const names = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return names.filter((name): name is string => typeof name === 'string');
}

/**
 * rating-review/action (T): the buyer of a product in a delivered, not cancelled order writes or
 * edits their one review of it: stars 1 to 5, a comment, up to 5 photos (multipart `images`; the
 * photos it already has stay when named in `keep_images`). Every photo is read by its content and
 * re-encoded (review-photos.ts); one that fails refuses the whole review and nothing is stored.
 * The product's rating and count change in the same transaction; its cached page forgets them.
 * rating-review/find (T): the caller's review of a product (null before one).
 */
/** The stars field: a whole number 1-5, as JSON's number or a form's digit; "0x5", "5.0" or " 5e0" are no stars. */
function readStars(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\s*[1-5]\s*$/.test(value) ? Number(value) : Number.NaN;
}

export async function reviewRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const limits = resolveLimits(ctx.accounts.limits);

  app.post('/rating-review/action', async (request, reply) => {
    const [caller, lang] = await Promise.all([identifyCaller(db, request), ctx.language(request)]);
    const say = (key: string, vars?: Record<string, string | number>) => translate(REVIEW_MESSAGES, key, lang, vars);
    if (caller.userId === null) {
      // Drain an unread upload before answering, so the client sees the answer, not a reset.
      if (request.isMultipart()) await readReviewRequest(request);
      return unauthorized(say('unauthorized'));
    }
    const refused = await overLimit(db, limits, 'review', request.ip, `user:${caller.userId}`);
    if (refused) return tooMany(reply, refused, say('too_many'));
    const { fields, photos, photoTrouble, fieldTooLong } = await readReviewRequest(request);
    const productId = readRowId(fields.product_id);
    if (productId === null) return reply.code(404).send(failure(404, say('product_not_found')));
    if (photoTrouble) return businessError([say(photoTrouble.key, { file: photoTrouble.file, max: photoTrouble.key === 'photo_too_big' ? REVIEW.maxPhotoKb : REVIEW.maxPhotos })]);
    const stars = readStars(fields.stars);
    if (!validStars(stars)) return businessError([say('stars_required')]);
    const comment = typeof fields.comment === 'string' ? fields.comment.trim() : '';
    if (fieldTooLong || comment.length > REVIEW.maxComment) return businessError([say('comment_too_long', { max: REVIEW.maxComment })]);
    // A multipart form skips the API's JSON input check (backend/http/unsafe-text.ts): the comment is checked here.
    if (isUnsafeText(comment)) return formError({ comment: translate(VALIDATION, 'invalid_characters', lang, { type: fieldName('comment', lang) }) });

    const askedOrder = fields.order_id === undefined || fields.order_id === '' ? null : readRowId(fields.order_id);
    const orderId = await reviewableOrder(db, caller.userId, productId, askedOrder);
    if (orderId === null) return businessError([say('review_not_allowed')]);
    const existing = await findOwnReview(db, caller.userId, productId, orderId);
    const kept = keptNames(fields.keep_images).filter((name) => existing?.images.includes(name));
    if (kept.length + photos.length > REVIEW.maxPhotos) return businessError([say('too_many_photos', { max: REVIEW.maxPhotos })]);

    const processed: ProcessedPhoto[] = [];
    for (const { bytes, file } of photos) {
      const photo = await processPhoto(bytes);
      // Named, with the reason: not a JPEG or PNG picture by its content (a GIF renamed .jpg, an SVG, a cut file).
      if (!photo) return businessError([say('photo_not_image', { file })]);
      processed.push(photo);
    }
    const saved = await saveReview(db, ctx.shop.dialect, {
      userId: caller.userId, productId, orderId, stars, comment: comment === '' ? null : comment,
      images: [...kept, ...processed.map((photo) => photo.name)],
      beforeCommit: async () => {
        for (const photo of processed) await storePhoto(ctx.uploadsDir, photo);
      },
    });
    ctx.changes.changed({ scope: 'products', ids: [productId], tiles: true });
    return ok(await findOwnReview(db, caller.userId, productId, orderId), say(saved.created ? 'review_saved' : 'review_updated'));
  });

  app.post('/rating-review/find', async (request, reply) => {
    const [caller, lang] = await Promise.all([identifyCaller(db, request), ctx.language(request)]);
    const say = (key: string) => translate(REVIEW_MESSAGES, key, lang);
    if (caller.userId === null) return unauthorized(say('unauthorized'));
    const body = bodyOf(request);
    const productId = readRowId(body.product_id);
    if (productId === null) return reply.code(404).send(failure(404, say('product_not_found')));
    const askedOrder = body.order_id === undefined || body.order_id === null ? null : readRowId(body.order_id);
    const orderId = await reviewableOrder(db, caller.userId, productId, askedOrder);
    if (orderId === null) return businessError([say('review_not_allowed')]);
    return ok(await findOwnReview(db, caller.userId, productId, orderId));
  });
}
