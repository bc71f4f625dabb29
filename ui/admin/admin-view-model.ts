import { makeAutoObservable, runInAction } from 'mobx';
import type { BackOfficeChallenge, BackOfficeUser, TeamMember, TotpSetup } from '../../core/admin/back-office';
import type { BackOfficeConsole } from '../../core/admin/back-office-console';

import { RequestError } from '../../core/shared/request-error';

export type AdminStep = 'checking' | 'password' | 'code' | 'console';

/** The server's message of a refusal, or null for anything else (the page then says it generally). */
function messageOf(error: unknown): string | null {
  return error instanceof RequestError ? (error.form?.[0] ?? error.message) : null;
}

/**
 * The back office's console page: finds out whether this browser has a back-office session, signs
 * in with the password and then the code, and holds what the account and team sections show: the
 * second factor's setup and the team. Other sections (content, audit) keep their own view models
 * and read the member here.
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
  totpSetup: TotpSetup | null = null;
  totpCode = '';
  recoveryCodes: string[] | null = null;
  team: TeamMember[] | null = null;
  inviteEmail = '';
  /** Counts the team's changes by this page (invite, remove): a reading started before one is stale. */
  private teamChanges = 0;

  constructor(private readonly console: BackOfficeConsole, readonly language: string) {
    makeAutoObservable<this, 'console' | 'teamChanges'>(this, { console: false, language: false, teamChanges: false });
    // A member already known to this browser (another section of the console) sees it at once; `check` confirms it.
    const known = console.known;
    if (known) {
      this.member = known;
      this.step = 'console';
    }
  }

  set(field: 'email' | 'password' | 'code' | 'totpCode' | 'inviteEmail', value: string): void {
    this[field] = value;
    this.failure = null;
  }

  async check(): Promise<void> {
    await this.run(async () => {
      const member = await this.console.current(this.language);
      runInAction(() => {
        if (member) this.enter(member);
        else {
          this.member = null;
          this.step = 'password';
        }
      });
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
      runInAction(() => { this.notice = null; this.challenge = null; this.enter(member); });
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
        this.totpSetup = null;
        this.recoveryCodes = null;
        this.step = 'password';
      });
    });
  }

  async startTotp(): Promise<void> {
    await this.run(async () => {
      const { message, ...setup } = await this.console.startTotp(this.language);
      runInAction(() => { this.totpSetup = setup; this.notice = message; this.totpCode = ''; });
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
    });
  }

  async invite(): Promise<void> {
    await this.run(async () => {
      const { team, message } = await this.console.invite(this.inviteEmail, this.language);
      runInAction(() => { this.team = team; this.notice = message; this.inviteEmail = ''; this.teamChanges += 1; });
    });
  }

  async remove(email: string): Promise<void> {
    await this.run(async () => {
      const { team, message } = await this.console.remove(email, this.language);
      runInAction(() => { this.team = team; this.notice = message; this.teamChanges += 1; });
    });
  }

  /**
   * The team as it is now (null for a role that may not see it). A reading, not an action: it
   * leaves the form usable (a busy flag here disabled the invite button, and a browser then drops
   * the Enter of a member typing an address while the list loads), and an answer that arrives after
   * an invite or a removal has answered is older than the list shown, so it is dropped.
   */
  async loadTeam(): Promise<void> {
    const member = this.member;
    if (!member) return;
    const changes = this.teamChanges;
    try {
      const team = await this.console.team(member, this.language);
      runInAction(() => { if (this.teamChanges === changes) this.team = team; });
    } catch (error) {
      runInAction(() => { this.failure = messageOf(error) ?? true; });
    }
  }

  private enter(member: BackOfficeUser): void {
    this.member = member;
    this.step = 'console';
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
