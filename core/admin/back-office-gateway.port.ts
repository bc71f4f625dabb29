import type { BackOfficeChallenge, BackOfficeUser } from './back-office';

/** A member of the back office as the team list shows them. */
export interface TeamMember {
  id: number;
  name: string;
  email: string;
  role: 'staff' | 'operator';
  /** Whether they have chosen a password (proved their address). */
  verified: boolean;
  /** Whether they sign in with an authenticator app (else with mailed codes). */
  totp: boolean;
}

/** One entry of the audit log. */
export interface AuditEntryView {
  id: number;
  actor_email: string;
  action: string;
  subject: string;
  subject_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

export interface AuditPage {
  rows: AuditEntryView[];
  total: number;
  page: number;
  lastPage: number;
}

/** api/v1/admin as the console calls it; a refusal throws RequestError with the server's message in the caller's language. */
export interface BackOfficeGateway {
  signIn(email: string, password: string, language: string): Promise<{ challenge: BackOfficeChallenge; message: string }>;
  submitCode(challenge: string, code: string, language: string): Promise<BackOfficeUser>;
  /** The member the console's session belongs to, or null when it has none. */
  current(language: string): Promise<BackOfficeUser | null>;
  signOut(language: string): Promise<void>;
  startTotp(language: string): Promise<{ secret: string; uri: string; message: string }>;
  confirmTotp(code: string, language: string): Promise<{ recoveryCodes: string[]; message: string }>;
  team(language: string): Promise<TeamMember[]>;
  invite(email: string, language: string): Promise<{ team: TeamMember[]; message: string }>;
  remove(email: string, language: string): Promise<{ team: TeamMember[]; message: string }>;
  audit(page: number, language: string): Promise<AuditPage>;
}
