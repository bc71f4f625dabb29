import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ChangePaymentMethod } from '../../core/payments/change-payment-method';
import { CompletePayment, type PaymentOutcome, readPaymentReturn } from '../../core/payments/complete-payment';
import { LoadPaymentMethods } from '../../core/checkout/load-payment-methods';
import { methodOfProvider, type PaymentMethod } from '../../core/payments/payment-methods';
import type { CheckoutState } from '../../core/checkout/checkout-state.port';
import { PORTS } from '../app/port-tokens';

/**
 * The page a provider sends the shopper back to (`/razorpay-callback`, `/payment-return/:provider`):
 * the payment verified by the server (CompletePayment), then either the paid order's page, or what
 * went wrong with the two ways on: the same method again, or another of the methods the shop takes
 * (online ones, cash on delivery, bank transfer) through ChangePaymentMethod.
 */
@injectable()
export class PaymentReturnViewModel {
  /** null while the payment is being checked. */
  outcome: PaymentOutcome | null = null;
  /** The online method of the provider this return is from. */
  method: number | null = null;
  /** The other method the shopper picked. */
  choice: number | null = null;
  /** A change of method on its way (or the browser leaving for the provider's page). */
  working = false;
  /** The provider's page the browser is leaving for. */
  leavingFor: number | null = null;
  /** Why the last change of method was refused (the server's words). */
  refusal: string | null = null;
  /** The return being shown: the same one mounted again is not checked twice. */
  private shown: string | null = null;
  private visit = 0;

  constructor(
    @inject(CompletePayment) private readonly complete: Pick<CompletePayment, 'execute'>,
    @inject(ChangePaymentMethod) private readonly change: Pick<ChangePaymentMethod, 'execute'>,
    @inject(LoadPaymentMethods) private readonly loadMethods: Pick<LoadPaymentMethods, 'execute'>,
    @inject(PORTS.CheckoutState) private readonly checkout: Pick<CheckoutState, 'paymentMethods'>,
  ) {
    makeAutoObservable<this, 'complete' | 'change' | 'loadMethods' | 'checkout' | 'shown' | 'visit'>(this, {
      complete: false, change: false, loadMethods: false, checkout: false, shown: false, visit: false,
    });
  }

  /** The order this return is about, when the page may offer to pay it. */
  get orderId(): number | null {
    const o = this.outcome;
    return o && (o.kind === 'not_completed' || o.kind === 'unverified') ? o.orderId : null;
  }

  /** The shop's methods other than this one; empty until they are read. */
  get alternatives(): PaymentMethod[] {
    return (this.checkout.paymentMethods ?? []).filter((m) => m.method !== this.method);
  }

  /** Whether "Try again" may use this return's method: it is one, and the shop still offers it (or its list is not read yet). */
  get canRetry(): boolean {
    const methods = this.checkout.paymentMethods;
    return this.orderId !== null && this.method !== null && (methods === null || methods.some((m) => m.method === this.method));
  }

  /**
   * Checks the return once per provider and query (`onPaid` opens the order's page); what went
   * wrong stays on the page with the shop's methods read for the choice.
   */
  async start(language: string, provider: string, search: string, onPaid: (orderId: number) => void): Promise<void> {
    const key = `${provider}?${search}`;
    if (this.shown === key) return;
    this.shown = key;
    const visit = ++this.visit;
    this.outcome = null;
    this.method = methodOfProvider(provider);
    this.choice = null;
    this.refusal = null;
    this.working = false;
    this.leavingFor = null;
    await this.check(language, search, onPaid, visit);
  }

  /** After no answer: the payment may have gone through, so it is checked again (never paid twice). */
  async checkAgain(language: string, search: string, onPaid: (orderId: number) => void): Promise<void> {
    const visit = ++this.visit;
    this.outcome = null;
    await this.check(language, search, onPaid, visit);
  }

  private async check(language: string, search: string, onPaid: (orderId: number) => void, visit: number): Promise<void> {
    let outcome: PaymentOutcome;
    try {
      outcome = await this.complete.execute(language, readPaymentReturn(new URLSearchParams(search)));
    } catch (error) {
      outcome = { kind: 'not_found', message: error instanceof Error ? error.message : null };
    }
    if (visit !== this.visit) return;
    runInAction(() => { this.outcome = outcome; });
    if (outcome.kind === 'paid') onPaid(outcome.orderId);
    else if (this.orderId !== null) await this.loadMethods.execute(language).catch(() => undefined);
  }

  choose(method: number): void {
    this.choice = method;
    this.refusal = null;
  }

  /** Pays again with this return's method: a new payment on the provider's page. */
  tryAgain(language: string): Promise<void> {
    return this.method === null ? Promise.resolve() : this.payWith(language, this.method, () => undefined);
  }

  /** Pays with the chosen method: online leaves for its provider, offline opens the order's page (`onSwitched`). */
  payWithChoice(language: string, onSwitched: (orderId: number) => void): Promise<void> {
    return this.choice === null ? Promise.resolve() : this.payWith(language, this.choice, onSwitched);
  }

  private async payWith(language: string, method: number, onSwitched: (orderId: number) => void): Promise<void> {
    const orderId = this.orderId;
    if (orderId === null || this.working) return;
    const visit = this.visit;
    this.working = true;
    this.refusal = null;
    const change = await this.change.execute(language, orderId, method);
    if (visit !== this.visit) return;
    runInAction(() => {
      if (!change.ok) this.refusal = change.message;
      if (change.ok && change.leaving) this.leavingFor = method;
      else this.working = false;
    });
    if (change.ok && !change.leaving) onSwitched(orderId);
  }

  /** The page went: the next return is checked afresh. */
  close(): void {
    this.visit++;
    this.shown = null;
  }
}
