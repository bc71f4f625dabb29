import type { SettingsGroup, SettingsInput, ShopSettings } from './settings';

/** api/v1/admin/settings as the console calls it; a refusal throws RequestError with a message per field (`fields`) in the member's language. */
export interface SettingsGateway {
  read(language: string): Promise<ShopSettings>;
  /** Saves one group; the answer is every group afresh, with what was saved. */
  save<G extends SettingsGroup>(group: G, input: SettingsInput[G], language: string): Promise<{ settings: ShopSettings; message: string }>;
}
