import type { InstallGateway, PermissionReport } from './install-gateway.port';
import type { DatabaseChoice } from './install-rules';

/**
 * The installer page's three calls. A refusal throws RequestError: status 403 with the server's
 * message (a wrong token, or a shop set up meanwhile), 201 with a message per field.
 */
export class InstallShop {
  constructor(private readonly gateway: InstallGateway) {}

  configured(language: string): Promise<boolean> {
    return this.gateway.configured(language);
  }

  permissions(token: string, language: string): Promise<PermissionReport> {
    return this.gateway.permissions(token.trim(), language);
  }

  setDatabase(token: string, choice: DatabaseChoice, language: string): Promise<string> {
    return this.gateway.setDatabase(token.trim(), choice, language);
  }
}
