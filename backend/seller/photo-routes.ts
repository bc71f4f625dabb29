import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SELLER_LIMITS } from '../../core/seller/seller-product';
import type { ApiContext } from '../api/api-context';
import { businessError, ok } from '../http/envelope';
import { processPhoto, type ProcessedPhoto, storePhoto } from '../reviews/review-photos';
import { fileLabel } from '../reviews/review-upload';
import type { SellerGuard } from './seller-guard';
import { cutOffUpload } from '../http/upload-cutoff';

/** The largest photo a seller may upload, in KB (a phone's photo; it is stored shrunk and re-encoded). */
export const SELLER_PHOTO_MAX_KB = 8_192;

interface PhotoUpload {
  kind: unknown;
  photos: { bytes: Buffer; file: string }[];
  trouble: { key: 'photos_too_many' | 'photo_too_big' | 'photo_not_image'; file: string } | null;
}

/** A multipart upload read to its end within its limits: the `kind` field, the files, or what went wrong and with which file. */
async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  const upload: PhotoUpload = { kind: undefined, photos: [], trouble: null };
  if (!request.isMultipart()) return upload;
  let file = '';
  try {
    for await (const part of request.parts({ limits: { files: SELLER_LIMITS.maxPhotos, fileSize: SELLER_PHOTO_MAX_KB * 1024, fields: 5, fieldSize: 100, parts: SELLER_LIMITS.maxPhotos + 5 } })) {
      if (part.type === 'file') {
        file = fileLabel(part.filename);
        const bytes = await part.toBuffer();
        upload.photos.push({ bytes, file });
      } else if (part.fieldname === 'kind') {
        upload.kind = part.value;
      }
    }
  } catch (error) {
    // Past a limit nothing more is read: the answer closes the connection (backend/http/upload-cutoff.ts).
    cutOffUpload(request);
    const code = (error as { code?: string }).code;
    upload.trouble = { key: code === 'FST_FILES_LIMIT' ? 'photos_too_many' : code === 'FST_REQ_FILE_TOO_LARGE' ? 'photo_too_big' : 'photo_not_image', file };
  }
  return upload;
}

/**
 * `POST seller/photos` (multipart: `kind` = product | store, then up to SELLER_LIMITS.maxPhotos
 * files): each photo read by its content (a JPEG or PNG that decodes whole), stripped of its
 * metadata, re-encoded and named by its hash under `products/` or `stores/`, with a thumbnail for
 * the tiles; served at `/uploads/{name}`. One file refused (not a picture, too large) refuses them
 * all, naming it, and nothing is stored. The names are the product's or store's only once its form
 * is saved with them.
 */
export function photoRoutes(app: FastifyInstance, ctx: ApiContext, guard: SellerGuard): void {
  app.post('/seller/photos', async (request, reply) => {
    let upload: PhotoUpload | null = null;
    const seller = await guard.seller(request, reply, true, async () => {
      upload = await readPhotoUpload(request);
    });
    if (!seller) return reply;
    const { kind, photos, trouble } = upload ?? (await readPhotoUpload(request));
    const say = (key: string, vars?: Record<string, string | number>) => guard.say(seller.language, key, vars);
    if (kind !== 'product' && kind !== 'store') return businessError([say('photo_kind')]);
    if (trouble) return businessError([say(trouble.key, { file: trouble.file, max: trouble.key === 'photo_too_big' ? SELLER_PHOTO_MAX_KB : SELLER_LIMITS.maxPhotos })]);
    if (photos.length === 0) return businessError([say('no_photo')]);
    const processed: ProcessedPhoto[] = [];
    for (const { bytes, file } of photos) {
      const photo = await processPhoto(bytes, kind === 'product' ? 'products' : 'stores', SELLER_PHOTO_MAX_KB);
      if (!photo) return businessError([say(bytes.length > SELLER_PHOTO_MAX_KB * 1024 ? 'photo_too_big' : 'photo_not_image', { file, max: SELLER_PHOTO_MAX_KB })]);
      processed.push(photo);
    }
    for (const photo of processed) await storePhoto(ctx.uploadsDir, photo);
    return ok({ names: processed.map((photo) => photo.name) }, say('photos_saved'));
  });
}
