import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { REVIEW } from '../../core/reviews/review-rules';

/** The longest side of a stored review photo, and of its thumbnail, in pixels. */
export const PHOTO_MAX_SIDE = 1600;
export const THUMB_MAX_SIDE = 400;
/** A photo larger than this many pixels is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Where a photo is kept under the uploads folder, by whose it is: a review's, a seller's product's
 * (core/seller/store-profile.ts `PRODUCT_PHOTO`) or a store's logo or banner (`STORE_PHOTO`).
 */
export type PhotoFolder = 'reviews' | 'products' | 'stores';

/** A photo ready to store: re-encoded, without metadata, named by its content. */
export interface ProcessedPhoto {
  /** `{folder}/{sha256}.jpg`: the name the review, product or store keeps (thumbnail under `thumb/`). */
  name: string;
  full: Buffer;
  thumb: Buffer;
}

/**
 * Reads an uploaded photo by its content, never its name or declared type: only a JPEG or PNG that
 * decodes whole is taken (a GIF renamed .jpg, an SVG, a truncated or polyglot file that does not
 * decode as one of the two is refused). The picture is turned upright, shrunk to at most
 * PHOTO_MAX_SIDE, and written anew as a JPEG: EXIF, GPS position and any bytes riding along are
 * gone. Null when refused, or larger than `maxKb` (a review photo's limit unless told).
 */
export async function processPhoto(input: Buffer, folder: PhotoFolder = 'reviews', maxKb: number = REVIEW.maxPhotoKb): Promise<ProcessedPhoto | null> {
  if (input.length === 0 || input.length > maxKb * 1024) return null;
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const meta = await image.metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png') return null;
    const upright = image.rotate().flatten({ background: '#ffffff' });
    const full = await upright.clone().resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const thumb = await upright.clone().resize({ width: THUMB_MAX_SIDE, height: THUMB_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    const name = `${folder}/${createHash('sha256').update(full).digest('hex')}.jpg`;
    return { name, full, thumb };
  } catch {
    return null;
  }
}

/** Writes a processed photo and its thumbnail under the uploads folder (`{dir}/{name}`, `{dir}/thumb/{name}`). */
export async function storePhoto(uploadsDir: string, photo: ProcessedPhoto): Promise<void> {
  for (const [path, bytes] of [[join(uploadsDir, photo.name), photo.full], [join(uploadsDir, 'thumb', photo.name), photo.thumb]] as const) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }
}
