import type { AuditPage, AuditQuery, BackOfficeChallenge, BackOfficeUser, TeamMember, TotpSetup } from './back-office';

/** api/v1/admin as the console calls it; a refusal throws RequestError with the server's message in the caller's language. */
export interface BackOfficeGateway {
  signIn(email: string, password: string, language: string): Promise<{ challenge: BackOfficeChallenge; message: string }>;
  submitCode(challenge: string, code: string, language: string): Promise<BackOfficeUser>;
  /** The member the console's session belongs to, or null when it has none. */
  current(language: string): Promise<BackOfficeUser | null>;
  signOut(language: string): Promise<void>;
  startTotp(language: string): Promise<TotpSetup & { message: string }>;
  confirmTotp(code: string, language: string): Promise<{ recoveryCodes: string[]; message: string }>;
  team(language: string): Promise<TeamMember[]>;
  invite(email: string, language: string): Promise<{ team: TeamMember[]; message: string }>;
  remove(email: string, language: string): Promise<{ team: TeamMember[]; message: string }>;
  audit(query: AuditQuery, language: string): Promise<AuditPage>;
}
