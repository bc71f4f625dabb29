import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CartLine } from '../../core/cart/cart';
import type { CartOutcome } from '../../core/cart/cart-outcome';
import type { CartTotals } from '../../core/cart/cart-pricing';
import type { FreeDelivery } from '../../core/cart/free-delivery';
import { ChangeQuantity } from '../../core/cart/change-quantity';
import { ChangeSelection } from '../../core/cart/change-selection';
import { RemoveFromCart } from '../../core/cart/remove-from-cart';
import { ToastStore } from '../layout/overlays/toast-store';
import { CartStore } from './cart-store';
import { lineView, type LineView } from './cart-line-view';
import { failureText, type Translate } from './cart-messages';

/**
 * The cart screen: every line as a row, the steps of quantity, the selection, the delete the
 * shopper confirms, and the rule each line's last step broke. The lines are the CartStore's.
 */
@injectable()
export class CartViewModel {
  /** Line id → the quantity rule its last step broke, shown under its stepper. */
  problems: Record<number, string> = {};
  /** The line whose delete waits for the shopper's confirmation. */
  deleting: LineView | null = null;
  /** Counts the visits: an answer that comes back after its visit says nothing on the next. */
  private visit = 0;

  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(ToastStore) private readonly toast: Pick<ToastStore, 'show' | 'error'>,
    @inject(ChangeQuantity) private readonly changeQuantity: Pick<ChangeQuantity, 'execute'>,
    @inject(ChangeSelection) private readonly changeSelection: Pick<ChangeSelection, 'execute'>,
    @inject(RemoveFromCart) private readonly removeFromCart: Pick<RemoveFromCart, 'execute'>,
  ) {
    makeAutoObservable<this, 'cart' | 'toast' | 'changeQuantity' | 'changeSelection' | 'removeFromCart' | 'visit'>(this, {
      cart: false, toast: false, changeQuantity: false, changeSelection: false, removeFromCart: false, visit: false,
    });
  }

  get views(): LineView[] {
    return this.cart.lines.map((line) => lineView(line, this.cart.now));
  }

  get allSelected(): boolean {
    return this.cart.allSelected;
  }

  get totals(): CartTotals {
    return this.cart.priced.totals;
  }

  /** The shop's free delivery for the selected lines (how much more gets it), null when the shop has none or nothing is selected. */
  get freeDelivery(): FreeDelivery | null {
    return this.cart.selectedLines.length > 0 ? this.cart.priced.freeDelivery : null;
  }

  get selectedQuantity(): number {
    return this.cart.selectedQuantity;
  }

  /** Whether every selected line has its shipping place: until then the summary says "next step". */
  get shippingKnown(): boolean {
    const selected = this.cart.selectedLines;
    return selected.length > 0 && selected.every((line) => line.shipping_place !== null);
  }

  get canProceed(): boolean {
    return this.cart.selectedLines.length > 0;
  }

  problemOf(lineId: number): string | null {
    return this.problems[lineId] ?? null;
  }

  step(line: CartLine, delta: 1 | -1, language: string, t: Translate): void {
    // Read at the click: the line already shows every earlier click (the use case queues them).
    const current = this.cart.lines.find((l) => l.id === line.id)?.quantity ?? line.quantity;
    this.setProblem(line.id, null);
    const visit = this.visit;
    void this.changeQuantity.execute(line.id, current + delta, language).then((outcome) => this.report(visit, line.id, outcome, t));
  }

  toggle(ids: readonly number[], selected: boolean, language: string, t: Translate): void {
    const visit = this.visit;
    void this.changeSelection.execute(selected ? ids : [], selected ? [] : ids, language).then((outcome) => this.report(visit, null, outcome, t));
  }

  toggleAll(selected: boolean, language: string, t: Translate): void {
    this.toggle(this.cart.lines.map((line) => line.id), selected, language, t);
  }

  askToRemove(view: LineView): void {
    this.deleting = view;
  }

  cancelRemove(): void {
    this.deleting = null;
  }

  /** Deletes the line asked about (the confirmation closes itself once this settles). */
  async remove(language: string, t: Translate): Promise<void> {
    const line = this.deleting?.line;
    if (!line) return;
    const visit = this.visit;
    const outcome = await this.removeFromCart.execute(line.id, language);
    if (outcome.ok) this.toast.show(t('cart.page.removed'));
    else this.report(visit, null, outcome, t);
  }

  /** The screen went: its next visit starts without the last one's problems or question. */
  close(): void {
    this.visit++;
    this.problems = {};
    this.deleting = null;
  }

  /** A rule broken before sending shows beside the line; a server refusal is a toast (the store rolled back). */
  private report(visit: number, lineId: number | null, outcome: CartOutcome, t: Translate): void {
    if (outcome.ok) return;
    if (outcome.code === 'refused' || lineId === null) this.toast.error(failureText(t, outcome));
    else if (visit === this.visit) this.setProblem(lineId, failureText(t, outcome));
  }

  private setProblem(lineId: number, text: string | null): void {
    const { [lineId]: _dropped, ...rest } = this.problems;
    this.problems = text ? { ...rest, [lineId]: text } : rest;
  }
}
