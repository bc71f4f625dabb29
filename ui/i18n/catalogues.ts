/**
 * Translation catalogues: `locales/{language}/{namespace}.json`, merged per language into one
 * resource. Each namespace file is its own chunk; the browser receives the page's texts inside the
 * page (ui/i18n/shipped-texts.ts says which) and loads a room's namespaces when it opens one.
 */
export type Catalogue = Record<string, unknown>;

const files = import.meta.glob<{ default: Catalogue }>('./locales/*/*.json');

const cache = new Map<string, Promise<Catalogue>>();

const languageOf = (path: string) => path.split('/')[2]!;
const namespaceOf = (path: string) => path.split('/')[3]!.replace(/\.json$/, '');

const bundled = [...new Set(Object.keys(files).map(languageOf))];

/** The languages whose catalogues ship with the app (the predefined ones); any other has its texts fetched. */
export function catalogueLanguages(): string[] {
  return [...bundled];
}

/** The namespaces of the files `wanted` picks, as one catalogue. */
async function loadFiles(wanted: (path: string) => boolean): Promise<Catalogue> {
  const entries = Object.entries(files).filter(([path]) => wanted(path));
  return Object.fromEntries(await Promise.all(entries.map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const)));
}

/** Some namespaces of a bundled language (each namespace is its own chunk in the browser). */
export function loadNamespaces(language: string, namespaces: readonly string[]): Promise<Catalogue> {
  return loadFiles((path) => languageOf(path) === language && namespaces.includes(namespaceOf(path)));
}

export function loadCatalogue(language: string): Promise<Catalogue> {
  let pending = cache.get(language);
  if (!pending) {
    pending = loadFiles((path) => languageOf(path) === language);
    cache.set(language, pending);
  }
  return pending;
}
