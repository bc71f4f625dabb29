import type { CartState } from './cart-state.port';
import type { CartView } from './cart-view';

/** One change to the cart: how it shows at once, and how it is sent. */
export interface CartChange<T> {
  /** The optimistic step, replayed over the confirmed cart while the change waits or travels. */
  show(view: CartView): CartView;
  /**
   * Sends the change; answers its value and the step that folds the server's answer into the
   * confirmed cart. Throws (RequestError) when the server refuses.
   */
  send(): Promise<{ value: T; confirm(view: CartView): CartView }>;
}

/**
 * The per-cart queue. Quick repeated clicks are the classic cart bug: two requests racing, an
 * answer applied over a newer change, a count gone wrong. Here every change shows at once, then is
 * sent to the server in order, one at a time. The cart on screen is always the server-confirmed
 * cart with the waiting changes replayed over it, so a refused change vanishes alone (its later
 * neighbours still apply) and nothing is ever lost or counted twice.
 */
export class CartChanges {
  private tail: Promise<unknown> = Promise.resolve();
  /** The cart as the server last confirmed it; read from the state when the queue starts. */
  private confirmed: CartView | null = null;
  private readonly waiting: CartChange<unknown>[] = [];

  constructor(private readonly state: CartState) {}

  /** Changes shown but not yet confirmed or refused. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Shows the change now and sends it after the ones before it; rejects (after undoing it) when refused. */
  submit<T>(change: CartChange<T>): Promise<T> {
    if (this.waiting.length === 0) this.confirmed = this.current();
    this.waiting.push(change);
    this.render();
    const result = this.tail.then(async () => {
      try {
        const { value, confirm } = await change.send();
        this.confirmed = confirm(this.confirmed ?? this.current());
        return value;
      } finally {
        this.waiting.splice(this.waiting.indexOf(change), 1);
        this.render();
        // Idle: the state is the truth again (a new session's count may replace it meanwhile).
        if (this.waiting.length === 0) this.confirmed = null;
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  private current(): CartView {
    return { lines: this.state.lines, linesLoaded: this.state.linesLoaded, count: this.state.count };
  }

  private render(): void {
    let view = this.confirmed ?? this.current();
    for (const change of this.waiting) view = change.show(view);
    if (view.linesLoaded && !this.state.linesLoaded) this.state.setCart([...view.lines]);
    else if (view.lines !== this.state.lines) this.state.setLines([...view.lines]);
    if (view.count !== this.state.count) this.state.setCount(view.count);
  }
}
