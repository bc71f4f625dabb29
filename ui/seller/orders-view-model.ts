import { makeAutoObservable, runInAction } from 'mobx';
import type { ShipmentAction } from '../../core/orders/shipment';
import { type SellerDesk, ShipmentChangeProblemError } from '../../core/seller/seller-desk';
import type { SellerOrders, SellerShipment, ShipmentChangeProblem } from '../../core/seller/seller-orders';
import { RequestError } from '../../core/shared/request-error';

/** What a shipment's forms hold: the carrier chosen and the tracking number typed to ship; the reason typed to cancel. */
export interface ShipForm {
  carrierId: number | null;
  trackingNumber: string;
  reason: string;
  /** The lines ticked to cancel; null until the seller changes the choice (every line still in the parcel). */
  lines: number[] | null;
}

/** A refused field of one shipment's step: the server's words (`text`) or core's code for the screen to word. */
export interface StepProblem {
  field: ShipmentChangeProblem['field'] | 'step';
  text: string | null;
  code: ShipmentChangeProblem['code'] | null;
}

/**
 * `/seller/orders`: the store's shipments a page at a time, and a seller's step on one (confirm,
 * pack, ship with carrier and tracking number, deliver, or cancel their part with a reason) on the version read; after a step the page
 * is read again. A refusal stays beside the shipment it was for.
 */
export class SellerOrdersViewModel {
  data: SellerOrders | null = null;
  page = 1;
  busy = false;
  failure: string | true | null = null;
  notice: string | null = null;
  /** The ship form of each shipment, by id. */
  forms: Record<number, ShipForm> = {};
  /** The refusal of each shipment's last step, by id. */
  problems: Record<number, StepProblem[]> = {};
  /** The shipment whose step is being sent. */
  stepping: number | null = null;
  /** The shipment whose cancel form is open (cancelling asks for a reason first). */
  cancelling: number | null = null;

  constructor(private readonly desk: SellerDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  async load(page = this.page): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      const data = await this.desk.orders(page, this.language);
      runInAction(() => { this.data = data; this.page = data.page.page; });
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? error.firstMessage : true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  form(id: number): ShipForm {
    return this.forms[id] ?? { carrierId: null, trackingNumber: '', reason: '', lines: null };
  }

  setForm(id: number, field: 'carrierId' | 'trackingNumber' | 'reason', value: string): void {
    const form = { ...this.form(id) };
    if (field === 'carrierId') form.carrierId = value === '' ? null : Number(value);
    else form[field] = value;
    this.forms = { ...this.forms, [id]: form };
    this.problems = { ...this.problems, [id]: (this.problems[id] ?? []).filter((p) => p.field !== field) };
  }

  /** Ticks or unticks one of the shipment's lines to cancel (all are ticked at first). */
  toggleLine(shipment: SellerShipment, lineId: number): void {
    const form = { ...this.form(shipment.id) };
    const ticked = form.lines ?? shipment.lines.filter((line) => line.cancelReason === null).map((line) => line.id);
    form.lines = ticked.includes(lineId) ? ticked.filter((id) => id !== lineId) : [...ticked, lineId];
    this.forms = { ...this.forms, [shipment.id]: form };
    this.problems = { ...this.problems, [shipment.id]: (this.problems[shipment.id] ?? []).filter((p) => p.field !== 'lines') };
  }

  /** Whether a line is ticked to cancel. */
  ticked(shipment: SellerShipment, lineId: number): boolean {
    const lines = this.form(shipment.id).lines;
    return lines === null || lines.includes(lineId);
  }

  /** Opens the cancel form of a shipment (or closes it with null). */
  askCancel(id: number | null): void {
    this.cancelling = id;
    this.notice = null;
  }

  packingSlipUrl(id: number): string {
    return this.desk.packingSlipUrl(id);
  }

  problemsOf(id: number): StepProblem[] {
    return this.problems[id] ?? [];
  }

  async step(shipment: SellerShipment, action: ShipmentAction): Promise<boolean> {
    const form = this.form(shipment.id);
    if (action === 'cancel' && form.lines !== null && form.lines.length === 0) {
      this.problems = { ...this.problems, [shipment.id]: [{ field: 'lines', code: 'required', text: null }] };
      return false;
    }
    this.stepping = shipment.id;
    this.notice = null;
    this.problems = { ...this.problems, [shipment.id]: [] };
    try {
      const change = { action, version: shipment.version, carrierId: form.carrierId, trackingNumber: form.trackingNumber, reason: form.reason, lines: action === 'cancel' ? form.lines ?? [] : [] };
      const answer = await this.desk.stepShipment(shipment.id, change, this.language);
      runInAction(() => {
        this.notice = answer.message;
        if (this.cancelling === shipment.id) this.cancelling = null;
        const forms = { ...this.forms };
        delete forms[shipment.id];
        this.forms = forms;
      });
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => { this.problems = { ...this.problems, [shipment.id]: problemsOf(error) }; });
      return false;
    } finally {
      runInAction(() => { this.stepping = null; });
    }
  }
}

function problemsOf(error: unknown): StepProblem[] {
  if (error instanceof ShipmentChangeProblemError) return error.problems.map((p) => ({ field: p.field, code: p.code, text: null }));
  if (error instanceof RequestError && error.status < 500) {
    const fields = Object.entries(error.fields).map(([field, text]) => ({ field: field as StepProblem['field'], text, code: null }));
    return fields.length > 0 ? fields : [{ field: 'step', text: error.firstMessage, code: null }];
  }
  return [{ field: 'step', text: null, code: null }];
}
