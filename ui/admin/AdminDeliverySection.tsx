import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PRICE_TYPE } from '../../core/cart/price-type';
import type { DeliveryRules, ShippingRuleView } from '../../core/admin/shop-rules';
import { ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import { CommonStore } from '../app/common-store';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from './admin-section-props';
import { DeliveryViewModel } from './shop-rules-view-model';
import { RuleCheck, RuleField, RulesMessages, useShownWhenOpen } from './rules-parts';
import adminStyles from './admin.module.css';
import styles from './admin-rules.module.css';

/** A rule's name in the console's language, else the default language's. */
function nameOf(rule: ShippingRuleView, language: string, languages: DeliveryRules['languages']): string {
  const fallback = languages.find((l) => l.isDefault)?.code ?? 'en';
  return rule.titles[language]?.trim() || rule.titles[fallback] || `#${rule.id}`;
}

/** `/admin/delivery`: the shipping rules (names in each language, places) and the tax rules, added, edited and deleted. */
export const AdminDeliverySection = observer(function AdminDeliverySection({ model: admin }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(ShopRulesDesk);
  const common = useService(CommonStore);
  const [model] = useState(() => new DeliveryViewModel(desk, admin.language));
  useEffect(() => { void model.load(); }, [model]);
  const data = model.call.data;
  const languages = data?.languages ?? [];
  const editing = model.shipping;
  const tax = model.tax;
  const shippingForm = useShownWhenOpen<HTMLFormElement>(editing);
  const taxForm = useShownWhenOpen<HTMLFormElement>(tax);

  return (
    <section className={adminStyles.panel} aria-labelledby="admin-delivery">
      <h2 id="admin-delivery" className={adminStyles.sectionTitle}>{t('adminRules.delivery.title')}</h2>
      <RulesMessages call={model.call} />

      <h3 className={styles.subTitle}>{t('adminRules.delivery.shipping_title')}</h3>
      <p className={styles.muted}>{t('adminRules.delivery.shipping_hint')}</p>
      {editing && (
        <form ref={shippingForm} className={styles.form} noValidate aria-label={editing.id ? t('adminRules.edit') : t('adminRules.delivery.add_rule')}
          onSubmit={(event) => { event.preventDefault(); void model.saveShipping(); }}>
          <div className={styles.grid}>
            {languages.map((language) => (
              <RuleField key={language.code} label={t('adminRules.delivery.name_in', { language: language.name })} lang={language.code} dir={language.direction}
                value={editing.titles[language.code] ?? ''} onChange={(value) => model.setTitle(language.code, value)} />
            ))}
          </div>
          <RuleCheck label={t('adminRules.delivery.single_price')} checked={editing.single_price} onChange={(value) => model.setShipping('single_price', value)} />
          <RuleCheck label={t('adminRules.delivery.public')} checked={editing.public} onChange={(value) => model.setShipping('public', value)} />
          {editing.places.map((place, i) => (
            <fieldset key={place.id ?? `new-${i}`} className={styles.place}>
              <legend>{t('adminRules.delivery.place_n', { n: i + 1 })}</legend>
              <div className={styles.grid}>
                <RuleField label={t('adminRules.delivery.country')} dir="ltr" maxLength={3} value={place.country} onChange={(value) => model.setPlace(i, 'country', value)} />
                <RuleField label={t('adminRules.delivery.state')} dir="ltr" maxLength={10} value={place.state} onChange={(value) => model.setPlace(i, 'state', value)} />
                <RuleField label={t('adminRules.delivery.price')} dir="ltr" inputMode="decimal" maxLength={12} value={String(place.price)} onChange={(value) => model.setPlace(i, 'price', value)} />
                <RuleField label={t('adminRules.delivery.pickup_price')} dir="ltr" inputMode="decimal" maxLength={12} value={String(place.pickup_price)} onChange={(value) => model.setPlace(i, 'pickup_price', value)} />
                <RuleField label={t('adminRules.delivery.days')} dir="ltr" inputMode="numeric" maxLength={3} value={String(place.day_needed)} onChange={(value) => model.setPlace(i, 'day_needed', value)} />
                <RuleField label={t('adminRules.delivery.pickup_point')} dir="auto" maxLength={120} value={place.pickup_point} onChange={(value) => model.setPlace(i, 'pickup_point', value)} />
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
      {!editing && <div className={styles.actions}><button type="button" className={accountStyles.primary} onClick={() => model.editShipping(null)}>{t('adminRules.delivery.add_rule')}</button></div>}
      <ul className={styles.cards}>
        {(data?.shipping ?? []).map((rule) => {
          const name = nameOf(rule, admin.language, languages);
          return (
            <li key={rule.id} className={styles.card}>
              <div className={styles.cardHead}>
                <p className={styles.cardTitle}>{name}</p>
                <span className={styles.badge}>{rule.public ? t('adminRules.public_badge') : t('adminRules.private')}</span>
              </div>
              {/* One place a line, each isolated: its codes and amounts keep their order inside an Arabic page. */}
              <ul className={styles.placeList}>
                {rule.places.map((place) => (
                  <li key={place.id}><bdi>{t('adminRules.delivery.place_line', {
                    where: place.country === 'ALL' ? 'ALL' : `${place.country} ${place.state}`, price: common.price(place.price), time: t('adminRules.delivery.day_count', { count: Number(place.day_needed) }),
                  })}</bdi></li>
                ))}
              </ul>
              <p className={styles.muted}>{t('adminRules.delivery.uses', { products: rule.products, orders: rule.orders })}</p>
              <div className={styles.actions}>
                <button type="button" className={accountStyles.secondary} aria-label={t('adminRules.edit_named', { name })} onClick={() => model.editShipping(rule)}>{t('adminRules.edit')}</button>
                <button type="button" className={accountStyles.secondary} aria-label={t('adminRules.delete_named', { name })} disabled={model.call.busy} onClick={() => void model.deleteShipping(rule)}>{t('adminRules.delete')}</button>
              </div>
            </li>
          );
        })}
      </ul>

      <h3 className={styles.subTitle}>{t('adminRules.delivery.tax_title')}</h3>
      <p className={styles.muted}>{t('adminRules.delivery.tax_hint')}</p>
      {tax && (
        <form ref={taxForm} className={styles.form} noValidate aria-label={tax.id ? t('adminRules.edit_named', { name: tax.title }) : t('adminRules.delivery.add_tax')}
          onSubmit={(event) => { event.preventDefault(); void model.saveTax(); }}>
          <div className={styles.grid}>
            <RuleField label={t('adminRules.delivery.tax_name')} dir="auto" value={tax.title} onChange={(value) => model.setTax('title', value)} />
            <div className={styles.field}>
              <label className={styles.label} htmlFor="admin-tax-type">{t('adminRules.delivery.tax_type')}</label>
              <select id="admin-tax-type" className={styles.input} value={tax.type} onChange={(event) => model.setTaxType(Number(event.target.value))}>
                <option value={PRICE_TYPE.flat}>{t('adminRules.delivery.flat')}</option>
                <option value={PRICE_TYPE.percent}>{t('adminRules.delivery.percent')}</option>
              </select>
            </div>
            <RuleField label={t('adminRules.delivery.rate')} dir="ltr" inputMode="decimal" maxLength={12} value={String(tax.rate)} onChange={(value) => model.setTax('rate', value)} />
          </div>
          <RuleCheck label={t('adminRules.delivery.public')} checked={tax.public} onChange={(value) => model.setTaxPublic(value)} />
          <div className={accountStyles.formActions}>
            <button type="button" className={accountStyles.secondary} onClick={() => model.cancel()}>{t('adminRules.cancel')}</button>
            <button type="submit" className={accountStyles.primary} disabled={model.call.busy}>{t('adminRules.save')}</button>
          </div>
        </form>
      )}
      {!tax && <div className={styles.actions}><button type="button" className={accountStyles.primary} onClick={() => model.editTax(null)}>{t('adminRules.delivery.add_tax')}</button></div>}
      <ul className={styles.cards}>
        {(data?.taxes ?? []).map((rule) => (
          <li key={rule.id} className={styles.card}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}><bdi>{rule.title}</bdi></p>
              <span className={styles.badge}>{rule.public ? t('adminRules.public_badge') : t('adminRules.private')}</span>
            </div>
            <p className={styles.muted}>
              {rule.type === PRICE_TYPE.flat ? `${t('adminRules.delivery.flat')}: ${common.price(rule.rate)}` : `${t('adminRules.delivery.percent')}: ${new Intl.NumberFormat(admin.language, { maximumFractionDigits: 2 }).format(rule.rate)} %`}
              {' · '}{t('adminRules.delivery.tax_uses', { count: rule.products })}
            </p>
            <div className={styles.actions}>
              <button type="button" className={accountStyles.secondary} aria-label={t('adminRules.edit_named', { name: rule.title })} onClick={() => model.editTax(rule)}>{t('adminRules.edit')}</button>
              <button type="button" className={accountStyles.secondary} aria-label={t('adminRules.delete_named', { name: rule.title })} disabled={model.call.busy} onClick={() => void model.deleteTax(rule)}>{t('adminRules.delete')}</button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
