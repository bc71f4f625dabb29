import { brotliCompress, brotliCompressSync, constants, crc32, deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { type Encoding, MAX_SYNC_BYTES, compress, compressInPool } from '../../../backend/http/compression';
import type { CachedPage } from './page-cache';
import { NONCE_PLACEHOLDER } from './content-security-policy';

/** Below this a page goes out as it is (the compression plugin's threshold). */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * A page compressed in one synchronous call (br at quality 4 takes ~0.7 ms for a 90 kB product
 * page), or on the thread pool when it is too large for that.
 */
export function encodedBody(body: Buffer | string, encoding: Encoding): Buffer | Promise<Buffer> {
  return body.length > MAX_SYNC_BYTES ? compressInPool(encoding, body) : compress(encoding, body);
}

// ---- a shared page with a nonce per response ------------------------------------------------------
//
// A page the cache shares is the same for many shoppers, but each response carries its own CSP
// nonce. The document writes the nonce only near its end (the entry script), so a shared page is
// split there: the head (all but the last few hundred bytes) is compressed once per encoding and
// left open (flushed to a byte boundary, not finished), and each response appends its tail, with
// its nonce, as an uncompressed block and closes the stream. br, gzip and deflate all allow that:
// a stored block (deflate) or an uncompressed meta-block (brotli), then the checksum carried on
// from the head's (CRC-32 for gzip, Adler-32 for deflate; brotli has none). Each response costs a
// copy of the compressed head and a checksum over the tail instead of compressing the page.

/** The part of a shared page written per response: at most this long, or the page is compressed per response. */
export const MAX_TAIL_CHARS = 4096;

interface SplitPage {
  /** The bytes before the first nonce. */
  head: Buffer;
  /** The rest, with placeholders for the nonce. */
  tail: string;
}

/** A compressed head, flushed to a byte boundary and not finished; the checksum of its bytes. */
interface OpenStream {
  bytes: Buffer;
  check: number;
  length: number;
}

const splitPages = new WeakMap<CachedPage, SplitPage | null>();
const openStreams = new WeakMap<CachedPage, Map<Encoding, OpenStream | Promise<OpenStream>>>();

/** Where a shared page's nonces start, or null when they start too early for the split to pay. */
function splitOf(page: CachedPage): SplitPage | null {
  let split = splitPages.get(page);
  if (split === undefined) {
    const text = page.body.toString();
    const at = text.indexOf(NONCE_PLACEHOLDER);
    split = at < 0 ? { head: Buffer.from(text), tail: '' }
      : text.length - at > MAX_TAIL_CHARS ? null
      : { head: Buffer.from(text.slice(0, at)), tail: text.slice(at) };
    splitPages.set(page, split);
  }
  return split;
}

const withNonce = (text: string, nonce: string) => text.replaceAll(NONCE_PLACEHOLDER, nonce);

/** A shared page's bytes for one response, with its nonce, uncompressed. */
export function sharedBody(page: CachedPage, nonce: string): Buffer {
  const split = splitOf(page);
  if (!split) return Buffer.from(withNonce(page.body.toString(), nonce));
  return split.tail ? Buffer.concat([split.head, Buffer.from(withNonce(split.tail, nonce))]) : split.head;
}

/** A shared page for one response in `encoding`: its head compressed once for every response, its tail appended. */
export async function sharedEncoding(page: CachedPage, encoding: Encoding, nonce: string): Promise<Buffer> {
  const split = splitOf(page);
  if (!split) return encodedBody(withNonce(page.body.toString(), nonce), encoding);
  let streams = openStreams.get(page);
  if (!streams) openStreams.set(page, (streams = new Map()));
  let open = streams.get(encoding);
  if (!open) streams.set(encoding, (open = openStream(encoding, split.head)));
  return closeStream(encoding, await open, Buffer.from(withNonce(split.tail, nonce)));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** The head compressed (the global settings: br quality 4, zlib's default level) and flushed, not finished. */
export function openStream(encoding: Encoding, head: Buffer): OpenStream | Promise<OpenStream> {
  const inPool = head.length > MAX_SYNC_BYTES;
  const sync = constants.Z_SYNC_FLUSH;
  switch (encoding) {
    case 'br': {
      const options = { finishFlush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: head.length } };
      const done = (bytes: Buffer) => ({ bytes, check: 0, length: head.length });
      return inPool ? brotliAsync(head, options).then(done) : done(brotliCompressSync(head, options));
    }
    case 'gzip': {
      const done = (bytes: Buffer) => ({ bytes, check: crc32(head), length: head.length });
      return inPool ? gzipAsync(head, { finishFlush: sync }).then(done) : done(gzipSync(head, { finishFlush: sync }));
    }
    case 'deflate': {
      const done = (bytes: Buffer) => ({ bytes, check: adler32(head), length: head.length });
      return inPool ? deflateAsync(head, { finishFlush: sync }).then(done) : done(deflateSync(head, { finishFlush: sync }));
    }
  }
}

/** The open stream, then `tail` as an uncompressed last block, then the stream's end (and checksum). */
export function closeStream(encoding: Encoding, open: OpenStream, tail: Buffer): Buffer {
  if (tail.length > 0xffff) throw new Error('a page tail is longer than one uncompressed block');
  if (encoding === 'br') {
    // An uncompressed meta-block: ISLAST 0, MNIBBLES 0 (four nibbles), MLEN-1, ISUNCOMPRESSED 1,
    // padded to a byte; then the last, empty meta-block (ISLAST 1, ISLASTEMPTY 1).
    const parts = [open.bytes];
    if (tail.length > 0) {
      const bits = ((tail.length - 1) << 3) | (1 << 19);
      parts.push(Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]), tail);
    }
    parts.push(Buffer.from([0x03]));
    return Buffer.concat(parts);
  }
  // A final stored deflate block: BFINAL 1, BTYPE 00, padded; LEN and its complement.
  const stored = Buffer.from([0x01, tail.length & 0xff, tail.length >>> 8, ~tail.length & 0xff, (~tail.length >>> 8) & 0xff]);
  const trailer = Buffer.alloc(encoding === 'gzip' ? 8 : 4);
  if (encoding === 'gzip') {
    trailer.writeUInt32LE(crc32(tail, open.check), 0);
    trailer.writeUInt32LE((open.length + tail.length) >>> 0, 4);
  } else {
    trailer.writeUInt32BE(adler32(tail, open.check), 0);
  }
  return Buffer.concat([open.bytes, stored, tail, trailer]);
}

/** Adler-32 (zlib's checksum), carried on from `start`. */
export function adler32(data: Uint8Array, start = 1): number {
  let a = start & 0xffff;
  let b = (start >>> 16) & 0xffff;
  for (let i = 0; i < data.length;) {
    const end = Math.min(i + 5552, data.length);
    for (; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}
