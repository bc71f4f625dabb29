/**
 * Translation catalogues: `locales/{language}/{namespace}.json`, merged per language into one
 * resource. Each language is its own chunk; the browser receives the current one inside the page.
 */
export type Catalogue = Record<string, unknown>;

const files = import.meta.glob<{ default: Catalogue }>('./locales/*/*.json');

const cache = new Map<string, Promise<Catalogue>>();

const bundled = [...new Set(Object.keys(files).map((path) => path.split('/')[2]!))];

/** The languages whose catalogues ship with the app (the predefined ones); any other has its texts fetched. */
export function catalogueLanguages(): string[] {
  return [...bundled];
}

export function loadCatalogue(language: string): Promise<Catalogue> {
  let pending = cache.get(language);
  if (!pending) {
    const entries = Object.entries(files).filter(([path]) => path.split('/')[2] === language);
    pending = Promise.all(
      entries.map(async ([path, load]) => [path.split('/')[3]!.replace(/\.json$/, ''), (await load()).default] as const),
    ).then((namespaces) => Object.fromEntries(namespaces));
    cache.set(language, pending);
  }
  return pending;
}
