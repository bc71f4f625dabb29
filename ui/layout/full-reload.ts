/**
 * Loads `path` as a new page. Changing language is a full reload: the server renders
 * the page with the new catalogue, direction and common data instead of patching them in place.
 * Its own module so tests can replace it (jsdom cannot navigate).
 */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
