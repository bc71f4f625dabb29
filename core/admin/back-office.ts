/**
 * The back office's sign-in and session constants, shared by the browser and the server. A
 * back-office session is its own cookie, apart from the shopper's: HttpOnly, SameSite=Strict,
 * Secure on https, with a CSRF token the console's scripts read and send back as a header. It ends
 * after 30 idle minutes and 12 hours in all. Signing in takes the password and a second factor:
 * a code from a TOTP app (RFC 6238) once one is set up, or one of its recovery codes, else a code
 * mailed to the account's address.
 */
export const BACK_OFFICE = {
  cookieName: 'backoffice_token',
  csrfCookieName: 'backoffice_csrf',
  csrfHeader: 'X-Backoffice-CSRF',
  idleSeconds: 30 * 60,
  absoluteSeconds: 12 * 3600,
  /** How long the step between the password and the second factor lasts. */
  challengeSeconds: 10 * 60,
  /** Wrong second-factor codes a challenge takes before it is dead. */
  challengeAttempts: 5,
  /** Recovery codes given when a TOTP app is set up; each works once. */
  recoveryCodeCount: 10,
  totp: { digits: 6, periodSeconds: 30, algorithm: 'SHA1' },
} as const;

/** The second factors a back-office sign-in may be completed with. */
export const SECOND_FACTOR = { totp: 'totp', mail: 'mail', recovery: 'recovery' } as const;
export type SecondFactor = (typeof SECOND_FACTOR)[keyof typeof SECOND_FACTOR];

/** What the password step answers: which second factor the challenge waits for. */
export interface BackOfficeChallenge {
  challenge: string;
  factor: typeof SECOND_FACTOR.totp | typeof SECOND_FACTOR.mail;
}

/** Who is signed in to the back office (`admin/auth/me`). */
export interface BackOfficeUser {
  id: number;
  name: string;
  email: string;
  role: 'staff' | 'operator';
  language: string;
  /** Whether a TOTP app is set up (else each sign-in mails a code). */
  totp: boolean;
  /** What the role may open, for the console's menu (the server checks every call anyway). */
  capabilities: string[];
}

/** An authenticator app being set up (`admin/factor/totp`): the key to type, the otpauth:// address, and that address as a QR code (SVG). */
export interface TotpSetup {
  secret: string;
  uri: string;
  qr_svg: string;
}

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

/** One entry of the audit log as `admin/audit` answers it. */
export interface AuditEntryView {
  id: number;
  actor_email: string;
  action: string;
  subject: string;
  subject_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

export interface AuditPage {
  rows: AuditEntryView[];
  total: number;
  page: number;
  lastPage: number;
  /** Every action and subject the log holds, for the console's filters. */
  actions: string[];
  subjects: string[];
}

/** What the console filters the audit log by (each optional); days are YYYY-MM-DD, both ends included. */
export interface AuditQuery {
  page: number;
  action?: string;
  subject?: string;
  actor?: string;
  from?: string;
  to?: string;
}
