import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the browser bundle, the SSR bundle and the tests.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // Every lazily loaded file's name sits in the first-load JavaScript (the preload map of the
      // routes and features); bare hashes keep that map about 0.6 kB gzip smaller. The manifest
      // still maps each source module to its file.
      output: { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
    },
  },
  ssr: { noExternal: [] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'adapters/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'composition/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['backend/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/setup-unit.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
