import type { InstallGateway, PermissionReport } from '../../core/install/install-gateway.port';
import { type DatabaseChoice, SETUP_TOKEN_HEADER } from '../../core/install/install-rules';
import { RequestError } from '../../core/shared/request-error';
import type { ApiClient } from '../http/api-client';

export class HttpInstallGateway implements InstallGateway {
  constructor(private readonly api: ApiClient) {}

  async configured(language: string): Promise<boolean> {
    try {
      return (await this.api.post<{ configured: boolean }>('install/configured', {}, { language })).configured;
    } catch (error) {
      // A set-up shop refuses the installer for good: that refusal is the answer.
      if (error instanceof RequestError && error.status === 403) return true;
      throw error;
    }
  }

  permissions(token: string, language: string): Promise<PermissionReport> {
    return this.api.post<PermissionReport>('install/set-permission', {}, { language, headers: { [SETUP_TOKEN_HEADER]: token } });
  }

  /**
   * The shop's own api/v1 answers `home`; the installer answers `common` too (its page renders
   * with it) but not `home` (404), and, closing, answers 503.
   */
  async shopServing(language: string): Promise<boolean> {
    try {
      await this.api.get<unknown>('home', { language });
      return true;
    } catch {
      return false;
    }
  }

  async setDatabase(token: string, choice: DatabaseChoice, language: string): Promise<string> {
    return (await this.api.postWithMessage<unknown>('install/set-database', choice, { language, headers: { [SETUP_TOKEN_HEADER]: token } })).message;
  }
}
