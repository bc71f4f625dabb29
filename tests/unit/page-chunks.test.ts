import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server links a first page's CSS and preloads its chunks by looking its module up in Vite's
 * build manifest (`composition/server/page-handler/manifest-assets.ts`). A page module that any
 * other module imports statically stops being a chunk of its own: Vite merges it into a shared
 * chunk, the manifest has no entry under its name, and the page is sent without its styles. The
 * listing page was (the flash-sale page imported a constant from it): it laid itself out again
 * once its CSS came with its JavaScript, a layout shift of 0.75. Only dynamic `import()` may reach
 * a page module; tests and test kits may import it, they are not in the bundle.
 */
const ROOT = process.cwd();
const SOURCE_DIRS = ['core', 'adapters', 'ui', 'composition'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isTestOnly = (path: string) => /\.test\.tsx?$|test-kit|test-support/.test(path);

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return relative(ROOT, candidate);
  }
  return null;
}

/** Static value imports and re-exports (not `import type`, not `import()`). */
function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[\w*{][\s\S]*?\sfrom\s+['"]([^'"]+)['"]/gm)) {
    if (!match[1]) specifiers.push(match[2]!);
  }
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specifiers.push(match[1]!);
  return specifiers;
}

describe('every lazily loaded page keeps a chunk of its own', () => {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));
  const pages = new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/lazyPage\(\s*'([^']+)'/g)].map((m) => m[1]!)));

  it('finds the route table\'s pages', () => {
    expect(pages).toContain('ui/catalogue/ListingPage.tsx');
    expect(pages).toContain('ui/product/ProductPage.tsx');
    for (const page of pages) expect(existsSync(join(ROOT, page)), page).toBe(true);
  });

  it('no module of the bundle imports a page module statically', () => {
    const offenders = files
      .filter((file) => !isTestOnly(file))
      .flatMap((file) =>
        staticImports(readFileSync(file, 'utf8'))
          .map((specifier) => resolveImport(file, specifier))
          .filter((target): target is string => target !== null && pages.has(target))
          .map((target) => `${relative(ROOT, file)} imports ${target}`),
      );
    expect(offenders).toEqual([]);
  });
});
