import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the documentation names in backticks exists, so the map a newcomer reads
 * first leads somewhere (and every `docs/....md` a source file names is there). Four kinds of
 * names are checked:
 * - a path from the repository's root (`core/cart/cart.ts`, `tests/e2e/`, `eslint.config.js`):
 *   that exact file or folder;
 * - a file named by its tail (`render-gate.ts`, `render-pool/render-protocol.ts`): some file of the
 *   repository ends with it;
 * - a migration by name (`0029-free-delivery`): its file in `backend/db/migrations/`;
 * - a file of a package the shop depends on, named with its package (`axe-core/axe.min.js`): that
 *   file in node_modules.
 * Not paths, so not checked: web addresses, globs (`install/*`), placeholders (`<key>-provider.ts`,
 * `{slug}`, an environment variable's `DATA_DIR/`), route patterns (`:id`), page and api/v1 routes
 * (`/user/order/:id`, `api/v1/cart/action`, `order/payment-done`), anything in a fenced code block.
 * A file of a package the shop does not install is named without backticks.
 */

const ROOT = process.cwd();
const ROOT_FOLDERS = ['core', 'adapters', 'ui', 'backend', 'composition', 'tests', 'docs', 'deploy'];
const FILE_END = /\.(ts|tsx|js|cjs|mjs|json|css|md|sh|cfg|yml|yaml|sql)$/;
/** A file of the root named alone: a dot file, the package, tool configurations. */
const ROOT_FILE = /^(\.[\w.-]+|package(-lock)?\.json|tsconfig\.json|knip\.json|README\.md|[\w-]+\.config\.[cm]?[jt]s)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'artifacts']);

function repositoryFiles(folder = ROOT): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? repositoryFiles(path) : [relative(ROOT, path)];
  });
}

/** The backticked spans of a markdown text outside fenced code blocks. */
function inlineCode(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
}

type NamedPath = { kind: 'root' | 'tail' | 'migration'; path: string };

const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
const DEPENDENCIES = new Set([...Object.keys(PACKAGE.dependencies), ...Object.keys(PACKAGE.devDependencies)]);

/** What a backticked span names, if it names a repository path at all. */
function namedPath(span: string): NamedPath | null {
  const text = span.trim();
  if (!/^@?[\w./-]+$/.test(text) || text.includes('//') || text.startsWith('/')) return null;
  if (/(^|\/)[A-Z][A-Z0-9_]+(\/|$)/.test(text)) return null;
  if (/^\d{4}-[a-z0-9-]+$/.test(text)) return { kind: 'migration', path: `backend/db/migrations/${text}.ts` };
  const segments = text.split('/');
  const top = segments[0] ?? '';
  if (text.includes('/') && ROOT_FOLDERS.includes(top)) return { kind: 'root', path: text };
  const packageName = top.startsWith('@') ? segments.slice(0, 2).join('/') : top;
  if (text.length > packageName.length + 1 && DEPENDENCIES.has(packageName)) return { kind: 'root', path: `node_modules/${text}` };
  if (!FILE_END.test(text)) return null;
  return { kind: ROOT_FILE.test(text) ? 'root' : 'tail', path: text };
}

function missingPaths(markdown: string, files: string[]): string[] {
  return inlineCode(markdown).flatMap((span) => {
    const named = namedPath(span);
    if (named === null) return [];
    const found = named.kind === 'tail' ? files.some((file) => file === named.path || file.endsWith(`/${named.path}`)) : existsSync(join(ROOT, named.path));
    return found ? [] : [span];
  });
}

const DOCUMENTS = ['README.md', ...repositoryFiles(join(ROOT, 'docs')).filter((file) => file.endsWith('.md'))];

describe('every path the documentation names exists', () => {
  const files = repositoryFiles();

  it.each(DOCUMENTS)('%s', (document) => {
    expect(missingPaths(readFileSync(join(ROOT, document), 'utf8'), files)).toEqual([]);
  });

  it('every document the code names is in docs/', () => {
    const sources = files.filter((file) => /\.(ts|tsx|js|cjs|css)$/.test(file) && !file.startsWith('tests/unit/docs-paths'));
    const missing = sources.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\bdocs\/[\w./-]*\w\.md\b/g)].map((match) => match[0]).filter((path) => !existsSync(join(ROOT, path))).map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads paths, names and migrations, and nothing that is not a path', () => {
    const markdown = [
      'Rules in `core/cart/cart.ts` and `core/cart/gone.ts`, the folder `tests/e2e/` and `backend/nowhere/`,',
      'the file `render-gate.ts` and `render-gone.ts`, `render-pool/render-protocol.ts` and `render-pool/gone.ts`,',
      'migrations `0029-free-delivery` and `0099-gone`, the root files `package.json` and `.gone.cjs`, package files `axe-core/axe.min.js` and `axe-core/gone.js`.',
      'Not paths: `install/*`, `<key>-provider.ts`, `ui/<feature>/<feature>-loads.ts`, `/user/order/:id`,',
      '`api/v1/cart/action`, `order/payment-done`, `DATA_DIR/shop-config.json`, `https://example.com/a.ts`, `{slug}`, `npm run lint`.',
      '```sh\ntsx backend/gone/cli.ts\n```',
    ].join('\n');
    expect(missingPaths(markdown, files)).toEqual(['core/cart/gone.ts', 'backend/nowhere/', 'render-gone.ts', 'render-pool/gone.ts', '0099-gone', '.gone.cjs', 'axe-core/gone.js']);
  });
});
