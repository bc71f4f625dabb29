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
   * `install/serving` names the process on the port ('installer' or 'shop'), 200 from both, so
   * the wait leaves no failed request in the operator's browser; a closing installer answers 503
   * and the gap before the shop listens refuses the connection: both mean "not yet".
   */
  async shopServing(language: string): Promise<boolean> {
    try {
      return (await this.api.get<{ serving: string }>('install/serving', { language })).serving === 'shop';
    } catch {
      return false;
    }
  }

  async setDatabase(token: string, choice: DatabaseChoice, language: string): Promise<string> {
    return (await this.api.postWithMessage<unknown>('install/set-database', choice, { language, headers: { [SETUP_TOKEN_HEADER]: token } })).message;
  }
}
