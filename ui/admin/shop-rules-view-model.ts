import { makeAutoObservable } from 'mobx';
import { PRICE_TYPE } from '../../core/cart/price-type';
import type { BannerInput, BannerRules, DeliveryRules, LanguageView, TaxRuleInput, TaxRuleView } from '../../core/admin/shop-rules';
import type { ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import { ShippingRulesViewModel } from './shipping-rules-view-model';
import { RulesCall } from './rules-call';

/** `/admin/delivery`: the shipping rules and tax rules, one of each open for editing at a time. */
export class DeliveryViewModel {
  readonly call = new RulesCall<DeliveryRules>();
  /** The shop's shipping rules (ShippingRulesEditor.tsx edits them). */
  readonly rules: ShippingRulesViewModel<DeliveryRules>;
  tax: TaxRuleInput | null = null;

  constructor(private readonly desk: ShopRulesDesk, readonly language: string) {
    this.rules = new ShippingRulesViewModel(this.call, { save: (rule, lang) => desk.saveShipping(rule, lang), remove: (rule, lang) => desk.deleteShipping(rule, lang) }, language);
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false, call: false, rules: false });
  }

  load(): Promise<boolean> {
    return this.call.run(() => this.desk.delivery(this.language));
  }

  editTax(rule: TaxRuleView | null): void {
    this.tax = rule ? { id: rule.id, version: rule.version, title: rule.title, type: rule.type, rate: String(rule.rate), public: rule.public } : { title: '', type: PRICE_TYPE.percent, rate: '', public: true };
    this.call.failure = null;
  }

  setTax(field: 'title' | 'rate', value: string): void {
    if (this.tax) this.tax[field] = value;
  }

  setTaxType(type: number): void {
    if (this.tax) this.tax.type = type;
  }

  setTaxPublic(value: boolean): void {
    if (this.tax) this.tax.public = value;
  }

  saveTax(): Promise<boolean> {
    const rule = this.tax;
    if (!rule) return Promise.resolve(false);
    return this.call.change(() => this.desk.saveTax(rule, this.language), () => { this.tax = null; });
  }

  deleteTax(rule: TaxRuleView): Promise<boolean> {
    return this.call.change(() => this.desk.deleteTax(rule, this.language), () => { this.tax = null; });
  }

  cancel(): void {
    this.rules.cancel();
    this.tax = null;
  }
}

/** `/admin/banners`: the top and popup banners, each its own form. */
export class BannersViewModel {
  readonly call = new RulesCall<BannerRules>();
  drafts: Record<number, BannerInput> = {};

  constructor(private readonly desk: ShopRulesDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false, call: false });
  }

  private fill(): void {
    this.drafts = Object.fromEntries((this.call.data?.banners ?? []).map((banner) => [banner.id, { id: banner.id, version: banner.version, titles: { ...banner.titles }, on: banner.on, closable: banner.closable, link: banner.link }]));
  }

  load(): Promise<boolean> {
    return this.call.run(() => this.desk.banners(this.language), () => this.fill());
  }

  setTitle(id: number, language: string, value: string): void {
    const draft = this.drafts[id];
    if (draft) draft.titles[language] = value;
  }

  setLink(id: number, value: string): void {
    const draft = this.drafts[id];
    if (draft) draft.link = value;
  }

  setFlag(id: number, field: 'on' | 'closable', value: boolean): void {
    const draft = this.drafts[id];
    if (draft) draft[field] = value;
  }

  save(id: number): Promise<boolean> {
    const draft = this.drafts[id];
    if (!draft) return Promise.resolve(false);
    return this.call.change(() => this.desk.saveBanner(draft, this.language), () => this.fill());
  }
}

/** `/admin/languages`: the shop's languages; add one, import its texts (a file or pasted JSON), remove it. */
export class LanguagesViewModel {
  readonly call = new RulesCall<LanguageView[]>();
  code = '';
  name = '';
  direction: 'ltr' | 'rtl' = 'ltr';
  importCode = '';
  texts = '';
  fileName: string | null = null;

  constructor(private readonly desk: ShopRulesDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false, call: false });
  }

  load(): Promise<boolean> {
    return this.call.run(() => this.desk.languages(this.language));
  }

  set(field: 'code' | 'name' | 'importCode' | 'texts', value: string): void {
    this[field] = value;
    if (field === 'texts') this.fileName = null;
  }

  setDirection(value: 'ltr' | 'rtl'): void {
    this.direction = value;
  }

  /** A file chosen to import: its text replaces what was pasted. */
  useFile(name: string, text: string): void {
    this.texts = text;
    this.fileName = name;
  }

  add(): Promise<boolean> {
    return this.call.change(() => this.desk.addLanguage(this.code, this.name, this.direction, this.language), () => {
      this.importCode = this.code.trim().toLowerCase();
      this.code = '';
      this.name = '';
    });
  }

  importTexts(): Promise<boolean> {
    return this.call.change(() => this.desk.importTexts(this.importCode, this.texts, this.language), () => { this.texts = ''; this.fileName = null; });
  }

  remove(code: string): Promise<boolean> {
    return this.call.change(() => this.desk.removeLanguage(code, this.language));
  }
}
