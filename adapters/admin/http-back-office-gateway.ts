import { type AuditPage, type AuditQuery, type BackOfficeChallenge, type BackOfficeUser, type TeamMember, type TotpSetup } from '../../core/admin/back-office';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

/**
 * api/v1/admin from the console: the back office's session is its own HttpOnly cookie (set by
 * `admin/auth/code` when the call says `X-Session: cookie`, as the storefront's client always
 * does); every call carries the CSRF token the server derived from it, read from its readable
 * companion cookie.
 */
export class HttpBackOfficeGateway implements BackOfficeGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  private headers(): Record<string, string> {
    return backOfficeHeaders(this.cookies);
  }

  async signIn(email: string, password: string, language: string): Promise<{ challenge: BackOfficeChallenge; message: string }> {
    const { data, message } = await this.api.postWithMessage<BackOfficeChallenge>('admin/auth/sign-in', { email, password }, { language });
    return { challenge: data, message };
  }

  submitCode(challenge: string, code: string, language: string): Promise<BackOfficeUser> {
    return this.api.post<BackOfficeUser>('admin/auth/code', { challenge, code }, { language });
  }

  current(language: string): Promise<BackOfficeUser | null> {
    return this.api.get<BackOfficeUser | null>('admin/auth/me', { language, headers: this.headers() });
  }

  async signOut(language: string): Promise<void> {
    await this.api.post<null>('admin/auth/sign-out', {}, { language, headers: this.headers() });
  }

  async startTotp(language: string): Promise<TotpSetup & { message: string }> {
    const { data, message } = await this.api.postWithMessage<TotpSetup>('admin/factor/totp', {}, { language, headers: this.headers() });
    return { ...data, message };
  }

  async confirmTotp(code: string, language: string): Promise<{ recoveryCodes: string[]; message: string }> {
    const { data, message } = await this.api.postWithMessage<{ recovery_codes: string[] }>('admin/factor/totp/confirm', { code }, { language, headers: this.headers() });
    return { recoveryCodes: data.recovery_codes, message };
  }

  team(language: string): Promise<TeamMember[]> {
    return this.api.get<TeamMember[]>('admin/members', { language, headers: this.headers() });
  }

  async invite(email: string, language: string): Promise<{ team: TeamMember[]; message: string }> {
    const { data, message } = await this.api.postWithMessage<TeamMember[]>('admin/members', { email }, { language, headers: this.headers() });
    return { team: data, message };
  }

  async remove(email: string, language: string): Promise<{ team: TeamMember[]; message: string }> {
    const { data, message } = await this.api.postWithMessage<TeamMember[]>('admin/members/remove', { email }, { language, headers: this.headers() });
    return { team: data, message };
  }

  audit(query: AuditQuery, language: string): Promise<AuditPage> {
    const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
    return this.api.get<AuditPage>('admin/audit', { language, params, headers: this.headers() });
  }
}
