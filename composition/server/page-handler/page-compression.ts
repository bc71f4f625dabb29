import { type Encoding, MAX_SYNC_BYTES, compress, compressInPool } from '../../../backend/http/compression';
import type { CachedPage } from './page-cache';

/** Below this a page goes out as it is (the compression plugin's threshold). */
export const MIN_COMPRESSED_BYTES = 1024;

const encodedPages = new WeakMap<CachedPage, Map<Encoding, Buffer | Promise<Buffer>>>();

/**
 * A page compressed in one synchronous call (br at quality 4 takes ~0.7 ms for a 90 kB product
 * page), or on the thread pool when it is too large for that.
 */
export function encodedBody(body: Buffer | string, encoding: Encoding): Buffer | Promise<Buffer> {
  return body.length > MAX_SYNC_BYTES ? compressInPool(encoding, body) : compress(encoding, body);
}

/** A page the cache shares is compressed once per encoding, and that copy sent to every shopper it serves. */
export function sharedEncoding(page: CachedPage, encoding: Encoding): Buffer | Promise<Buffer> {
  let encoded = encodedPages.get(page);
  if (!encoded) encodedPages.set(page, (encoded = new Map()));
  let body = encoded.get(encoding);
  if (!body) encoded.set(encoding, (body = encodedBody(page.body, encoding)));
  return body;
}
