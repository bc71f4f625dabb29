import { makeAutoObservable, runInAction } from 'mobx';
import type { AuditPage, AuditQuery, BackOfficeUser } from '../../core/admin/back-office';
import type { BackOfficeConsole } from '../../core/admin/back-office-console';
import { RequestError } from '../../core/shared/request-error';

export type AuditFilterField = 'action' | 'subject' | 'actor' | 'from' | 'to';

/**
 * The audit log's section: the filters being typed, the filters of the page shown, and the page
 * (the server filters and pages). Read only: nothing here changes an entry.
 */
export class AuditViewModel {
  draft: Record<AuditFilterField, string> = { action: '', subject: '', actor: '', from: '', to: '' };
  /** The filters the page shown was asked with. */
  applied: Omit<AuditQuery, 'page'> = {};
  log: AuditPage | null = null;
  busy = false;
  failure: string | true | null = null;

  constructor(private readonly console: BackOfficeConsole, private readonly member: BackOfficeUser, readonly language: string) {
    makeAutoObservable<this, 'console' | 'member'>(this, { console: false, member: false, language: false });
  }

  set(field: AuditFilterField, value: string): void {
    this.draft[field] = value;
  }

  /** The first page with the filters as typed. */
  async filter(): Promise<void> {
    const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
    this.applied = { action: text(this.draft.action), subject: text(this.draft.subject), actor: text(this.draft.actor), from: text(this.draft.from), to: text(this.draft.to) };
    await this.load(1);
  }

  async clear(): Promise<void> {
    this.draft = { action: '', subject: '', actor: '', from: '', to: '' };
    await this.filter();
  }

  async load(page: number): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      const log = await this.console.audit(this.member, { ...this.applied, page }, this.language);
      runInAction(() => { this.log = log; });
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? (error.form?.[0] ?? error.message) : true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
