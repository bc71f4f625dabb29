import { makeAutoObservable, runInAction } from 'mobx';
import type { PermissionReport } from '../../core/install/install-gateway.port';
import { type ChoiceField, type ChoiceProblem, type DatabaseKind, installStep, type InstallStep, readDatabaseChoice } from '../../core/install/install-rules';
import type { InstallShop } from '../../core/install/install-shop';
import { RequestError } from '../../core/shared/request-error';

type DatabaseField = ChoiceField;

/**
 * The installer page: asks whether the shop is set up, then walks the operator through the token,
 * the folder report and the database. The token stays in this model (typed into a field, sent in a
 * header), never in the address bar.
 */
export class InstallViewModel {
  /** null until the first answer. */
  configured: boolean | null = null;
  token = '';
  tokenError: string | null = null;
  report: PermissionReport | null = null;
  foldersSeen = false;
  kind: DatabaseKind = 'sqlite';
  sqlitePath = '';
  postgresUrl = '';
  demo = true;
  /** The back office's first operator: the address and password they will sign in to `/admin` with. */
  operatorEmail = '';
  operatorPassword = '';
  /** A browser check (translated by the page) or the server's message, per field. */
  problems: Partial<Record<DatabaseField, ChoiceProblem>> = {};
  serverErrors: Partial<Record<DatabaseField, string>> = {};
  failure: string | null = null;
  busy = false;
  doneMessage: string | null = null;

  constructor(private readonly install: InstallShop, private readonly language: string) {
    makeAutoObservable<this, 'install' | 'language'>(this, { install: false, language: false });
  }

  get step(): InstallStep | 'checking' {
    if (this.configured === null) return 'checking';
    return installStep({ configured: this.configured, tokenAccepted: this.report !== null, foldersWritable: this.foldersWritable, foldersSeen: this.foldersSeen });
  }

  get foldersWritable(): boolean {
    return this.report !== null && this.report.folders.every((folder) => folder.writable);
  }

  async check(): Promise<void> {
    try {
      const configured = await this.install.configured(this.language);
      runInAction(() => { this.configured = configured; });
    } catch (error) {
      runInAction(() => {
        this.configured = false;
        this.failure = messageOf(error);
      });
    }
  }

  setToken(value: string): void {
    this.token = value;
    this.tokenError = null;
  }

  /** Sends the token with the folder report's call: an answer means the token was taken. */
  async submitToken(requiredMessage: string): Promise<void> {
    if (this.token.trim() === '') {
      this.tokenError = requiredMessage;
      return;
    }
    await this.run(async () => {
      const report = await this.install.permissions(this.token, this.language);
      runInAction(() => {
        this.report = report;
        if (this.sqlitePath === '') this.sqlitePath = report.sqlite_path;
      });
    }, (message) => { this.tokenError = message; });
  }

  /** Asks again after the operator fixed a folder. */
  async recheck(): Promise<void> {
    await this.run(async () => {
      const report = await this.install.permissions(this.token, this.language);
      runInAction(() => { this.report = report; });
    }, (message) => { this.failure = message; });
  }

  continueToDatabase(): void {
    if (this.foldersWritable) this.foldersSeen = true;
  }

  setKind(kind: DatabaseKind): void {
    this.kind = kind;
    this.clearErrors();
  }

  setField(field: 'sqlite_path' | 'postgres_url' | 'operator_email' | 'operator_password', value: string): void {
    if (field === 'sqlite_path') this.sqlitePath = value;
    else if (field === 'postgres_url') this.postgresUrl = value;
    else if (field === 'operator_email') this.operatorEmail = value;
    else this.operatorPassword = value;
    this.clearErrors();
  }

  setDemo(demo: boolean): void {
    this.demo = demo;
  }

  /** Checks the choice by the same rule as the server, then sends it; the server tests, migrates, seeds and saves. */
  async submitDatabase(): Promise<void> {
    const operator = { operator_email: this.operatorEmail, operator_password: this.operatorPassword };
    const choice = { kind: this.kind, sqlite_path: this.sqlitePath, postgres_url: this.postgresUrl, demo: this.demo, ...operator };
    const read = readDatabaseChoice(choice);
    if (!read.ok) {
      this.problems = { [read.field]: read.problem };
      return;
    }
    await this.run(async () => {
      const database = this.kind === 'sqlite' ? { kind: 'sqlite' as const, sqlite_path: this.sqlitePath } : { kind: 'postgres' as const, postgres_url: this.postgresUrl };
      const message = await this.install.setDatabase(this.token, { ...database, demo: this.demo, ...operator }, this.language);
      runInAction(() => {
        this.doneMessage = message;
        this.configured = true;
      });
    }, (message, error) => {
      const fields = error instanceof RequestError ? error.fields : {};
      if (Object.keys(fields).length > 0) this.serverErrors = fields;
      else this.failure = message;
    });
  }

  private clearErrors(): void {
    this.problems = {};
    this.serverErrors = {};
    this.failure = null;
  }

  /**
   * One call at a time. A 403 means a wrong token or a shop set up meanwhile: asking again tells
   * which, and a set-up shop shows the last step whatever step this was.
   */
  private async run(work: () => Promise<void>, refused: (message: string, error: unknown) => void): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.failure = null;
    try {
      await work();
    } catch (error) {
      const configured = error instanceof RequestError && error.status === 403 ? await this.install.configured(this.language).catch(() => false) : false;
      runInAction(() => {
        if (configured) this.configured = true;
        else refused(messageOf(error), error);
      });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof RequestError ? error.firstMessage : error instanceof Error ? error.message : String(error);
}
