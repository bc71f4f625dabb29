/** Images are rendered on demand from their stored name under this path. */
export const IMG_SRC_URL = '/uploads/';
/** Prefix of an image name that asks for its thumbnail. */
export const THUMB_PREFIX = 'thumb/';
/** Shown where an entity has no image. */
export const DEFAULT_IMAGE = 'default.svg';

/** Visibility value of public rows (banners, products, ...), named in core/shared/visibility.ts. */
export { PUBLIC } from '../../core/shared/visibility';
/** The contract's time zone for flash-sale end times (all stored timestamps are UTC). */
export const TIME_ZONE = 'UTC';
