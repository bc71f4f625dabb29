/**
 * How long an answer read ahead may stand in for asking the server, counted from its arrival.
 * Stock and prices are live: a few seconds covers the pause between pointing at a link and
 * clicking it, and no more. An answer still on its way is always taken (it is the freshest there is).
 */
export const READ_AHEAD_TTL_MS = 5_000;
/** At most this many answers kept: a pointer sweeping across a long list leaves no trail. */
export const READ_AHEAD_MAX = 24;

interface Kept {
  answer: Promise<unknown>;
  /** When the answer arrived; null while it is on its way. */
  arrived: number | null;
}

/**
 * Reads started before they are needed (a product's data while the pointer rests on its link),
 * each taken once by the read that needs it within `ttlMs`; later reads ask the server again.
 * A failed read is forgotten at once, so the real read fails (or succeeds) on its own.
 */
export class ReadAhead {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = READ_AHEAD_TTL_MS,
    private readonly max = READ_AHEAD_MAX,
  ) {}

  /** Starts `read` unless an answer for `key` is kept and fresh, or on its way. */
  warm(key: string, read: () => Promise<unknown>): void {
    if (this.fresh(key)) return;
    const kept: Kept = { answer: read(), arrived: null };
    kept.answer.then(
      () => { kept.arrived = this.now(); },
      () => { if (this.kept.get(key) === kept) this.kept.delete(key); },
    );
    this.kept.set(key, kept);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.max) break;
      this.kept.delete(oldest);
    }
  }

  /** The answer kept for `key` if fresh, handed over once; null when the caller must ask. */
  take(key: string): Promise<unknown> | null {
    const kept = this.fresh(key);
    this.kept.delete(key);
    return kept?.answer ?? null;
  }

  private fresh(key: string): Kept | null {
    const kept = this.kept.get(key);
    if (!kept) return null;
    if (kept.arrived !== null && this.now() - kept.arrived > this.ttlMs) {
      this.kept.delete(key);
      return null;
    }
    return kept;
  }
}
