import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ShippingRules } from '../../core/admin/shop-rules';
import { SellerDesk } from '../../core/seller/seller-desk';
import accountStyles from '../account/account.module.css';
import { RulesCall } from '../admin/rules-call';
import { RulesMessages } from '../admin/rules-parts';
import { ShippingRulesEditor } from '../admin/ShippingRulesEditor';
import { ShippingRulesViewModel } from '../admin/shipping-rules-view-model';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import styles from './seller.module.css';

/**
 * `/seller/delivery`: the store's own shipping rules (migration 0043), edited with the operator's
 * form: where the store delivers, at what price and in how many days, and its pickup points with
 * their addresses. A product ships by one when the seller chooses it on the product's form; the
 * store's page lists the public pickup points, and checkout offers them to shoppers in those places.
 */
export const SellerDelivery = observer(function SellerDelivery() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(SellerDesk);
  const [model] = useState(() => new ShippingRulesViewModel(new RulesCall<ShippingRules>(), {
    save: (rule, lang) => desk.saveShipping(rule, lang),
    remove: (rule, lang) => desk.deleteShipping(rule, lang),
  }, language));
  useEffect(() => { void model.call.run(() => desk.delivery(language)); }, [model, desk, language]);
  const data = model.call.data;

  return (
    <section className={styles.section} aria-labelledby="seller-delivery">
      <div className={styles.heading}>
        <h1 id="seller-delivery" className={styles.title}>{t('seller.delivery.title')}</h1>
      </div>
      <p className={accountStyles.hint}>{t('seller.delivery.hint')}</p>
      <RulesMessages call={model.call} />
      {!data && model.call.busy && <p role="status" className={accountStyles.hint}>{t('seller.loading')}</p>}
      {data && data.shipping.length === 0 && !model.shipping && <p className={accountStyles.empty}>{t('seller.delivery.empty')}</p>}
      <ShippingRulesEditor model={model} />
    </section>
  );
});
