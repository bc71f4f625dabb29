import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Address } from '../../core/account/account';
import type { CartLine } from '../../core/cart/cart';
import type { CartOutcome } from '../../core/cart/cart-outcome';
import type { CartTotals } from '../../core/cart/cart-pricing';
import type { FreeDelivery } from '../../core/cart/free-delivery';
import { ChangeSelection } from '../../core/cart/change-selection';
import { LoadCart } from '../../core/cart/load-cart';
import { UpdateShipping } from '../../core/checkout/update-shipping';
import { API_DOWN_MESSAGE, DEFAULT_ERROR_MESSAGE, RequestError } from '../../core/shared/request-error';
import { ToastStore } from '../layout/overlays/toast-store';
import { CartStore } from '../cart/cart-store';
import { CheckoutStore } from './checkout-store';
import { lineView, type LineView } from '../cart/cart-line-view';
import { failureText, type Translate } from '../cart/cart-messages';
import { AddressBookAccess } from './address-book-access';
import { shippingBlocks, shippingChoices, type ShippingBlock } from './shipping-view';

/** What a failed request says, in the shopper's language where the app itself wrote the words. */
function reasonOf(error: unknown, t: Translate): string {
  const message = error instanceof RequestError ? error.firstMessage : error instanceof Error ? error.message : '';
  if (!message || message === DEFAULT_ERROR_MESSAGE) return t('errors.something_went_wrong');
  return message === API_DOWN_MESSAGE ? t('errors.api_down') : message;
}

/**
 * The shipping step: the address the order ships to (chosen from the book, which "Show more"
 * pages on, or added inline), delivery or pickup per selected line, the delivery instruction, and
 * what still stops the shopper from going on. A choice waits for the server before the next.
 */
@injectable()
export class ShippingViewModel {
  /** A choice is on its way to the server: the others wait for it. */
  busy = false;
  /** The inline address form is open. */
  adding = false;
  loadingMore = false;
  /** Why "Show more" failed; the button then tries again, and what is shown stays. */
  moreFailure: string | null = null;
  /** The first address "Show more" brought, to take the focus once it is shown. */
  focusAt: number | null = null;
  /** Counts the visits: an answer that comes back after its visit changes nothing on the next. */
  private visit = 0;

  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(CheckoutStore) private readonly checkout: Pick<CheckoutStore, 'deliveryInstruction' | 'setDeliveryInstruction'>,
    @inject(ToastStore) private readonly toast: Pick<ToastStore, 'error'>,
    @inject(LoadCart) private readonly loadCart: Pick<LoadCart, 'execute'>,
    @inject(UpdateShipping) private readonly updateShipping: Pick<UpdateShipping, 'execute'>,
    @inject(ChangeSelection) private readonly changeSelection: Pick<ChangeSelection, 'execute'>,
    @inject(AddressBookAccess) private readonly addressBook: AddressBookAccess,
  ) {
    makeAutoObservable<this, 'cart' | 'checkout' | 'toast' | 'loadCart' | 'updateShipping' | 'changeSelection' | 'addressBook' | 'visit'>(this, {
      cart: false, checkout: false, toast: false, loadCart: false, updateShipping: false, changeSelection: false, addressBook: false, visit: false,
    });
  }

  get addresses(): readonly Address[] {
    return this.addressBook().book.addresses;
  }

  /** The chosen address, once the book holds it. */
  get address(): Address | null {
    return this.addresses.find((a) => a.id === this.cart.addressId) ?? null;
  }

  isChosen(address: Address): boolean {
    return this.cart.addressId === address.id;
  }

  /** Whether "Show more" shows: the book has pages after the last one loaded, or one is on its way. */
  get offersMore(): boolean {
    return this.addressBook().book.hasMore || this.loadingMore;
  }

  /** The selected lines, each as its row shows it. */
  get products(): LineView[] {
    return this.cart.selectedLines.map((line) => lineView(line, this.cart.now));
  }

  get blocks(): ShippingBlock[] {
    return shippingBlocks(this.cart.lines, this.address);
  }

  get canContinue(): boolean {
    return this.blocks.length === 0 && !this.busy;
  }

  /** Whether the summary can price the shipping: an address that every selected line ships to. */
  get shippingKnown(): boolean {
    return this.address !== null && !this.blocks.some((b) => b.kind === 'cannot_ship');
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

  get deliveryInstruction(): string {
    return this.checkout.deliveryInstruction;
  }

  setDeliveryInstruction(text: string): void {
    this.checkout.setDeliveryInstruction(text);
  }

  openAddressForm(): void {
    this.adding = true;
  }

  closeAddressForm(): void {
    this.adding = false;
  }

  /** Ships to `address`: the cart comes back with each line's place matched to it. */
  choose(address: Address, language: string, t: Translate): void {
    void this.run(() => this.loadCart.execute(language, address.id), t);
  }

  setType(line: CartLine, type: number, language: string, t: Translate): void {
    const addressId = this.cart.addressId;
    if (addressId === null) return;
    void this.run(() => this.updateShipping.execute(shippingChoices(this.cart.lines, { lineId: line.id, type }), addressId, language), t);
  }

  /** Takes a line that cannot ship to the address out of the order (it stays in the cart). */
  uncheck(line: CartLine, language: string, t: Translate): void {
    void this.run(() => this.changeSelection.execute([], [line.id], language), t);
  }

  /**
   * The book's next page joins the chooser (the API pages it 25 at a time), with the states of
   * its countries so each address names its state; the first address it brought takes the focus.
   */
  async showMore(language: string, t: Translate): Promise<void> {
    if (this.loadingMore) return;
    const { book, loadMore, loadStates } = this.addressBook();
    const shown = book.addresses.length;
    const visit = this.visit;
    this.loadingMore = true;
    this.moreFailure = null;
    let failure: string | null = null;
    try {
      await loadMore.execute(language);
      const countries = new Set(book.addresses.slice(shown).map((a) => a.country));
      await Promise.all([...countries].map((country) => loadStates.execute(country, language).catch(() => undefined)));
    } catch (error) {
      failure = t('cart.shipping.more_failed', { reason: reasonOf(error, t) });
    }
    if (visit !== this.visit) return;
    runInAction(() => {
      this.loadingMore = false;
      if (failure === null) this.focusAt = shown;
      else this.moreFailure = failure;
    });
  }

  /** The address "Show more" brought has the focus now. */
  focused(): void {
    this.focusAt = null;
  }

  /** The step went: its next visit starts with nothing on its way and the form closed. */
  close(): void {
    this.visit++;
    this.busy = false;
    this.adding = false;
    this.loadingMore = false;
    this.moreFailure = null;
    this.focusAt = null;
  }

  private async run(action: () => Promise<CartOutcome | void>, t: Translate): Promise<void> {
    const visit = this.visit;
    this.busy = true;
    try {
      const outcome = await action();
      if (outcome && !outcome.ok) this.toast.error(failureText(t, outcome));
    } catch (error) {
      this.toast.error(error instanceof RequestError ? error.firstMessage : String(error));
    } finally {
      if (visit === this.visit) runInAction(() => { this.busy = false; });
    }
  }
}
