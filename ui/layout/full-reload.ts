/**
 * Loads a new page. Changing language is a full reload: the server renders the page with the new
 * catalogue, direction and common data instead of patching them in place. An object, not a bare
 * function, so a test records where it would go with `vi.spyOn(fullReload, 'at')` (jsdom cannot
 * navigate): a spy on the one shared object holds even when test files share the module cache.
 */
export const fullReload = {
  at(path: string): void {
    window.location.assign(path);
  },
};
