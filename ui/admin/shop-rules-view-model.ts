import { makeAutoObservable, runInAction } from 'mobx';
import { PRICE_TYPE } from '../../core/cart/price-type';
import type { BannerInput, BannerRules, DeliveryRules, LanguageView, ShippingRuleInput, ShippingRuleView, TaxRuleInput, TaxRuleView } from '../../core/admin/shop-rules';
import { NEW_PLACE, type ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
import { RequestError } from '../../core/shared/request-error';

/** The server's reasons for a refusal (each on its own line), or true when it said nothing (the section words it). */
function reasonsOf(error: unknown): readonly string[] | true {
  if (error instanceof RequestError) return error.form && error.form.length > 0 ? error.form : [error.message];
  return true;
}

/** What every rules section shares: a call at a time, what the server said, why it refused. */
export class RulesCall<T> {
  data: T | null = null;
  busy = false;
  notice: string | null = null;
  failure: readonly string[] | true | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  async run(work: () => Promise<T>, onDone?: () => void): Promise<boolean> {
    this.busy = true;
    this.failure = null;
    this.notice = null;
    try {
      const data = await work();
      runInAction(() => { this.data = data; onDone?.(); });
      return true;
    } catch (error) {
      runInAction(() => { this.failure = reasonsOf(error); });
      return false;
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  async change(work: () => Promise<Changed<T>>, onDone?: () => void): Promise<boolean> {
    let message = '';
    const done = await this.run(async () => {
      const answer = await work();
      message = answer.message;
      return answer.data;
    }, onDone);
    if (done) runInAction(() => { this.notice = message; });
    return done;
  }
}

/** `/admin/delivery`: the shipping rules and tax rules, one of each open for editing at a time. */
export class DeliveryViewModel {
  readonly call = new RulesCall<DeliveryRules>();
  shipping: ShippingRuleInput | null = null;
  tax: TaxRuleInput | null = null;

  constructor(private readonly desk: ShopRulesDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false, call: false });
  }

  load(): Promise<boolean> {
    return this.call.run(() => this.desk.delivery(this.language));
  }

  editShipping(rule: ShippingRuleView | null): void {
    this.shipping = this.desk.shippingDraft(rule);
    this.call.failure = null;
  }

  setTitle(language: string, value: string): void {
    if (this.shipping) this.shipping.titles[language] = value;
  }

  setShipping(field: 'single_price' | 'public', value: boolean): void {
    if (this.shipping) this.shipping[field] = value;
  }

  setPlace(index: number, field: 'country' | 'state' | 'price' | 'pickup_price' | 'day_needed' | 'pickup_point', value: string): void {
    const place = this.shipping?.places[index];
    if (place) place[field] = value;
  }

  addPlace(): void {
    this.shipping?.places.push({ ...NEW_PLACE });
  }

  removePlace(index: number): void {
    this.shipping?.places.splice(index, 1);
  }

  saveShipping(): Promise<boolean> {
    const rule = this.shipping;
    if (!rule) return Promise.resolve(false);
    return this.call.change(() => this.desk.saveShipping(rule, this.language), () => { this.shipping = null; });
  }

  deleteShipping(rule: ShippingRuleView): Promise<boolean> {
    return this.call.change(() => this.desk.deleteShipping(rule, this.language), () => { this.shipping = null; });
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
    this.shipping = null;
    this.tax = null;
    this.call.failure = null;
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
