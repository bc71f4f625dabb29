// Compression done by the shop itself, with the settings of @fastify/compress: Accept-Encoding
// negotiation, one-call compression, compression on the thread pool for large bodies (server-rendered
// pages use these: composition/server/app.ts), and the onSend hook below for small JSON answers.
//
// A route's small JSON answer compressed in one synchronous zlib call, before @fastify/compress
// (registered globally in composition/server/app.ts) sees it. That plugin pipes every answer
// through a new zlib stream: for a 10 kB listing page that stream (its ~300 kB of zlib state, the
// thread-pool hops and stream plumbing) cost ~2 ms of wall time and ~1.2 ms of CPU per request,
// where gzipSync of the same bytes takes ~0.1 ms. The plugin leaves an answer that already has a
// Content-Encoding alone. Same encodings, preference and settings as the plugin: br (quality 4),
// gzip, deflate; bodies under 1 kB, or when the client accepts none of them, go out as they are.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this many bytes an answer is sent as it is (the global plugin's threshold). */
const THRESHOLD = 1024;
/** Above this a synchronous call would hold the event loop too long: the plugin's stream takes it. */
export const MAX_SYNC_BYTES = 512 * 1024;

export type Encoding = 'br' | 'gzip' | 'deflate';
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'deflate'];

/**
 * The encoding an Accept-Encoding header asks for, among br, gzip and deflate: the highest q,
 * ties going to the order above; `*` stands for any not named; q=0 refuses. null: none of them.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const text = (Array.isArray(header) ? header.join(',') : header).toLowerCase();
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [rawName = '', ...params] = part.split(';').map((s) => s.trim());
    if (!rawName) continue;
    const name = rawName === 'x-gzip' ? 'gzip' : rawName;
    let weight = 1;
    for (const p of params) {
      const m = /^q=([01](?:\.\d{0,3})?)$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (!q.has(name)) q.set(name, weight);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}

/** `body` in `encoding`, in one synchronous call (the global plugin's settings). */
export function compress(encoding: Encoding, body: Buffer | string): Buffer {
  switch (encoding) {
    case 'br': return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    case 'gzip': return gzipSync(body);
    case 'deflate': return deflateSync(body);
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/**
 * `body` in `encoding`, on libuv's thread pool (same settings): for a body above MAX_SYNC_BYTES,
 * which one synchronous call would hold the event loop too long for.
 */
export function compressInPool(encoding: Encoding, body: Buffer | string): Promise<Buffer> {
  const length = Buffer.byteLength(body);
  switch (encoding) {
    case 'br': return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: length } });
    case 'gzip': return gzipAsync(body);
    case 'deflate': return deflateAsync(body);
  }
}

/** Route-level onSend hook: compresses a small serialized JSON answer in one call. */
export async function compressSmallAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (request.headers['x-no-compression'] !== undefined || reply.getHeader('content-encoding') !== undefined) return payload;
  const type = String(reply.getHeader('content-type') ?? 'application/json');
  if (!type.startsWith('application/json')) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < THRESHOLD || body.length > MAX_SYNC_BYTES) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  void reply.header('content-encoding', encoding);
  const vary = reply.getHeader('vary');
  if (!vary) void reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) void reply.header('vary', `${String(vary)}, accept-encoding`);
  return compress(encoding, body);
}
