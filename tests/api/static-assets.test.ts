import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets, serveAssets } from '../../composition/server/static-assets';

// The built, hashed assets are compressed once at build time and served as the copy the browser
// accepts, with the same long cache and a Vary header; anything without a copy still goes out
// compressed by the plugin, as before. Same plugins and order as the production server.
describe('built assets served precompressed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'));
  const script = `export const tiles = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Product ${i}` })))};\n`;
  const style = `.tile{display:grid;gap:8px}\n`.repeat(200);
  let app: FastifyInstance;

  beforeAll(async () => {
    writeFileSync(join(dir, 'A1b2C3.js'), script);
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');
    const totals = precompressAssets(dir);
    expect(totals.files).toBe(1);
    // Added after the build step: a file with no compressed copy.
    writeFileSync(join(dir, 'late.css'), style);
    app = Fastify();
    await app.register(compress, { global: true, threshold: 1024 });
    await serveAssets(app, dir);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes br and gzip copies of compressible files of 1 kB or more only', () => {
    expect(existsSync(join(dir, 'A1b2C3.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'A1b2C3.js.gz'))).toBe(true);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
  });

  it('sends the br or gzip copy as asked, as JavaScript, cached a year, with Vary', async () => {
    for (const [asked, sent, decode, copy] of [['gzip, deflate, br', 'br', brotliDecompressSync, '.br'], ['gzip', 'gzip', gunzipSync, '.gz']] as const) {
      const answer = await app.inject({ url: '/assets/A1b2C3.js', headers: { 'accept-encoding': asked } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding'], asked).toBe(sent);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(answer.rawPayload).toString()).toBe(script);
      // The very bytes written at build time, not compressed again for this request.
      expect(answer.rawPayload.equals(readFileSync(join(dir, `A1b2C3.js${copy}`))), asked).toBe(true);
    }
  });

  it('sends the file as it is to a browser that accepts no encoding', async () => {
    const answer = await app.inject({ url: '/assets/A1b2C3.js', headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(script);
  });

  it('still compresses a file that has no copy, and answers 404 for one that does not exist', async () => {
    const answer = await app.inject({ url: '/assets/late.css', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(style);
    expect((await app.inject({ url: '/assets/missing.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
  });
});
