import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../../../backend/http/compression';
import { NONCE_PLACEHOLDER } from './content-security-policy';
import { MAX_TAIL_CHARS, adler32, sharedBody, sharedEncoding } from './page-compression';
import type { CachedPage } from './page-cache';

const decode = (encoding: Encoding, bytes: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : inflateSync(bytes)).toString();

const html = (tail: string) => `<!doctype html><title>Ünïcode ☃ مرحبا</title>${'<div class="tile">product حذاء</div>'.repeat(2000)}${tail}`;
const page = (body: string): CachedPage => ({ status: 200, headers: {}, body: Buffer.from(body) });
const ENCODINGS: Encoding[] = ['br', 'gzip', 'deflate'];

describe('a shared page with a nonce per response', () => {
  it.each(ENCODINGS)('compresses the head once and closes each %s response with its own nonce', async (encoding) => {
    const shared = page(html(`<script type="module" nonce="${NONCE_PLACEHOLDER}" src="/e.js"></script></body></html>`));
    const first = await sharedEncoding(shared, encoding, 'AAAA+/==');
    const second = await sharedEncoding(shared, encoding, 'BBBB');
    expect(decode(encoding, first)).toBe(html('<script type="module" nonce="AAAA+/==" src="/e.js"></script></body></html>'));
    expect(decode(encoding, second)).toBe(html('<script type="module" nonce="BBBB" src="/e.js"></script></body></html>'));
    // The head's compressed bytes are the same in both: compressed once.
    const common = first.subarray(0, first.length - 120);
    expect(second.subarray(0, common.length).equals(common)).toBe(true);
  });

  it.each(ENCODINGS)('sends a page without a nonce whole in %s', async (encoding) => {
    const body = html('</body></html>');
    expect(decode(encoding, await sharedEncoding(page(body), encoding, 'N'))).toBe(body);
  });

  it.each(ENCODINGS)('puts the nonce in every place when they start too early to split (%s)', async (encoding) => {
    const body = `<head><script nonce="${NONCE_PLACEHOLDER}"></script></head>${'x'.repeat(MAX_TAIL_CHARS)}<script nonce="${NONCE_PLACEHOLDER}"></script>`;
    const sent = decode(encoding, await sharedEncoding(page(body), encoding, 'N1'));
    expect(sent).toBe(body.replaceAll(NONCE_PLACEHOLDER, 'N1'));
  });

  it('sends the uncompressed page with the nonce in place', () => {
    const shared = page(html(`<script nonce="${NONCE_PLACEHOLDER}"></script>`));
    expect(sharedBody(shared, 'XYZ').toString()).toBe(html('<script nonce="XYZ"></script>'));
  });

  it('carries Adler-32 on like zlib', () => {
    const data = Buffer.from('Wikipedia');
    expect(adler32(data)).toBe(0x11e60398);
    expect(adler32(data.subarray(4), adler32(data.subarray(0, 4)))).toBe(0x11e60398);
  });
});
