import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

export const TOAST_INTERVAL_MS = 5000;

/** One toast at a time: a message or an error, hidden on close and after five seconds. */
@injectable()
export class ToastStore {
  visible = false;
  /** Null means the translated default ('success'). */
  message: string | null = null;
  isError = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    makeAutoObservable<this, 'timer'>(this, { timer: false });
  }

  show(message: string | null = null, isError = false): void {
    this.message = message;
    this.isError = isError;
    this.visible = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.hide(), TOAST_INTERVAL_MS);
  }

  error(message: string): void {
    this.show(message, true);
  }

  /**
   * Takes back an error that no longer holds (a voucher refusal once the checkout is left): hidden
   * only while it is the toast shown, so a newer message stays.
   */
  withdraw(message: string | null): void {
    if (message !== null && this.visible && this.isError && this.message === message) this.hide();
  }

  hide(): void {
    this.visible = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
