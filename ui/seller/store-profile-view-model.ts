import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { type SellerDesk, SellerFormProblem } from '../../core/seller/seller-desk';
import type { PhotoFile } from '../../core/seller/seller-gateway.port';
import type { StoreProblem, StoreProfileInput } from '../../core/seller/seller-workspace';
import { RequestError } from '../../core/shared/request-error';
import type { SellerWorkspace } from './seller-workspace-store';

type TextField = 'name' | 'phone' | 'email' | 'address';

/**
 * The store profile (`/seller/store`): name, a description per language, contact, address, logo
 * and banner, saved with the version it was read at. Core's problems before sending, the server's
 * per field after; nothing typed is lost on a refusal.
 */
export class StoreProfileViewModel {
  profile: StoreProfileInput;
  version: number;
  problems: StoreProblem[] = [];
  serverFields: Record<string, string> = {};
  serverForm: string[] = [];
  failure: true | null = null;
  notice: string | null = null;
  busy = false;
  uploading: 'logo' | 'banner' | null = null;

  constructor(private readonly desk: SellerDesk, private readonly workspace: SellerWorkspace, readonly languages: readonly string[], readonly language: string) {
    const store = workspace.store!;
    this.profile = { ...toJS(store.profile), descriptions: { ...Object.fromEntries(languages.map((code) => [code, ''])), ...store.profile.descriptions } };
    this.version = store.version;
    makeAutoObservable<this, 'desk' | 'workspace'>(this, { desk: false, workspace: false, languages: false, language: false });
  }

  get hasErrors(): boolean {
    return this.problems.length > 0 || Object.keys(this.serverFields).length > 0 || this.serverForm.length > 0 || this.failure !== null;
  }

  problemOf(field: string): StoreProblem | string | null {
    return this.problems.find((p) => p.field === field) ?? this.serverFields[field] ?? null;
  }

  set(field: TextField, value: string): void {
    this.profile[field] = value;
  }

  setDescription(language: string, value: string): void {
    this.profile.descriptions[language] = value;
  }

  async upload(which: 'logo' | 'banner', file: PhotoFile | undefined): Promise<void> {
    if (!file) return;
    this.uploading = which;
    this.serverFields = Object.fromEntries(Object.entries(this.serverFields).filter(([field]) => field !== which));
    try {
      const [name] = await this.desk.uploadPhotos('store', [file], this.language);
      runInAction(() => { if (name) this.profile[which] = name; });
    } catch (error) {
      runInAction(() => { this.takeRefusal(error, which); });
    } finally {
      runInAction(() => { this.uploading = null; });
    }
  }

  removePhoto(which: 'logo' | 'banner'): void {
    this.profile[which] = null;
  }

  async save(): Promise<void> {
    this.problems = [];
    this.serverFields = {};
    this.serverForm = [];
    this.failure = null;
    this.notice = null;
    this.busy = true;
    try {
      const profile = toJS(this.profile);
      const answer = await this.desk.saveStore(profile, this.version, this.languages, this.language);
      runInAction(() => {
        this.version = answer.version;
        this.notice = answer.message;
        this.workspace.savedProfile(profile, answer.version);
      });
    } catch (error) {
      runInAction(() => { this.takeRefusal(error); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  /** A refusal; an upload's without a field of its own is the photo's. */
  private takeRefusal(error: unknown, photo?: 'logo' | 'banner'): void {
    if (error instanceof SellerFormProblem) this.problems = error.problems as StoreProblem[];
    else if (error instanceof RequestError) {
      const fields = { ...error.fields };
      if (photo && Object.keys(fields).length === 0) fields[photo] = error.firstMessage;
      this.serverFields = fields;
      // The server repeats each field's message in `form`: the summary names them once, with their field.
      const named = new Set(Object.values(fields));
      this.serverForm = photo ? [] : error.form.length > 0 ? error.form.filter((text) => !named.has(text)) : Object.keys(fields).length > 0 ? [] : [error.message];
    } else this.failure = true;
  }
}
