import type { AuditPage, AuditQuery, BackOfficeChallenge, BackOfficeUser, TeamMember, TotpSetup } from './back-office';
import type { BackOfficeGateway } from './back-office-gateway.port';
import { CAPABILITY, may } from './roles';

/**
 * What the back office's console does for its member: sign in with the password and then the
 * second factor, set up an authenticator app, and (an operator) manage the team and read the audit
 * log. The server decides every call; the capability checks here only spare a member a call their
 * role would be refused.
 */
export class BackOfficeConsole {
  /** The member this console last found signed in (null after signing out), so moving between sections asks nobody again. */
  known: BackOfficeUser | null = null;

  constructor(private readonly gateway: BackOfficeGateway) {}

  async current(language: string): Promise<BackOfficeUser | null> {
    this.known = await this.gateway.current(language);
    return this.known;
  }

  signIn(email: string, password: string, language: string): Promise<{ challenge: BackOfficeChallenge; message: string }> {
    return this.gateway.signIn(email.trim(), password, language);
  }

  async submitCode(challenge: string, code: string, language: string): Promise<BackOfficeUser> {
    this.known = await this.gateway.submitCode(challenge, code.replace(/\s+/g, ''), language);
    return this.known;
  }

  async signOut(language: string): Promise<void> {
    await this.gateway.signOut(language);
    this.known = null;
  }

  startTotp(language: string): Promise<TotpSetup & { message: string }> {
    return this.gateway.startTotp(language);
  }

  async confirmTotp(code: string, language: string): Promise<{ recoveryCodes: string[]; message: string }> {
    const confirmed = await this.gateway.confirmTotp(code.replace(/\s+/g, ''), language);
    if (this.known) this.known = { ...this.known, totp: true };
    return confirmed;
  }

  async team(member: BackOfficeUser, language: string): Promise<TeamMember[] | null> {
    return may(member.role, CAPABILITY.staff) ? this.gateway.team(language) : null;
  }

  invite(email: string, language: string): Promise<{ team: TeamMember[]; message: string }> {
    return this.gateway.invite(email.trim(), language);
  }

  remove(email: string, language: string): Promise<{ team: TeamMember[]; message: string }> {
    return this.gateway.remove(email, language);
  }

  async audit(member: BackOfficeUser, query: AuditQuery, language: string): Promise<AuditPage | null> {
    return may(member.role, CAPABILITY.audit) ? this.gateway.audit(query, language) : null;
  }
}
