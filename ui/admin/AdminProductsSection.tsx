import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { type ProductInReview, SEND_BACK_REASON_MAX } from '../../core/admin/product-review';
import { ProductReviewDesk } from '../../core/admin/product-review-desk';
import { FormField } from '../account/FormField';
import accountStyles from '../account/account.module.css';
import { CommonStore } from '../app/common-store';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import type { AdminSectionProps } from './admin-section-props';
import { AdminPager } from './AdminPager';
import lists from './admin-lists.module.css';
import styles from './admin.module.css';
import { ProductReviewViewModel } from './product-review-view-model';

/**
 * `/admin/products`: sellers' products waiting for the shop's review (the operator's setting
 * "Review of sellers' products"), oldest first, each with its main photo, store, category, price
 * and variants; approved (public at once, everywhere) or sent back with a reason the seller is
 * mailed in their language.
 */
export const AdminProductsSection = observer(function AdminProductsSection({ model }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(ProductReviewDesk);
  const [vm] = useState(() => new ProductReviewViewModel(desk, model.language));
  useEffect(() => { void vm.load(); }, [vm]);
  const failure = vm.failure === null ? null : vm.failure === true ? t('admin.failed') : 'text' in vm.failure ? vm.failure.text : t(`adminProducts.${vm.failure.key}`);
  const rows = vm.queue?.rows ?? [];

  return (
    <section className={styles.panel} aria-labelledby="admin-products">
      <h2 id="admin-products" className={styles.sectionTitle}>{t('adminProducts.title')}</h2>
      <p className={accountStyles.hint}>{t('adminProducts.intro')}</p>
      {failure && <p role="alert" className={styles.alert}>{failure}</p>}
      {vm.notice && !failure && <p role="status" className={styles.notice}>{vm.notice}</p>}
      {vm.queue && rows.length === 0 && <p className={accountStyles.hint}>{t('adminProducts.empty')}</p>}
      <ul className={lists.cards}>
        {rows.map((product) => <ReviewCard key={product.id} vm={vm} product={product} />)}
      </ul>
      {vm.queue && <AdminPager page={vm.queue.page} lastPage={vm.queue.lastPage} busy={vm.busy} onPage={(page) => void vm.goTo(page)} />}
    </section>
  );
});

const ReviewCard = observer(function ReviewCard({ vm, product }: { vm: ProductReviewViewModel; product: ProductInReview }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const date = new Intl.DateTimeFormat(vm.language, { dateStyle: 'medium', timeStyle: 'short' });
  const offer = product.offerPrice !== '';
  return (
    <li className={lists.card}>
      <div className={lists.cardHead}>
        <h3 className={lists.cardTitle}><bdi>{product.title}</bdi></h3>
        <span className={lists.meta}>{t('adminProducts.submitted', { date: date.format(new Date(product.submittedAt)) })}</span>
      </div>
      <div className={lists.reviewBody}>
        <img src={common.thumbUrl(product.image)} alt="" width={96} height={96} className={lists.thumb} loading="lazy" />
        <dl className={lists.facts}>
          <div><dt>{t('adminProducts.store')}</dt><dd><LocalizedLink to={`/shop/${product.store.slug}`} className={styles.link}><bdi>{product.store.name}</bdi></LocalizedLink></dd></div>
          <div><dt>{t('adminProducts.category')}</dt><dd>{product.category}</dd></div>
          <div><dt>{t('adminProducts.price')}</dt><dd>{offer ? <><s>{common.price(product.price)}</s> {common.price(product.offerPrice)}</> : common.price(product.price)}</dd></div>
          <div><dt>{t('adminProducts.variants')}</dt><dd>{product.variants}</dd></div>
        </dl>
      </div>
      {vm.open === product.id ? (
        <form className={lists.actions} noValidate method="post" aria-label={t('adminProducts.send_back_product', { product: product.title })}
          onSubmit={(event) => { event.preventDefault(); void vm.decide(product, 'send_back'); }}>
          <FormField name={`reason-${product.id}`} label={t('adminProducts.reason')} value={vm.reason} onChange={(value) => vm.setReason(value)} rows={3}
            maxLength={SEND_BACK_REASON_MAX} hint={t('adminProducts.reason_hint')} />
          <div className={lists.actions}>
            <button type="submit" className={accountStyles.primary} disabled={vm.busy}>{t('adminProducts.send_back_confirm')}</button>
            <button type="button" className={accountStyles.secondary} onClick={() => vm.close()}>{t('adminProducts.cancel')}</button>
          </div>
        </form>
      ) : (
        <div className={lists.actions}>
          <button type="button" className={accountStyles.primary} disabled={vm.busy} onClick={() => void vm.decide(product, 'approve')}
            aria-label={t('adminProducts.approve_product', { product: product.title })}>{t('adminProducts.approve')}</button>
          <button type="button" className={accountStyles.secondary} disabled={vm.busy} onClick={() => vm.ask(product.id)}
            aria-label={t('adminProducts.send_back_product', { product: product.title })}>{t('adminProducts.send_back')}</button>
        </div>
      )}
    </li>
  );
});
