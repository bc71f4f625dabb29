import type { BannerInput, BannerRules, DeliveryRules, LanguageView, ShippingRuleInput, TaxRuleInput } from './shop-rules';

/** A change's answer: what the section shows now, and what the server said was done. */
export interface Changed<T> {
  data: T;
  message: string;
}

/** api/v1/admin/rules: the operator's shipping and tax rules, banners and languages (backend/admin/shop-rules-routes.ts). */
export interface ShopRulesGateway {
  delivery(language: string): Promise<DeliveryRules>;
  saveShipping(rule: ShippingRuleInput, language: string): Promise<Changed<DeliveryRules>>;
  deleteShipping(id: number, version: number, language: string): Promise<Changed<DeliveryRules>>;
  saveTax(rule: TaxRuleInput, language: string): Promise<Changed<DeliveryRules>>;
  deleteTax(id: number, version: number, language: string): Promise<Changed<DeliveryRules>>;
  banners(language: string): Promise<BannerRules>;
  saveBanner(banner: BannerInput, language: string): Promise<Changed<BannerRules>>;
  languages(language: string): Promise<LanguageView[]>;
  addLanguage(code: string, name: string, direction: 'ltr' | 'rtl', language: string): Promise<Changed<LanguageView[]>>;
  importTexts(code: string, texts: string, language: string): Promise<Changed<LanguageView[]>>;
  removeLanguage(code: string, language: string): Promise<Changed<LanguageView[]>>;
}
