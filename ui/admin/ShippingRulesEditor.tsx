import { observer } from 'mobx-react-lite';
import type { ShippingRules, ShippingRuleView } from '../../core/admin/shop-rules';
import { RULE_LIMITS } from '../../core/admin/shop-rules';
import { CommonStore } from '../app/common-store';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { ShippingRulesViewModel } from './shipping-rules-view-model';
import { RuleCheck, RuleField, useShownWhenOpen } from './rules-parts';
import styles from './admin-rules.module.css';

/** A rule's name in the console's language, else the default language's. */
function nameOf(rule: ShippingRuleView, language: string, languages: ShippingRules['languages']): string {
  const fallback = languages.find((l) => l.isDefault)?.code ?? 'en';
  return rule.titles[language]?.trim() || rule.titles[fallback] || `#${rule.id}`;
}

/**
 * Shipping rules as cards, and the one open for editing as a form: names in each language, single
 * price, public, and its places (where, price, days, and a pickup point with its address). The
 * operator's delivery section edits the shop's rules with it, a seller their store's own.
 */
export const ShippingRulesEditor = observer(function ShippingRulesEditor({ model }: { model: ShippingRulesViewModel<ShippingRules> }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const data = model.call.data;
  const languages = data?.languages ?? [];
  const editing = model.shipping;
  const form = useShownWhenOpen<HTMLFormElement>(editing);

  return (
    <>
      {editing && (
        <form ref={form} className={styles.form} noValidate aria-label={editing.id ? t('adminRules.edit') : t('adminRules.delivery.add_rule')}
          onSubmit={(event) => { event.preventDefault(); void model.save(); }}>
          <div className={styles.grid}>
            {languages.map((language) => (
              <RuleField key={language.code} label={t('adminRules.delivery.name_in', { language: language.name })} lang={language.code} dir={language.direction}
                value={editing.titles[language.code] ?? ''} onChange={(value) => model.setTitle(language.code, value)} />
            ))}
          </div>
          <RuleCheck label={t('adminRules.delivery.single_price')} checked={editing.single_price} onChange={(value) => model.setFlag('single_price', value)} />
          <RuleCheck label={t('adminRules.delivery.public')} checked={editing.public} onChange={(value) => model.setFlag('public', value)} />
          {editing.places.map((place, i) => (
            <fieldset key={place.id ?? `new-${i}`} className={styles.place}>
              <legend>{t('adminRules.delivery.place_n', { n: i + 1 })}</legend>
              <div className={styles.grid}>
                <RuleField label={t('adminRules.delivery.country')} dir="ltr" maxLength={3} value={place.country} onChange={(value) => model.setPlace(i, 'country', value)} />
                <RuleField label={t('adminRules.delivery.state')} dir="ltr" maxLength={10} value={place.state} onChange={(value) => model.setPlace(i, 'state', value)} />
                <RuleField label={t('adminRules.delivery.price')} dir="ltr" inputMode="decimal" maxLength={12} value={String(place.price)} onChange={(value) => model.setPlace(i, 'price', value)} />
                <RuleField label={t('adminRules.delivery.pickup_price')} dir="ltr" inputMode="decimal" maxLength={12} value={String(place.pickup_price)} onChange={(value) => model.setPlace(i, 'pickup_price', value)} />
                <RuleField label={t('adminRules.delivery.days')} dir="ltr" inputMode="numeric" maxLength={3} value={String(place.day_needed)} onChange={(value) => model.setPlace(i, 'day_needed', value)} />
                <RuleField label={t('adminRules.delivery.pickup_point')} dir="auto" maxLength={RULE_LIMITS.pickupPointMax} value={place.pickup_point} onChange={(value) => model.setPlace(i, 'pickup_point', value)} />
                <RuleField label={t('adminRules.delivery.pickup_address')} dir="auto" maxLength={RULE_LIMITS.pickupAddressMax} value={place.pickup_address ?? ''}
                  hint={t('adminRules.delivery.pickup_address_hint')} onChange={(value) => model.setPlace(i, 'pickup_address', value)} />
              </div>
              {editing.places.length > 1 && (
                <div className={styles.actions}>
                  <button type="button" className={accountStyles.secondary} onClick={() => model.removePlace(i)}>{t('adminRules.delivery.remove_place', { n: i + 1 })}</button>
                </div>
              )}
            </fieldset>
          ))}
          <div className={styles.actions}>
            <button type="button" className={accountStyles.secondary} onClick={() => model.addPlace()}>{t('adminRules.delivery.add_place')}</button>
          </div>
          <div className={accountStyles.formActions}>
            <button type="button" className={accountStyles.secondary} onClick={() => model.cancel()}>{t('adminRules.cancel')}</button>
            <button type="submit" className={accountStyles.primary} disabled={model.call.busy}>{t('adminRules.save')}</button>
          </div>
        </form>
      )}
      {!editing && <div className={styles.actions}><button type="button" className={accountStyles.primary} onClick={() => model.edit(null)}>{t('adminRules.delivery.add_rule')}</button></div>}
      <ul className={styles.cards}>
        {(data?.shipping ?? []).map((rule) => {
          const name = nameOf(rule, model.language, languages);
          return (
            <li key={rule.id} className={styles.card}>
              <div className={styles.cardHead}>
                <p className={styles.cardTitle}>{name}</p>
                <span className={styles.badge}>{rule.public ? t('adminRules.public_badge') : t('adminRules.private')}</span>
              </div>
              {/* One place a line, each isolated: its codes and amounts keep their order inside an Arabic page. */}
              <ul className={styles.placeList}>
                {rule.places.map((place) => (
                  <li key={place.id}>
                    <bdi>{t('adminRules.delivery.place_line', {
                      where: place.country === 'ALL' ? 'ALL' : `${place.country} ${place.state}`, price: common.price(place.price), time: t('adminRules.delivery.day_count', { count: Number(place.day_needed) }),
                    })}</bdi>
                    {place.pickup_point && <> · <bdi>{t('adminRules.delivery.pickup_line', { name: place.pickup_point, price: common.price(place.pickup_price) })}</bdi></>}
                  </li>
                ))}
              </ul>
              <p className={styles.muted}>{t('adminRules.delivery.uses', { products: rule.products, orders: rule.orders })}</p>
              <div className={styles.actions}>
                <button type="button" className={accountStyles.secondary} aria-label={t('adminRules.edit_named', { name })} onClick={() => model.edit(rule)}>{t('adminRules.edit')}</button>
                <button type="button" className={accountStyles.secondary} aria-label={t('adminRules.delete_named', { name })} disabled={model.call.busy} onClick={() => void model.remove(rule)}>{t('adminRules.delete')}</button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
});
