/**
 * Tells the read caches of this process that a product changed (a review moved its rating and its
 * reviews), so its page and reviews are read afresh on the next request instead of after their TTL.
 */
export class ProductChanges {
  private readonly listeners = new Set<(productId: number) => void>();

  onChange(listener: (productId: number) => void): void {
    this.listeners.add(listener);
  }

  changed(productId: number): void {
    for (const listener of this.listeners) listener(productId);
  }
}
