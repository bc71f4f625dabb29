import type { BannerInput, BannerRules, DeliveryRules, LanguageView, ShippingPlaceView, ShippingRuleInput, ShippingRuleView, TaxRuleInput } from './shop-rules';
import type { Changed, ShopRulesGateway } from './shop-rules-gateway.port';

/** A new place's starting values: everywhere, free, three days. */
export const NEW_PLACE: ShippingPlaceView = { country: 'ALL', state: 'ALL', price: '0', pickup_price: '0', day_needed: '3', pickup_point: '', pickup_address: '' };

/** A rule as its form starts: a copy of `rule`, or a new one with one place. */
export function shippingDraft(rule: ShippingRuleView | null): ShippingRuleInput {
  if (!rule) return { titles: {}, single_price: false, public: true, places: [{ ...NEW_PLACE }] };
  return { id: rule.id, version: rule.version, titles: { ...rule.titles }, single_price: rule.single_price, public: rule.public, places: rule.places.map((place) => ({ ...place, price: String(place.price), pickup_price: String(place.pickup_price), day_needed: String(place.day_needed) })) };
}

/**
 * What the console's delivery, banners and languages sections do for an operator. The server checks
 * every change (core/admin/shop-rules.ts) and words its refusals; this only shapes what is sent.
 */
export class ShopRulesDesk {
  constructor(private readonly gateway: ShopRulesGateway) {}

  delivery(language: string): Promise<DeliveryRules> {
    return this.gateway.delivery(language);
  }

  shippingDraft(rule: ShippingRuleView | null): ShippingRuleInput {
    return shippingDraft(rule);
  }

  saveShipping(rule: ShippingRuleInput, language: string): Promise<Changed<DeliveryRules>> {
    return this.gateway.saveShipping(rule, language);
  }

  deleteShipping(rule: Pick<ShippingRuleView, 'id' | 'version'>, language: string): Promise<Changed<DeliveryRules>> {
    return this.gateway.deleteShipping(rule.id, rule.version, language);
  }

  saveTax(rule: TaxRuleInput, language: string): Promise<Changed<DeliveryRules>> {
    return this.gateway.saveTax({ ...rule, title: rule.title.trim(), rate: String(rule.rate).trim().replace(',', '.') }, language);
  }

  deleteTax(rule: { id: number; version: number }, language: string): Promise<Changed<DeliveryRules>> {
    return this.gateway.deleteTax(rule.id, rule.version, language);
  }

  banners(language: string): Promise<BannerRules> {
    return this.gateway.banners(language);
  }

  saveBanner(banner: BannerInput, language: string): Promise<Changed<BannerRules>> {
    return this.gateway.saveBanner({ ...banner, link: banner.link.trim() }, language);
  }

  languages(language: string): Promise<LanguageView[]> {
    return this.gateway.languages(language);
  }

  addLanguage(code: string, name: string, direction: 'ltr' | 'rtl', language: string): Promise<Changed<LanguageView[]>> {
    return this.gateway.addLanguage(code.trim().toLowerCase(), name.trim(), direction, language);
  }

  importTexts(code: string, texts: string, language: string): Promise<Changed<LanguageView[]>> {
    return this.gateway.importTexts(code, texts, language);
  }

  removeLanguage(code: string, language: string): Promise<Changed<LanguageView[]>> {
    return this.gateway.removeLanguage(code, language);
  }
}

/** Whether a language may be removed from the console: not the default one, not one the storefront ships. */
export function removable(language: Pick<LanguageView, 'isDefault' | 'predefined'>): boolean {
  return !language.isDefault && !language.predefined;
}
