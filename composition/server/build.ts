import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './static-assets';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const DIST = join(ROOT, 'dist');
export const CLIENT_DIR = join(DIST, 'client');
export const SERVER_DIR = join(DIST, 'server');
export const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
const STAMP = join(DIST, 'build-stamp');

/** What the bundles are built from: when none of it changed, the bundles are current. */
const INPUTS = ['core', 'adapters', 'ui', 'composition', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    yield* files(join(path, entry.name));
  }
}

/** A hash of every input file's path and content (mtimes change on checkout; content does not). */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(ROOT, input))) {
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function bundlesAreCurrent(hash = sourceHash()): boolean {
  return existsSync(STAMP) && existsSync(MANIFEST) && existsSync(join(SERVER_DIR, 'entry-server.js')) && existsSync(join(SERVER_DIR, 'render-worker.js')) && readFileSync(STAMP, 'utf8') === hash;
}

/** Builds the browser and server bundles when they are missing or stale (or always with force). */
export async function ensureBundles(options: { force?: boolean; log?: (message: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log;
  const hash = sourceHash();
  if (!options.force && bundlesAreCurrent(hash)) return;
  log('Building the client and server bundles...');
  // Vite only when building: a shop whose bundles are current starts without loading it.
  const { build } = await import('vite');
  const started = Date.now();
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: CLIENT_DIR, emptyOutDir: true, rollupOptions: { input: join(ROOT, 'composition/entry-client.tsx') } } });
  precompressAssets(join(CLIENT_DIR, 'assets'));
  // Two entries sharing their chunks: the page renderer, and the worker thread that runs it (render-workers.ts).
  const serverInputs = { 'entry-server': join(ROOT, 'composition/entry-server.tsx'), 'render-worker': join(ROOT, 'composition/server/render-pool/render-worker.ts') };
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: SERVER_DIR, emptyOutDir: true, ssr: true, manifest: false, minify: false, rollupOptions: { input: serverInputs } } });
  writeFileSync(STAMP, hash);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureBundles({ force: process.argv.includes('--force') });
}
