/**
 * Waits for a condition instead of a fixed time: checks it every `everyMs` until it holds, and
 * fails after `withinMs` saying what was awaited (`what`, or a function read at that moment, for a
 * message with the latest output). `condition` may be async; a thrown error counts as "not yet"
 * (the last one is quoted when time is up).
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string | (() => string),
  { withinMs = 10_000, everyMs = 10 }: { withinMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last: unknown;
  for (;;) {
    try {
      if (await condition()) return;
      last = undefined;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const why = last instanceof Error ? ` (last: ${last.message})` : '';
      throw new Error(`waited ${withinMs} ms for ${typeof what === 'string' ? what : what()}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
