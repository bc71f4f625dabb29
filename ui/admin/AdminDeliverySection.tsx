import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PRICE_TYPE } from '../../core/cart/price-type';
import { ShopRulesDesk } from '../../core/admin/shop-rules-desk';
import { CommonStore } from '../app/common-store';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import type { AdminSectionProps } from './admin-section-props';
import { DeliveryViewModel } from './shop-rules-view-model';
import { ShippingRulesEditor } from './ShippingRulesEditor';
import { RuleCheck, RuleField, RulesMessages, useShownWhenOpen } from './rules-parts';
import adminStyles from './admin.module.css';
import styles from './admin-rules.module.css';

/** `/admin/delivery`: the shipping rules (names in each language, places) and the tax rules, added, edited and deleted. */
export const AdminDeliverySection = observer(function AdminDeliverySection({ model: admin }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(ShopRulesDesk);
  const common = useService(CommonStore);
  const [model] = useState(() => new DeliveryViewModel(desk, admin.language));
  useEffect(() => { void model.load(); }, [model]);
  const data = model.call.data;
  const tax = model.tax;
  const taxForm = useShownWhenOpen<HTMLFormElement>(tax);

  return (
    <section className={adminStyles.panel} aria-labelledby="admin-delivery">
      <h2 id="admin-delivery" className={adminStyles.sectionTitle}>{t('adminRules.delivery.title')}</h2>
      <RulesMessages call={model.call} />

      <h3 className={styles.subTitle}>{t('adminRules.delivery.shipping_title')}</h3>
      <p className={styles.muted}>{t('adminRules.delivery.shipping_hint')}</p>
      <ShippingRulesEditor model={model.rules} />

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
