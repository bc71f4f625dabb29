import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ProductDetail } from '../../core/product/product-detail';
import { advertisedDisplay, advertisedPriceCents } from '../../core/product/advertised-price';
import { productPath } from '../../core/product/product-path';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { useTranslation } from '../i18n/react-i18n';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { LocalizedLink } from '../routing/LocalizedLink';
import { PageLoadStore } from '../routing/page-load-store';
import { AccountLayout } from '../account/AccountLayout';
import { TileCartButton } from '../cart/TileCartButton';
import { Rating } from '../product/Rating';
import { ListsViewModel } from './lists-view-model';
import { RemoveButton } from './RemoveButton';
import styles from './lists.module.css';
import { priceText } from '../product/price-text';

/** Every attribute any compared product has, in first-seen order, with each product's values of it. */
function attributeRows(products: readonly ProductDetail[]): { id: number; title: string; values: Map<number, string> }[] {
  const rows = new Map<number, { id: number; title: string; values: Map<number, string> }>();
  for (const product of products) {
    for (const group of product.attribute ?? []) {
      const row = rows.get(group.id) ?? { id: group.id, title: group.title, values: new Map<number, string>() };
      row.values.set(product.id, group.values.map((value) => value.title).join(', '));
      rows.set(group.id, row);
    }
  }
  return [...rows.values()];
}

/**
 * `/user/compared`: the compared products side by side, a column each: image and title, price
 * (flash sale and offer as the product page prices them), rating, brand, stock, attributes,
 * refundable, warranty and returns, then add to cart and remove. The table scrolls sideways in its
 * own box on a phone, and follows the page's direction (mirrored in Arabic).
 */
const ComparePage = observer(function ComparePage() {
  const { t } = useTranslation();
  const vm = useService(ListsViewModel);
  const common = useService(CommonStore);
  const pageLoad = useService(PageLoadStore);
  usePageMeta({ title: t('lists.compare.title'), noindex: true });
  const products = vm.compared;
  if (!products || pageLoad.pending) {
    return (
      <AccountLayout active="compared" title={t('lists.compare.title')}>
        <div aria-busy="true" aria-label={t('account.loading')}><Shimmer height="24em" /></div>
      </AccountLayout>
    );
  }
  if (products.length === 0) {
    return (
      <AccountLayout active="compared" title={t('lists.compare.title')}>
        <div className={styles.empty} data-testid="compare-empty">
          <p>{t('lists.compare.empty')}</p>
          <LocalizedLink to="/" className={styles.shop}>{t('lists.shop')}</LocalizedLink>
        </div>
      </AccountLayout>
    );
  }
  const now = Date.now();
  const row = (key: string, label: string, cell: (product: ProductDetail) => ReactNode) => (
    <tr key={key} data-row={key}>
      <th scope="row">{label}</th>
      {products.map((product) => <td key={product.id}>{cell(product)}</td>)}
    </tr>
  );
  const yesNo = (value: number | null | undefined, yes: string, no: string) => <span className={value === 1 ? styles.yes : styles.no}>{t(value === 1 ? yes : no)}</span>;
  return (
    <AccountLayout active="compared" title={t('lists.compare.title')}>
      <div className={styles.scroller} role="region" aria-label={t('lists.compare.title')} tabIndex={0}>
        <table className={styles.compare} data-testid="compare-table">
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th key={product.id} scope="col" data-testid="compared-product">
                  <img src={common.thumbUrl(product.image)} alt="" width={120} height={120} loading="lazy" className={styles.image} />
                  <LocalizedLink to={productPath(product)} className={styles.title}>{product.title}</LocalizedLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('price', t('lists.compare.price'), (product) => {
              const { current, previous, discountPercent, from } = advertisedDisplay(advertisedPriceCents(product, product.inventory ?? [], now));
              return (
                <span className={styles.price}>
                  <bdi>{priceText(t, common.price(current), from)}</bdi>
                  {previous !== null ? <del><bdi>{common.price(previous)}</bdi></del> : null}
                  {discountPercent ? <span className={styles.discount}><bdi>{t('product.discount', { percent: discountPercent })}</bdi></span> : null}
                </span>
              );
            })}
            {row('rating', t('lists.compare.rating'), (product) => <Rating rating={product.rating} count={product.review_count} />)}
            {row('brand', t('product.detail.brand'), (product) => product.brand?.title ?? '—')}
            {row('stock', t('lists.compare.stock'), (product) => yesNo(product.in_stock, 'product.detail.in_stock', 'product.detail.out_of_stock'))}
            {attributeRows(products).map((attribute) => row(`attribute-${attribute.id}`, attribute.title, (product) => attribute.values.get(product.id) ?? '—'))}
            {row('refundable', t('lists.compare.refundable'), (product) => yesNo(product.refundable, 'product.detail.refundable', 'product.detail.not_refundable'))}
            {row('warranty', t('lists.compare.warranty'), (product) => product.warranty || t('product.detail.no_warranty'))}
            {row('returns', t('lists.compare.returns'), (product) => yesNo(product.mind_change_returns, 'product.detail.mind_change', 'product.detail.no_mind_change'))}
            {row('actions', t('lists.compare.actions'), (product) => (
              <div className={styles.actions}>
                <TileCartButton productId={product.id} path={productPath(product)} title={product.title} />
                <RemoveButton list="compare" productId={product.id} title={product.title} />
              </div>
            ))}
          </tbody>
        </table>
      </div>
    </AccountLayout>
  );
});
export default ComparePage;
