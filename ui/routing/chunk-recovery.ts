const KEY = 'chunkReloadAt';
const ONCE_PER_MS = 60_000;

/** True when an error comes from a page chunk that failed to download (a new deploy, a flaky network). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed/i.test(message);
}

/**
 * Reloads the page to pick up fresh chunks, at most once a minute so a broken deploy cannot loop.
 * Answers whether a reload was started.
 */
export function recoverFromChunkError(error: unknown, now = Date.now()): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  try {
    const last = Number(window.sessionStorage.getItem(KEY) ?? 0);
    if (now - last < ONCE_PER_MS) return false;
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
