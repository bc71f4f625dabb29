import type { AuditPage, BackOfficeChallenge, BackOfficeUser, TeamMember } from './back-office';
import type { BackOfficeGateway } from './back-office-gateway.port';
import { CAPABILITY, may } from './roles';

/**
 * What the back office's console does for its member: sign in with the password and then the
 * second factor, set up an authenticator app, and (an operator) manage the team and read the audit
 * log. The server decides every call; the capability checks here only spare a member a call their
 * role would be refused.
 */
export class BackOfficeConsole {
  constructor(private readonly gateway: BackOfficeGateway) {}

  current(language: string): Promise<BackOfficeUser | null> {
    return this.gateway.current(language);
  }

  signIn(email: string, password: string, language: string): Promise<{ challenge: BackOfficeChallenge; message: string }> {
    return this.gateway.signIn(email.trim(), password, language);
  }

  submitCode(challenge: string, code: string, language: string): Promise<BackOfficeUser> {
    return this.gateway.submitCode(challenge, code.replace(/\s+/g, ''), language);
  }

  signOut(language: string): Promise<void> {
    return this.gateway.signOut(language);
  }

  startTotp(language: string): Promise<{ secret: string; uri: string; message: string }> {
    return this.gateway.startTotp(language);
  }

  confirmTotp(code: string, language: string): Promise<{ recoveryCodes: string[]; message: string }> {
    return this.gateway.confirmTotp(code.replace(/\s+/g, ''), language);
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

  async audit(member: BackOfficeUser, page: number, language: string): Promise<AuditPage | null> {
    return may(member.role, CAPABILITY.audit) ? this.gateway.audit(page, language) : null;
  }
}
