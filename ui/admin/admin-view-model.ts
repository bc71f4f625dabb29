import { makeAutoObservable, runInAction } from 'mobx';
import type { AuditPage, BackOfficeChallenge, BackOfficeUser, TeamMember } from '../../core/admin/back-office';
import type { BackOfficeConsole } from '../../core/admin/back-office-console';

import { RequestError } from '../../core/shared/request-error';

export type AdminStep = 'checking' | 'password' | 'code' | 'console';

/** The server's message of a refusal, or null for anything else (the page then says it generally). */
function messageOf(error: unknown): string | null {
  return error instanceof RequestError ? (error.form?.[0] ?? error.message) : null;
}

/**
 * The back office's console page: finds out whether this browser has a back-office session, signs
 * in with the password and then the code, and holds what the signed-in member sees: the second
 * factor's setup, the team and the audit log (an operator's).
 */
export class AdminViewModel {
  step: AdminStep = 'checking';
  member: BackOfficeUser | null = null;
  email = '';
  password = '';
  code = '';
  challenge: BackOfficeChallenge | null = null;
  /** What the last step said (the code was mailed, the app is set up, ...). */
  notice: string | null = null;
  /** Why the last call was refused, in the page's language; `true` when the server said nothing (the page words it). */
  failure: string | true | null = null;
  busy = false;
  totpSetup: { secret: string; uri: string } | null = null;
  totpCode = '';
  recoveryCodes: string[] | null = null;
  team: TeamMember[] | null = null;
  inviteEmail = '';
  audit: AuditPage | null = null;

  constructor(private readonly console: BackOfficeConsole, private readonly language: string) {
    makeAutoObservable<this, 'console' | 'language'>(this, { console: false, language: false });
  }

  set(field: 'email' | 'password' | 'code' | 'totpCode' | 'inviteEmail', value: string): void {
    this[field] = value;
    this.failure = null;
  }

  async check(): Promise<void> {
    await this.run(async () => {
      const member = await this.console.current(this.language);
      if (member) await this.enter(member);
      else runInAction(() => { this.step = 'password'; });
    }, () => { this.step = 'password'; });
  }

  async submitPassword(): Promise<void> {
    await this.run(async () => {
      const { challenge, message } = await this.console.signIn(this.email, this.password, this.language);
      runInAction(() => {
        this.challenge = challenge;
        this.notice = message;
        this.password = '';
        this.code = '';
        this.step = 'code';
      });
    });
  }

  async submitCode(): Promise<void> {
    const challenge = this.challenge;
    if (!challenge) return;
    await this.run(async () => {
      const member = await this.console.submitCode(challenge.challenge, this.code, this.language);
      runInAction(() => { this.notice = null; this.challenge = null; });
      await this.enter(member);
    });
  }

  /** Back to the password (a challenge that expired or took too many codes). */
  restart(): void {
    this.step = 'password';
    this.challenge = null;
    this.code = '';
    this.notice = null;
    this.failure = null;
  }

  async signOut(): Promise<void> {
    await this.run(async () => {
      await this.console.signOut(this.language);
      runInAction(() => {
        this.member = null;
        this.team = null;
        this.audit = null;
        this.totpSetup = null;
        this.recoveryCodes = null;
        this.step = 'password';
      });
    });
  }

  async startTotp(): Promise<void> {
    await this.run(async () => {
      const { secret, uri, message } = await this.console.startTotp(this.language);
      runInAction(() => { this.totpSetup = { secret, uri }; this.notice = message; this.totpCode = ''; });
    });
  }

  async confirmTotp(): Promise<void> {
    await this.run(async () => {
      const { recoveryCodes, message } = await this.console.confirmTotp(this.totpCode, this.language);
      runInAction(() => {
        this.recoveryCodes = recoveryCodes;
        this.totpSetup = null;
        this.notice = message;
        if (this.member) this.member = { ...this.member, totp: true };
      });
      await this.reload();
    });
  }

  async invite(): Promise<void> {
    await this.run(async () => {
      const { team, message } = await this.console.invite(this.inviteEmail, this.language);
      runInAction(() => { this.team = team; this.notice = message; this.inviteEmail = ''; });
      await this.reload();
    });
  }

  async remove(email: string): Promise<void> {
    await this.run(async () => {
      const { team, message } = await this.console.remove(email, this.language);
      runInAction(() => { this.team = team; this.notice = message; });
      await this.reload();
    });
  }

  private async enter(member: BackOfficeUser): Promise<void> {
    runInAction(() => { this.member = member; this.step = 'console'; });
    await this.reload();
  }

  /** The team and the log as they are after a change (each only for a role that may see it). */
  private async reload(): Promise<void> {
    const member = this.member;
    if (!member) return;
    const [team, audit] = await Promise.all([this.console.team(member, this.language), this.console.audit(member, 1, this.language)]);
    runInAction(() => { this.team = team; this.audit = audit; });
  }

  private async run(work: () => Promise<void>, onFailure?: () => void): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      await work();
    } catch (error) {
      runInAction(() => {
        this.failure = messageOf(error) ?? true;
        onFailure?.();
      });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
