import { makeAutoObservable } from 'mobx';
import type { ShippingRuleInput, ShippingRules, ShippingRuleView } from '../../core/admin/shop-rules';
import { NEW_PLACE, shippingDraft } from '../../core/admin/shop-rules-desk';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
import type { RulesCall } from './rules-call';

/** Where shipping rules are read and changed: the shop's (the back office) or a store's own (the seller's workspace). */
export interface ShippingRulesSource<T extends ShippingRules> {
  save(rule: ShippingRuleInput, language: string): Promise<Changed<T>>;
  remove(rule: Pick<ShippingRuleView, 'id' | 'version'>, language: string): Promise<Changed<T>>;
}

export type PlaceField = 'country' | 'state' | 'price' | 'pickup_price' | 'day_needed' | 'pickup_point' | 'pickup_address';

/**
 * Shipping rules with one open for editing at a time, whoever owns them: the operator's delivery
 * section and the seller's delivery screen share it and its form (ShippingRulesEditor.tsx). The
 * server checks and words every change; `call` holds what it answered.
 */
export class ShippingRulesViewModel<T extends ShippingRules> {
  shipping: ShippingRuleInput | null = null;

  constructor(readonly call: RulesCall<T>, private readonly source: ShippingRulesSource<T>, readonly language: string) {
    makeAutoObservable<this, 'source'>(this, { source: false, language: false, call: false });
  }

  edit(rule: ShippingRuleView | null): void {
    this.shipping = shippingDraft(rule);
    this.call.failure = null;
  }

  setTitle(language: string, value: string): void {
    if (this.shipping) this.shipping.titles[language] = value;
  }

  setFlag(field: 'single_price' | 'public', value: boolean): void {
    if (this.shipping) this.shipping[field] = value;
  }

  setPlace(index: number, field: PlaceField, value: string): void {
    const place = this.shipping?.places[index];
    if (place) place[field] = value;
  }

  addPlace(): void {
    this.shipping?.places.push({ ...NEW_PLACE });
  }

  removePlace(index: number): void {
    this.shipping?.places.splice(index, 1);
  }

  save(): Promise<boolean> {
    const rule = this.shipping;
    if (!rule) return Promise.resolve(false);
    return this.call.change(() => this.source.save(rule, this.language), () => { this.shipping = null; });
  }

  remove(rule: ShippingRuleView): Promise<boolean> {
    return this.call.change(() => this.source.remove(rule, this.language), () => { this.shipping = null; });
  }

  cancel(): void {
    this.shipping = null;
    this.call.failure = null;
  }
}
