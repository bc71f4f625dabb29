/**
 * The shop's server program as one JavaScript file, for the test shops of a run: the same
 * `composition/server/start.ts` that `npm start` runs, transpiled once per run by esbuild (the
 * transpiler tsx itself uses) instead of by tsx's loader in every process. A shop then starts in
 * about a second of CPU instead of five (module resolution through tsx's loader thread was most of
 * it), and some forty shops start in a full run. `npm start` itself and the test that drives it
 * (tests/e2e/shutdown.test.ts) keep running the sources through tsx.
 */
import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Set for the run's workers once the bundle is built; shops start from tsx without it. */
export const SHOP_BUNDLE_ENV = 'SF_SHOP_BUNDLE';

/**
 * Each module keeps its own `import.meta.url` (a bundle would answer its own for all of them):
 * the server finds its bundles, translations and CommonJS packages relative to its source files.
 */
const ownUrls: Plugin = {
  name: 'own-import-meta-url',
  setup(plugin) {
    plugin.onLoad({ filter: /\.tsx?$/, namespace: 'file' }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * A package's inner file named without its extension (`razorpay/dist/utils/razorpay-utils`), which
 * tsx resolves as Node's `require` does and Node's ESM loader refuses: imported by its full path.
 */
const innerFiles: Plugin = {
  name: 'inner-package-files',
  setup(plugin) {
    plugin.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/./ }, (args) => {
      if (extname(args.path) !== '') return undefined;
      return { path: createRequire(join(args.resolveDir, 'importer.js')).resolve(args.path), external: true };
    });
  },
};

/** Builds `dist/shop-server/start.js` from the sources and answers its path. */
export async function buildShopBundle(root = process.cwd()): Promise<string> {
  const outfile = join(root, 'dist', 'shop-server', 'start.js');
  await build({
    entryPoints: [join(root, 'composition', 'server', 'start.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they do under tsx (native ones cannot be bundled at all).
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    plugins: [ownUrls, innerFiles],
    logLevel: 'warning',
  });
  return outfile;
}
