import type { InstallGateway, PermissionReport } from './install-gateway.port';
import type { DatabaseChoice } from './install-rules';

/** How long the page waits for the shop to take the port over, and how often it asks. */
const SHOP_START_WAIT_MS = 60_000;
const SHOP_START_POLL_MS = 250;

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

  /**
   * Sends the database step and resolves once the shop serves: the server answers when the
   * database is ready and then hands the port from the installer to the shop, which takes a moment
   * (seconds on a busy machine). "Your shop is ready" and its link home wait for that, so the first
   * page the operator opens is the shop's, never the installer's last answers.
   */
  async setDatabase(token: string, choice: DatabaseChoice, language: string): Promise<string> {
    const message = await this.gateway.setDatabase(token.trim(), choice, language);
    const deadline = Date.now() + SHOP_START_WAIT_MS;
    while (!(await this.gateway.shopServing(language)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SHOP_START_POLL_MS));
    }
    return message;
  }
}
