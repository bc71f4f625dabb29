/** What the server serialises into the page for the browser to hydrate from. */
export interface PageState {
  language: string;
  defaultLanguage: string;
  /** The route scheme's languages (the predefined ones and those the operator added). */
  languages: string[];
  direction: 'ltr' | 'rtl';
  /** The translation catalogue of `language` (and English to fill gaps). */
  catalogue: Record<string, unknown>;
  fallbackCatalogue: Record<string, unknown> | null;
  stores: Record<string, unknown>;
}

export const STATE_ELEMENT_ID = '__STATE__';

/** Characters that could end the script element or break the JavaScript parsing it, as escapes. */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function safeJson(value: unknown): string {
  // One pass over the text (it was five): the state is ~30 kB on every server-rendered page.
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]!);
}

/**
 * The catalogues of a language never change while the server runs, and they are over half the
 * state: each catalogue object is serialised once and its text reused (keyed by identity, so a
 * catalogue that is not loadCatalogue's cached object is simply serialised).
 */
const serializedCatalogues = new WeakMap<object, string>();

function catalogueJson(catalogue: Record<string, unknown> | null): string {
  if (catalogue === null) return 'null';
  let text = serializedCatalogues.get(catalogue);
  if (text === undefined) serializedCatalogues.set(catalogue, (text = safeJson(catalogue)));
  return text;
}

/** The state as safe JSON; the same text as safeJson(state), with the catalogues' text reused. */
export function serializeState(state: PageState): string {
  return `{"language":${safeJson(state.language)},"defaultLanguage":${safeJson(state.defaultLanguage)},`
    + `"languages":${safeJson(state.languages)},"direction":${safeJson(state.direction)},`
    + `"catalogue":${catalogueJson(state.catalogue)},"fallbackCatalogue":${catalogueJson(state.fallbackCatalogue)},`
    + `"stores":${safeJson(state.stores)}}`;
}
