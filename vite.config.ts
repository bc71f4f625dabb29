import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React Router defines each component as `var X = React.forwardRef(...)` and then sets
 * `X.displayName = "X"`. Rollup counts both as side effects, so NavLink, Form (with useSubmit and
 * its form encoding) and ScrollRestoration stayed in the first-load JavaScript although the shop
 * uses none of them (about 1.5 kB gzip). forwardRef is pure (it returns a description object) and
 * the names only serve React's development tools (production React never reads them).
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      // Same line count, so the source map stays right without one of its own.
      const shaken = code.replace(/^\w+\.displayName = "[\w.]*";$/gm, '').replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1');
      return { code: shaken, map: null };
    },
  };
}

/**
 * `.vite/chunk-modules.json` beside the client build's manifest: each JavaScript file and the
 * source modules in it (paths from the project root, packages as `node_modules/<name>`). The
 * manifest names a shared chunk only by its first module; the bundle budget test
 * (tests/e2e/bundle-budget.test.ts) reads this to prove no shopper page loads a room's code.
 */
function chunkModules(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const named = (id: string) => {
    const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    return inPackage ? `node_modules/${inPackage[1]}` : path.startsWith(root) ? path.slice(root.length) : path;
  };
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks[output.fileName] = [...new Set(output.moduleIds.map(named))].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

// Test runs only (Vitest sets VITEST): the bundles are built with this file too, where Vitest may be absent.
const slowestFirst = process.env.VITEST ? (await import('./tests/support/slowest-first')).default : undefined;

// One config for the browser bundle, the SSR bundle and the tests.
export default defineConfig(({ mode }) => ({
  plugins: [react(), treeShakeReactRouter(), chunkModules()],
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      // Short hashed class names in production: class attributes were a third of the home page's HTML.
      generateScopedName: mode === 'production' ? '_[hash:base64:5]' : '_[local]_[hash:base64:5]',
    },
  },
  build: {
    // The manifest lets the server link the CSS and preload the chunks of the first page.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Terser packs the first-load JavaScript about 4% smaller than esbuild: it counts against 150 kB.
    minify: 'terser',
    // Vite asks terser for Safari 10 workarounds by default; the es2022 target excludes Safari 10.
    terserOptions: { safari10: false, compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // Every lazily loaded file's name sits in the first-load JavaScript (the preload map of the
      // routes and features); bare hashes keep that map about 0.6 kB gzip smaller. The manifest
      // still maps each source module to its file.
      output: { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
    },
  },
  resolve: {
    // Inversify's container imports reflect-metadata/lite itself (2.4 kB gzip in the browser bundle);
    // it gets the few metadata calls Inversify makes instead. The server and tests load Inversify
    // from node_modules unbundled, with the full reflect-metadata imported first by their entries.
    // Likewise mobx-react-lite's use-sync-external-store/shim (for React 17) becomes React's own hook.
    alias: [
      // React Router 7 points every export condition at its development build, whose warnings and
      // checks run in every Link render (remix-run/react-router#12532, #14102): builds take its
      // production build, in the browser and in the server bundle alike (one copy: every import
      // names 'react-router'). Tests keep the development build and its warnings.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : []),
      { find: /^reflect-metadata\/lite$/, replacement: fileURLToPath(new URL('composition/reflect-metadata-min.ts', import.meta.url)) },
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('composition/use-sync-external-store.ts', import.meta.url)) },
    ],
  },
  ssr: { noExternal: [] },
  test: {
    // Names the run and removes its migrated, seeded database templates at the end.
    globalSetup: ['tests/support/global-setup.ts'],
    // Vitest's default is one worker less than the cores: one on this 2-core machine, so every file
    // ran after the other while the second core mostly waited. Each file has its own shop, port,
    // databases and folders, so two run side by side.
    maxWorkers: 2,
    ...(slowestFirst ? { sequence: { sequencer: slowestFirst } } : {}),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One module graph per worker, not per file: importing React, the stores and the
          // translations again for each of 160 files was most of the unit project's time (54 s
          // to 28 s). Each test still renders into a clean DOM (setup-unit.ts) and builds its own
          // stores; a test that leaves a module-level state behind breaks the others: fix the test.
          isolate: false,
          include: ['core/**/*.test.ts', 'adapters/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'composition/**/*.test.{ts,tsx}', 'clients/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // Fastify, Kysely, the whole backend and its translations imported once per worker, not
          // per file: 85 files spent 126-160 s importing (the project took 260 s, now 105 s). Every
          // file still has its own app, databases and folders.
          isolate: false,
          include: ['backend/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/setup-unit.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As in e2e: a queued mail or job is seen when a worker gets to it, seconds on a busy machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // As the API project: playwright-core, the support modules and the backend modules a
          // file opens its database with, imported once per worker instead of once per file
          // (six files: 30 to 20 s of the workers' CPU). Each file still has its own shop, browser
          // contexts and databases; what a file leaves at module level, the next one sees: don't.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // expect.poll waits for what a page, a mail or the server reaches by itself; Vitest's
          // default of 1 s was less than a page takes to settle on a loaded machine (a poll in
          // checkout-journeys failed so once). A poll that is never satisfied still fails.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
}));
