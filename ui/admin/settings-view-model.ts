import { makeAutoObservable, runInAction } from 'mobx';
import type { BackOfficeUser } from '../../core/admin/back-office';
import { inputOf, rebaseDraft, SETTINGS_GROUPS, type SettingsGroup, type SettingsInput, type ShopSettings } from '../../core/admin/settings';
import type { SettingsDesk } from '../../core/admin/settings-desk';
import { RequestError } from '../../core/shared/request-error';

type Drafts = { [G in SettingsGroup]: SettingsInput[G] };
const GROUPS = Object.keys(SETTINGS_GROUPS) as SettingsGroup[];

/**
 * The console's settings section: every group read once, each edited in its own form and saved on
 * its own. A save answers every group afresh: the saved group's form takes it, the others keep what
 * the member typed and take the new versions only when nobody else changed their values (a stale
 * form is refused by the server, never silently applied: core/admin/settings.ts, rebaseDraft).
 */
export class SettingsViewModel {
  settings: ShopSettings | null = null;
  drafts: Drafts | null = null;
  /** The server's message per refused field, by group. */
  errors: Partial<Record<SettingsGroup, Record<string, string>>> = {};
  /** What the last save of a group said (saved), or why it was refused as a whole (stale). */
  notices: Partial<Record<SettingsGroup, { ok: boolean; text: string }>> = {};
  saving: SettingsGroup | null = null;
  /** Loading failed: `true` when the server said nothing the page can show. */
  failure: string | true | null = null;

  constructor(private readonly desk: SettingsDesk, private readonly member: BackOfficeUser, readonly language: string) {
    makeAutoObservable<this, 'desk' | 'member'>(this, { desk: false, member: false, language: false });
  }

  async load(): Promise<void> {
    try {
      const settings = await this.desk.read(this.member, this.language);
      runInAction(() => { if (settings) this.take(settings); });
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? error.message : true; });
    }
  }

  /** Changes a group's form: `edit` receives the draft to change. */
  edit<G extends SettingsGroup>(group: G, edit: (draft: SettingsInput[G]) => void): void {
    if (!this.drafts) return;
    edit(this.drafts[group]);
    this.notices[group] = undefined;
  }

  async save(group: SettingsGroup): Promise<void> {
    const drafts = this.drafts;
    const readAt = this.settings;
    if (!drafts || !readAt) return;
    this.saving = group;
    this.errors[group] = {};
    this.notices[group] = undefined;
    try {
      const { settings, message } = await this.desk.save(group, JSON.parse(JSON.stringify(drafts[group])) as SettingsInput[typeof group], this.language);
      runInAction(() => {
        const kept = Object.fromEntries(GROUPS.map((g) => [g, g === group ? inputOf(settings, g) : rebaseDraft(g, drafts[g], readAt, settings)])) as Drafts;
        this.settings = settings;
        this.drafts = kept;
        this.notices[group] = { ok: true, text: message };
      });
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof RequestError ? error.fields : {};
        this.errors[group] = { ...fields };
        const general = Object.keys(fields).length === 0 && error instanceof RequestError ? (error.form[0] ?? error.message) : null;
        if (general) this.notices[group] = { ok: false, text: general };
        else if (!(error instanceof RequestError)) this.notices[group] = { ok: false, text: '' };
      });
    } finally {
      runInAction(() => { this.saving = null; });
    }
  }

  private take(settings: ShopSettings): void {
    this.settings = settings;
    this.drafts = Object.fromEntries(GROUPS.map((g) => [g, inputOf(settings, g)])) as Drafts;
  }
}
