/** What the server serialises into the page for the browser to hydrate from. */
export interface PageState {
  language: string;
  defaultLanguage: string;
  /** The translation catalogue of `language` (and English to fill gaps). */
  catalogue: Record<string, unknown>;
  fallbackCatalogue: Record<string, unknown> | null;
  stores: Record<string, unknown>;
}

export const STATE_ELEMENT_ID = '__STATE__';

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function serializeState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
