import { SETTINGS_GROUPS, type SettingsGroup, type SettingsInput, type ShopSettings } from '../../core/admin/settings';
import type { SettingsGateway } from '../../core/admin/settings-gateway.port';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

/** api/v1/admin/settings from the console, with the back office's CSRF header on every call. */
export class HttpSettingsGateway implements SettingsGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  read(language: string): Promise<ShopSettings> {
    return this.api.get<ShopSettings>('admin/settings', { language, headers: backOfficeHeaders(this.cookies) });
  }

  async save<G extends SettingsGroup>(group: G, input: SettingsInput[G], language: string): Promise<{ settings: ShopSettings; message: string }> {
    const { data, message } = await this.api.postWithMessage<ShopSettings>(`admin/settings/${SETTINGS_GROUPS[group]}`, input, { language, headers: backOfficeHeaders(this.cookies) });
    return { settings: data, message };
  }
}
