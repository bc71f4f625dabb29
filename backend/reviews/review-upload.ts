import type { FastifyRequest } from 'fastify';
import { REVIEW } from '../../core/reviews/review-rules';
import { bodyOf } from '../http/request-body';
import { cutOffUpload } from '../http/upload-cutoff';

/** A photo as sent: its bytes and the file's name as the shopper knows it. */
export interface SentPhoto {
  bytes: Buffer;
  file: string;
}

/** Why the photos cannot be taken as sent, with the file concerned when there is one. */
export interface PhotoTrouble {
  key: 'too_many_photos' | 'photo_too_big' | 'images_failed';
  file: string;
}

/** A review request's fields and photos, from a multipart form (with photos) or a JSON body. */
export interface ReviewRequest {
  fields: Record<string, unknown>;
  photos: SentPhoto[];
  photoTrouble: PhotoTrouble | null;
  /** A field longer than the form takes (a comment of 100 kB). */
  fieldTooLong: boolean;
}

/** A field's longest accepted length in bytes before it is cut: well above the comment's limit, far below a flood. */
const MAX_FIELD_BYTES = 16 * 1024;

/** A file name fit to be said back: no control characters or bidi overrides, at most 80 characters. */
export function fileLabel(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const label = clean.length > 80 ? `${clean.slice(0, 79)}…` : clean;
  // Isolated (FSI … PDI) so a Latin name keeps its order inside Arabic text.
  return `\u2068${label === '' ? '?' : label}\u2069`;
}

export async function readReviewRequest(request: FastifyRequest): Promise<ReviewRequest> {
  if (!request.isMultipart()) return { fields: bodyOf(request), photos: [], photoTrouble: null, fieldTooLong: false };
  const fields: Record<string, unknown> = {};
  const photos: SentPhoto[] = [];
  let photoTrouble: PhotoTrouble | null = null;
  let fieldTooLong = false;
  let file = '';
  try {
    for await (const part of request.parts({ limits: { files: REVIEW.maxPhotos, fileSize: REVIEW.maxPhotoKb * 1024, fields: 20, fieldSize: MAX_FIELD_BYTES, parts: 30 } })) {
      if (part.type === 'file') {
        file = fileLabel(part.filename);
        const bytes = await part.toBuffer();
        if (bytes.length > 0) photos.push({ bytes, file });
      } else {
        if (part.valueTruncated) fieldTooLong = true;
        const previous = fields[part.fieldname];
        fields[part.fieldname] = previous === undefined ? part.value : ([] as unknown[]).concat(previous, part.value);
      }
    }
  } catch (error) {
    // Past a limit nothing more is read: the answer closes the connection.
    cutOffUpload(request);
    const code = (error as { code?: string }).code;
    // More files than allowed, or one past the size limit, is said as such, naming the file; any other broken upload (a cut stream) is a failed image.
    const key = code === 'FST_FILES_LIMIT' ? 'too_many_photos' : code === 'FST_REQ_FILE_TOO_LARGE' ? 'photo_too_big' : 'images_failed';
    photoTrouble = { key, file };
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') fieldTooLong = true;
  }
  return { fields, photos, photoTrouble, fieldTooLong };
}
