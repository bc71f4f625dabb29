import { injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { CommonState } from '../../core/common/common-state.port';
import type { CommonData } from '../../core/common/common-data';
import { DEFAULT_LANGUAGE, type Language } from '../../core/language/language';
import { DEFAULT_PRICE_FORMAT, formatPrice, type PriceFormat } from '../../core/shared/money';
import type { Hydratable } from './hydratable';

const DEFAULT_PRIMARY = '#470096';

/** Shop-wide data from `common`: languages, settings, links, banners. */
@injectable()
export class CommonStore implements CommonState, Hydratable {
  data: CommonData | null = null;
  language: string | null = null;

  constructor() {
    // The payload is replaced whole, never edited in place: a reference, not a deep observable copy
    // (deep observables made every read of the server render go through MobX).
    makeAutoObservable(this, { data: observable.ref });
  }

  setCommon(data: CommonData, language: string): void {
    this.data = data;
    this.language = language;
  }

  get languages(): Language[] {
    return this.data?.languages ?? [];
  }

  get languageCodes(): string[] {
    return this.languages.map((l) => l.code);
  }

  get defaultLanguage(): string {
    return this.data?.default_language ?? DEFAULT_LANGUAGE;
  }

  get siteName(): string {
    return this.data?.site_setting.site_name ?? '';
  }

  get primaryColor(): string {
    return this.data?.site_setting.primary_color || DEFAULT_PRIMARY;
  }

  get primaryHoverColor(): string {
    return this.data?.site_setting.primary_hover_color || this.primaryColor;
  }

  get priceFormat(): PriceFormat {
    const setting = this.data?.setting;
    return setting
      ? { currency: setting.currency, currency_icon: setting.currency_icon, currency_position: setting.currency_position, decimal_format: setting.decimal_format }
      : DEFAULT_PRICE_FORMAT;
  }

  /** An amount in the shop's currency format. */
  price(amount: number | string | null | undefined): string {
    return formatPrice(amount, this.priceFormat);
  }

  /** Full URL of an uploaded image by its stored name; the default image when empty. */
  imageUrl(name: string | null | undefined): string {
    const base = this.data?.img_src_url ?? '/uploads/';
    return `${base}${name || this.data?.default_image || 'default.svg'}`;
  }

  /** The smaller rendition of an uploaded image. */
  thumbUrl(name: string | null | undefined): string {
    const base = this.data?.img_src_url ?? '/uploads/';
    const prefix = this.data?.thumb_prefix ?? 'thumb/';
    return `${base}${prefix}${name || this.data?.default_image || 'default.svg'}`;
  }

  snapshot(): unknown {
    return { data: this.data, language: this.language };
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { data?: CommonData | null; language?: string | null } | null;
    if (s?.data) this.setCommon(s.data, s.language ?? this.defaultLanguage);
  }
}
