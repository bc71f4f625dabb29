import { makeAutoObservable, runInAction } from 'mobx';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
import type { LedgerDesk } from '../../core/ledger/earnings';
import type { MoneyDesk } from '../../core/ledger/ledger-desks';
import { RequestError } from '../../core/shared/request-error';

/** Where a refusal is shown: a field of a form, or the section as a whole. */
export type MoneyForm = 'terms' | 'rate' | `payout-${number}`;

/**
 * `/admin/money` (operators): the commission terms and overrides, every store's balance, and the
 * payout requests paid or refused with a reference. Every change answers the desk afresh; a
 * refusal stays beside the form it was for, by field, in the member's language.
 */
export class MoneyViewModel {
  data: LedgerDesk | null = null;
  busy = false;
  failure: string | true | null = null;
  notice: string | null = null;
  terms = { commissionPercent: '', returnWindowDays: '' };
  rate = { scope: 'store' as 'category' | 'store', scopeId: '', percent: '' };
  references: Record<number, string> = {};
  /** The refusal of each form's last change, by field ('' for the form as a whole). */
  problems: Partial<Record<MoneyForm, Record<string, string>>> = {};
  sending: MoneyForm | null = null;

  constructor(private readonly desk: MoneyDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  private show(data: LedgerDesk): void {
    this.data = data;
    this.terms = { commissionPercent: data.terms.commissionPercent, returnWindowDays: String(data.terms.returnWindowDays) };
  }

  async load(): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      const data = await this.desk.desk(this.language);
      runInAction(() => this.show(data));
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? error.firstMessage : true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  problem(form: MoneyForm, field = ''): string | undefined {
    return this.problems[form]?.[field];
  }

  setTerms(field: 'commissionPercent' | 'returnWindowDays', value: string): void {
    this.terms = { ...this.terms, [field]: value };
  }

  setRate(field: 'scope' | 'scopeId' | 'percent', value: string): void {
    this.rate = field === 'scope' ? { scope: value === 'category' ? 'category' : 'store', scopeId: '', percent: this.rate.percent } : { ...this.rate, [field]: value };
  }

  setReference(id: number, value: string): void {
    this.references = { ...this.references, [id]: value };
  }

  private async send(form: MoneyForm, change: () => Promise<Changed<LedgerDesk>>): Promise<boolean> {
    this.sending = form;
    this.notice = null;
    this.problems = { ...this.problems, [form]: {} };
    try {
      const answer = await change();
      runInAction(() => { this.show(answer.data); this.notice = answer.message; });
      return true;
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof RequestError && error.status < 500 ? { ...error.fields } : {};
        if (Object.keys(fields).length === 0) fields[''] = error instanceof RequestError && error.status < 500 ? error.firstMessage : '';
        this.problems = { ...this.problems, [form]: fields };
      });
      return false;
    } finally {
      runInAction(() => { this.sending = null; });
    }
  }

  saveTerms(): Promise<boolean> {
    const version = this.data?.terms.version ?? 0;
    return this.send('terms', () => this.desk.saveTerms({ version, ...this.terms }, this.language));
  }

  async saveRate(): Promise<boolean> {
    const saved = await this.send('rate', () => this.desk.saveRate({ scope: this.rate.scope, scopeId: Number(this.rate.scopeId) || 0, percent: this.rate.percent }, this.language));
    if (saved) runInAction(() => { this.rate = { ...this.rate, scopeId: '', percent: '' }; });
    return saved;
  }

  removeRate(id: number, version: number): Promise<boolean> {
    return this.send('rate', () => this.desk.removeRate(id, version, this.language));
  }

  decide(id: number, version: number, decision: 'pay' | 'refuse'): Promise<boolean> {
    return this.send(`payout-${id}`, () => this.desk.decidePayout(id, { decision, version, reference: this.references[id] ?? '' }, this.language));
  }
}
