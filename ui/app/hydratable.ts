/** A store whose state the server serialises into the page and the browser restores without refetching. */
export interface Hydratable {
  /** Plain JSON-safe state. */
  snapshot(): unknown;
  /** Restores a snapshot taken on the server. */
  restore(snapshot: unknown): void;
}
