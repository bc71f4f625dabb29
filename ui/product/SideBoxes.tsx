import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProductVoucher } from '../../core/product/product-detail';
import { PRICE_TYPE } from '../../core/cart/price-type';
import { Rating } from './Rating';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { copyText } from './copy-text';
import { FollowButton } from './FollowButton';
import { ProductViewModel } from './product-view-model';
import styles from './product.module.css';

/** The seller: logo, name, rating, a link to the store and the follow toggle. */
export const StoreBox = observer(function StoreBox() {
  const vm = useService(ProductViewModel);
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const store = vm.product!.store;
  // The server says whether the caller follows the store; after a click, the toggle's answer (for this store) does.
  const [toggled, setToggled] = useState<{ storeId: number; following: boolean } | null>(null);
  const followed = toggled?.storeId === store.id ? toggled.following : store.followed === 1;
  const setFollowed = (following: boolean) => setToggled({ storeId: store.id, following });
  return (
    <section className={styles.box} aria-labelledby="store-box-title">
      <h2 id="store-box-title" className={styles.boxTitle}>{t('product.detail.store_title')}</h2>
      <div className={styles.storeRow}>
        <img src={common.thumbUrl(store.logo)} alt="" width={48} height={48} className={styles.storeLogo} loading="lazy" />
        <div>
          <LocalizedLink to={`/shop/${encodeURIComponent(store.slug)}`} className={styles.storeName}>{store.name}</LocalizedLink>
          <Rating rating={store.rating} count={store.review_count} />
        </div>
      </div>
      <div className={styles.boxActions}>
        <LocalizedLink to={`/shop/${encodeURIComponent(store.slug)}`} className={styles.secondaryButton}>{t('product.detail.visit_store')}</LocalizedLink>
        <FollowButton store={store} followed={followed} onChange={setFollowed} />
      </div>
    </section>
  );
});

/** Secure transaction, refund, warranty and change-of-mind return information. */
export const PolicyBox = observer(function PolicyBox() {
  const vm = useService(ProductViewModel);
  const { t } = useTranslation();
  const product = vm.product!;
  return (
    <section className={styles.box} aria-labelledby="policy-box-title">
      <h2 id="policy-box-title" className={styles.boxTitle}>{t('product.detail.secure_title')}</h2>
      <p className={styles.muted}>{t('product.detail.secure_text')}</p>
      <ul className={styles.policies}>
        <li>{t(product.refundable === 1 ? 'product.detail.refundable' : 'product.detail.not_refundable')}</li>
        <li>{product.warranty ? t('product.detail.warranty', { warranty: product.warranty }) : t('product.detail.no_warranty')}</li>
        <li>{t(product.mind_change_returns === 1 ? 'product.detail.mind_change' : 'product.detail.no_mind_change')}</li>
      </ul>
    </section>
  );
});

function VoucherRow({ voucher }: { voucher: ProductVoucher }) {
  const common = useService(CommonStore);
  const toast = useService(ToastStore);
  const { t } = useTranslation();
  const off = voucher.type === PRICE_TYPE.percent ? t('product.detail.voucher_percent', { percent: voucher.price }) : t('product.detail.voucher_flat', { amount: common.price(voucher.price) });
  const copy = async () => {
    if (await copyText(voucher.code)) toast.show(t('product.detail.code_copied', { code: voucher.code }));
    else toast.error(t('product.detail.copy_failed'));
  };
  return (
    <li className={styles.voucher}>
      <div>
        <strong className={styles.voucherOff}>{off}{voucher.type === PRICE_TYPE.percent && voucher.capped_price ? ` (${t('product.detail.voucher_capped', { amount: common.price(voucher.capped_price) })})` : ''}</strong>
        <span className={styles.muted}>{voucher.title}</span>
        <span className={styles.muted}>{t('product.detail.voucher_min_spend', { amount: common.price(voucher.min_spend) })}</span>
      </div>
      <div className={styles.voucherCode}>
        <code>{voucher.code}</code>
        <button type="button" className={styles.linkButton} onClick={() => void copy()} aria-label={`${t('product.detail.copy_code')}: ${voucher.code}`}>{t('product.detail.copy_code')}</button>
      </div>
    </li>
  );
}

/** The public vouchers that apply to this product. */
export const VouchersBox = observer(function VouchersBox() {
  const vm = useService(ProductViewModel);
  const { t } = useTranslation();
  const vouchers = vm.product!.vouchers ?? [];
  if (vouchers.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="vouchers-box-title">
      <h2 id="vouchers-box-title" className={styles.boxTitle}>{t('product.detail.vouchers')}</h2>
      <ul className={styles.vouchers}>{vouchers.map((voucher) => <VoucherRow key={voucher.id ?? voucher.code} voucher={voucher} />)}</ul>
    </section>
  );
});

/** Share intents built from the page URL, the system share sheet when there is one, and copy link. */
export function shareLinks(url: string, title: string): { network: string; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { network: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&description=${text}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export const ShareBox = observer(function ShareBox() {
  const vm = useService(ProductViewModel);
  const toast = useService(ToastStore);
  const location = useLocation();
  const { t } = useTranslation();
  const [url, setUrl] = useState(location.pathname);
  const [canShare, setCanShare] = useState(false);
  // The origin and the share sheet are known only in the browser: set after hydration.
  useEffect(() => {
    setUrl(window.location.origin + location.pathname);
    setCanShare(typeof navigator.share === 'function');
  }, [location.pathname]);
  const title = vm.product!.title;
  const copy = async () => {
    if (await copyText(url)) toast.show(t('product.detail.link_copied'));
    else toast.error(t('product.detail.copy_failed'));
  };
  return (
    <section className={styles.box} aria-labelledby="share-box-title">
      <h2 id="share-box-title" className={styles.boxTitle}>{t('product.detail.share')}</h2>
      <div className={styles.share}>
        {canShare ? <button type="button" className={styles.chip} onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>{t('product.detail.share_native')}</button> : null}
        <button type="button" className={styles.chip} onClick={() => void copy()}>{t('product.detail.copy_link')}</button>
        {shareLinks(url, title).map((link) => (
          <a key={link.network} className={styles.chip} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t('product.detail.share_on', { network: link.network })}>{link.network}</a>
        ))}
      </div>
    </section>
  );
});
