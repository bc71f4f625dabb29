import { may, CAPABILITY } from './roles';
import type { BackOfficeUser } from './back-office';
import type { SettingsGateway } from './settings-gateway.port';
import type { SettingsGroup, SettingsInput, ShopSettings } from './settings';

/**
 * What the console's settings section does: read the shop's settings (an operator's; null for a
 * role that may not) and save one group at a time. The server checks every field and the version;
 * the check here only spares staff a call they would be refused.
 */
export class SettingsDesk {
  constructor(private readonly gateway: SettingsGateway) {}

  async read(member: BackOfficeUser, language: string): Promise<ShopSettings | null> {
    return may(member.role, CAPABILITY.settings) ? this.gateway.read(language) : null;
  }

  save<G extends SettingsGroup>(group: G, input: SettingsInput[G], language: string): Promise<{ settings: ShopSettings; message: string }> {
    return this.gateway.save(group, input, language);
  }
}
