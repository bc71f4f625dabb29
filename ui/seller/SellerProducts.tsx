import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../core/shared/dates';
import { SellerDesk } from '../../core/seller/seller-desk';
import { PUBLICATIONS } from '../../core/seller/seller-product';
import { STOCK_FILTERS, type SellerProductQuery, type SellerProductRow } from '../../core/seller/seller-workspace';
import accountStyles from '../account/account.module.css';
import { CommonStore } from '../app/common-store';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { productListPath, readProductQuery } from './product-list-query';
import { ProductListViewModel } from './product-list-view-model';
import { SellerWorkspace } from './seller-workspace-store';
import styles from './seller.module.css';

/**
 * `/seller/products`: the store's products searched, filtered (state, stock, category) and paged
 * by the server, the query in the address; a table on a wide screen, cards on a phone.
 */
export const SellerProducts = observer(function SellerProducts() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(SellerDesk);
  const workspace = useService(SellerWorkspace);
  const { search } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [view] = useState(() => new ProductListViewModel(desk, language, readProductQuery(search)));
  useEffect(() => { void view.load(readProductQuery(search)); }, [view, search]);
  useEffect(() => { void workspace.loadOptions(language).catch(() => undefined); }, [workspace, language]);
  const go = (query: SellerProductQuery) => void navigate(localize(productListPath(query)));
  const q = view.query;
  const categories = workspace.options?.categories ?? [];

  return (
    <section className={styles.section} aria-labelledby="seller-products">
      <div className={styles.heading}>
        <h1 id="seller-products" className={styles.title}>{t('seller.products.title')}</h1>
        <LocalizedLink to="/seller/products/new" className={`${accountStyles.primary} ${styles.buttonLink}`}>{t('seller.products.add')}</LocalizedLink>
      </div>
      <form role="search" className={styles.searchRow} onSubmit={(event) => { event.preventDefault(); go(view.filtered({ q: view.typed.trim() })); }}>
        <label className={styles.control}>
          <span className={accountStyles.label}>{t('seller.products.search')}</span>
          <input type="search" name="q" className={accountStyles.input} value={view.typed} maxLength={100} onChange={(event) => view.setTyped(event.target.value)} />
        </label>
        <button type="submit" className={accountStyles.primary}>{t('seller.products.search_button')}</button>
      </form>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('seller.products.filters')}</legend>
        <label className={styles.control}>
          <span className={accountStyles.label}>{t('seller.products.status')}</span>
          <select name="status" className={accountStyles.input} value={q.status} onChange={(event) => go(view.filtered({ status: event.target.value as SellerProductQuery['status'] }))}>
            <option value="all">{t('seller.products.any')}</option>
            {PUBLICATIONS.map((status) => <option key={status} value={status}>{t(`seller.state.${status}`)}</option>)}
          </select>
        </label>
        <label className={styles.control}>
          <span className={accountStyles.label}>{t('seller.products.stock')}</span>
          <select name="stock" className={accountStyles.input} value={q.stock} onChange={(event) => go(view.filtered({ stock: event.target.value as SellerProductQuery['stock'] }))}>
            {STOCK_FILTERS.map((stock) => <option key={stock} value={stock}>{t(`seller.products.stock_${stock}`)}</option>)}
          </select>
        </label>
        <label className={styles.control}>
          <span className={accountStyles.label}>{t('seller.products.category')}</span>
          <select name="category" className={accountStyles.input} value={q.categoryId ?? ''} onChange={(event) => go(view.filtered({ categoryId: event.target.value ? Number(event.target.value) : null }))}>
            <option value="">{t('seller.products.any')}</option>
            {categories.map((category) => <option key={category.id} value={category.id}>{category.title}</option>)}
            {q.categoryId !== null && !categories.some((c) => c.id === q.categoryId) && <option value={q.categoryId}>#{q.categoryId}</option>}
          </select>
        </label>
      </fieldset>
      {view.failure && <p role="alert" className={styles.alert}>{view.failure === true ? t('seller.failed') : view.failure}</p>}
      {!view.page && view.busy && <p role="status" className={accountStyles.hint}>{t('seller.loading')}</p>}
      {view.page && <Rows rows={view.page.rows} total={view.page.total} />}
      {view.page && view.page.lastPage > 1 && (
        <nav className={styles.pager} aria-label={t('seller.products.pages')}>
          {view.page.page > 1 ? <LocalizedLink to={productListPath({ ...q, page: view.page.page - 1 })} rel="prev" className={styles.textLink}>{t('seller.products.previous')}</LocalizedLink> : <span />}
          <span className={accountStyles.hint}>{t('seller.products.page_of', { page: view.page.page, last: view.page.lastPage })}</span>
          {view.page.page < view.page.lastPage ? <LocalizedLink to={productListPath({ ...q, page: view.page.page + 1 })} rel="next" className={styles.textLink}>{t('seller.products.next')}</LocalizedLink> : <span />}
        </nav>
      )}
    </section>
  );
});

function Rows({ rows, total }: { rows: readonly SellerProductRow[]; total: number }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const common = useService(CommonStore);
  if (rows.length === 0) return <p className={accountStyles.empty}>{t('seller.products.none')}</p>;
  const columns = ['photo', 'title', 'state', 'price', 'stock', 'variants', 'updated'] as const;
  const label = (column: (typeof columns)[number]) => t(`seller.products.col_${column}`);
  return (
    <>
      <p className={accountStyles.hint} aria-live="polite">{t('seller.products.found', { count: total })}</p>
      <table className={styles.table}>
        <thead>
          <tr>{columns.map((column) => <th key={column} scope="col">{label(column)}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={label('photo')}><img className={styles.thumb} src={common.thumbUrl(row.image)} alt="" width={56} height={56} loading="lazy" /></td>
              <td data-label={label('title')} className={styles.rowTitle}>
                <div>
                  <LocalizedLink to={`/seller/products/${row.id}`} dir="auto">{row.title || t('seller.products.untitled')}</LocalizedLink>
                  {row.category && <span className={accountStyles.hint}>{row.category}</span>}
                </div>
              </td>
              <td data-label={label('state')}><span><span className={styles.badge} data-state={row.publication}>{t(`seller.state.${row.publication}`)}</span></span></td>
              <td data-label={label('price')} className={styles.number}>
                <span dir="ltr">{row.offerPrice ? <><del>{common.price(row.price)}</del> {common.price(row.offerPrice)}</> : common.price(row.price)}</span>
              </td>
              <td data-label={label('stock')} className={styles.number}><span>{row.stock}</span></td>
              <td data-label={label('variants')} className={styles.number}><span>{row.variants}</span></td>
              <td data-label={label('updated')}><span>{formatDate(language, row.updatedAt, 'medium')}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
