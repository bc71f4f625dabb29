import type { BannerInput, BannerRules, DeliveryRules, LanguageView, ShippingRuleInput, TaxRuleInput } from '../../core/admin/shop-rules';
import type { Changed, ShopRulesGateway } from '../../core/admin/shop-rules-gateway.port';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

/** api/v1/admin/rules from the console, each call with the back office's CSRF header. */
export class HttpShopRulesGateway implements ShopRulesGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  private get<T>(path: string, language: string): Promise<T> {
    return this.api.get<T>(path, { language, headers: backOfficeHeaders(this.cookies) });
  }

  private async post<T>(path: string, body: object, language: string): Promise<Changed<T>> {
    const { data, message } = await this.api.postWithMessage<T>(path, body, { language, headers: backOfficeHeaders(this.cookies) });
    return { data, message };
  }

  delivery(language: string): Promise<DeliveryRules> { return this.get('admin/rules/delivery', language); }
  saveShipping(rule: ShippingRuleInput, language: string) { return this.post<DeliveryRules>('admin/rules/shipping', rule, language); }
  deleteShipping(id: number, version: number, language: string) { return this.post<DeliveryRules>('admin/rules/shipping/delete', { id, version }, language); }
  saveTax(rule: TaxRuleInput, language: string) { return this.post<DeliveryRules>('admin/rules/tax', rule, language); }
  deleteTax(id: number, version: number, language: string) { return this.post<DeliveryRules>('admin/rules/tax/delete', { id, version }, language); }
  banners(language: string): Promise<BannerRules> { return this.get('admin/rules/banners', language); }
  saveBanner(banner: BannerInput, language: string) { return this.post<BannerRules>('admin/rules/banners', banner, language); }
  languages(language: string): Promise<LanguageView[]> { return this.get('admin/rules/languages', language); }
  addLanguage(code: string, name: string, direction: 'ltr' | 'rtl', language: string) { return this.post<LanguageView[]>('admin/rules/languages', { code, name, direction }, language); }
  importTexts(code: string, texts: string, language: string) { return this.post<LanguageView[]>('admin/rules/languages/texts', { code, texts }, language); }
  removeLanguage(code: string, language: string) { return this.post<LanguageView[]>('admin/rules/languages/remove', { code }, language); }
}
