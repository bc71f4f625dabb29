import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BULK_LIMITS, type SellerVariantRow } from '../../core/seller/bulk-stock';
import { SellerDesk } from '../../core/seller/seller-desk';
import accountStyles from '../account/account.module.css';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { problemText } from './problem-text';
import { readStockQuery, type StockProblem, type StockQuery, StockViewModel, stockPath } from './stock-view-model';
import styles from './seller.module.css';
import stock from './stock.module.css';

/** The id of a row's price or stock input (the summary links to it), and of the row's own problems. */
const cellId = (variantId: number, cell: 'price' | 'stock' | 'row') => `seller-stock-${variantId}-${cell}`;

/** A variant as the seller names it: its product and its options. */
const variantName = (row: SellerVariantRow) => [row.title, row.values].filter(Boolean).join(' ');

/** A problem in the seller's language: the server's words, else core's code worded here. */
function stockProblemText(t: TFunction, problem: StockProblem, row: SellerVariantRow | null, locale: string): string {
  if (problem.text) return problem.text;
  const code = problem.code ?? 'no_answer';
  if (problem.cell === 'price' && code === 'offer_not_below') return String(t('seller.stock.problem.offer_not_below', { offer: row?.offerPrice ?? '' }));
  if (problem.cell === 'price') return problemText(t, { field: 'variants.0.price', code }, { form: 'product', locale });
  if (problem.cell === 'stock') return problemText(t, { field: 'variants.0.stock', code }, { form: 'product', locale });
  return String(t(`seller.stock.problem.${code}`, { max: new Intl.NumberFormat(`${locale}-u-nu-latn`).format(BULK_LIMITS.maxRows) }));
}

/**
 * `/seller/stock`: price and stock of the store's variants in one table (searched and paged by the
 * server), every changed row saved at once. A refusal keeps what was typed and shows each problem
 * beside its cell and in a summary; a product changed elsewhere asks for this page to be read
 * again. A table on a wide screen, one card per variant on a phone.
 */
export const SellerStock = observer(function SellerStock() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(SellerDesk);
  const [view] = useState(() => new StockViewModel(desk, language));
  // The search and the page are in the address: a link, the back button or a reload shows the same rows.
  const { search } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  useEffect(() => { void view.show(readStockQuery(search)); }, [view, search]);
  const go = (query: StockQuery) => void navigate(localize(stockPath(query)));
  const page = view.page;
  const text = (problem: StockProblem) => stockProblemText(t, problem, view.rowOf(problem.variantId), language);

  return (
    <section className={styles.section} aria-labelledby="seller-stock">
      <div className={styles.heading}>
        <h1 id="seller-stock" className={styles.title}>{t('seller.stock.title')}</h1>
      </div>
      <p className={accountStyles.hint}>{t('seller.stock.intro')}</p>
      <form role="search" className={styles.searchRow} onSubmit={(event) => { event.preventDefault(); go({ q: view.typed, page: 1 }); }}>
        <label className={styles.control}>
          <span className={accountStyles.label}>{t('seller.stock.search')}</span>
          <input type="search" name="q" className={accountStyles.input} value={view.typed} maxLength={100} onChange={(event) => view.setTyped(event.target.value)} />
        </label>
        <button type="submit" className={accountStyles.primary}>{t('seller.stock.search_button')}</button>
      </form>
      {view.failure && <p role="alert" className={styles.alert}>{view.failure === true ? t('seller.failed') : view.failure}</p>}
      {view.saved && <p role="status" className={styles.notice}>{view.saved}</p>}
      {view.problems.length > 0 && (
        <div role="alert" className={styles.summary} data-testid="stock-summary">
          <p className={styles.summaryTitle}>{t('seller.stock.errors_title')}</p>
          <ul className={styles.summaryList}>
            {view.problems.map((problem, index) => {
              const row = view.rowOf(problem.variantId);
              const onPage = row !== null && page?.rows.some((r) => r.variantId === row.variantId);
              const words = row ? <><bdi>{variantName(row)}</bdi>{t('seller.stock.colon')}{text(problem)}</> : text(problem);
              const target = problem.cell === 'price' || problem.cell === 'stock' ? problem.cell : 'price';
              return <li key={`${problem.variantId ?? 'save'}-${problem.cell}-${index}`}>{onPage && row ? <a href={`#${cellId(row.variantId, target)}`}>{words}</a> : words}</li>;
            })}
          </ul>
          {view.hasStale && (
            <p className={styles.stateLine}>
              <button type="button" className={accountStyles.secondary} onClick={() => void view.reloadStale()}>{t('seller.stock.reload')}</button>
            </p>
          )}
        </div>
      )}
      {!page && view.busy && <p role="status" className={accountStyles.hint}>{t('seller.loading')}</p>}
      {page && (
        <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void view.save(); }}>
          <StockTable view={view} rows={page.rows} text={text} />
          <div className={stock.saveBar}>
            <p className={accountStyles.hint} aria-live="polite">{view.changeCount > 0 ? t('seller.stock.unsaved', { count: view.changeCount }) : t('seller.stock.no_changes')}</p>
            <button type="submit" className={accountStyles.primary} disabled={view.saving} aria-busy={view.saving || undefined}>
              {view.saving ? t('seller.stock.saving') : t('seller.stock.save')}
            </button>
          </div>
        </form>
      )}
      {page && page.lastPage > 1 && (
        <nav className={styles.pager} aria-label={t('seller.stock.pages')}>
          {page.page > 1 ? <LocalizedLink to={stockPath({ q: view.q, page: page.page - 1 })} rel="prev" className={stock.linkButton}>{t('seller.products.previous')}</LocalizedLink> : <span />}
          <span className={accountStyles.hint}>{t('seller.products.page_of', { page: page.page, last: page.lastPage })}</span>
          {page.page < page.lastPage ? <LocalizedLink to={stockPath({ q: view.q, page: page.page + 1 })} rel="next" className={stock.linkButton}>{t('seller.products.next')}</LocalizedLink> : <span />}
        </nav>
      )}
    </section>
  );
});

const StockTable = observer(function StockTable({ view, rows, text }: { view: StockViewModel; rows: readonly SellerVariantRow[]; text: (problem: StockProblem) => string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={accountStyles.empty}>{t('seller.stock.none')}</p>;
  const columns = ['product', 'options', 'sku', 'price', 'stock'] as const;
  const label = (column: (typeof columns)[number]) => t(`seller.stock.col_${column}`);
  return (
    <table className={`${styles.table} ${stock.stockTable}`}>
      <thead>
        <tr>{columns.map((column) => <th key={column} scope="col">{label(column)}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const rowProblems = view.problemsOf(row.variantId, 'row');
          const rowId = cellId(row.variantId, 'row');
          const name = variantName(row);
          const cell = (kind: 'price' | 'stock') => {
            const id = cellId(row.variantId, kind);
            const problems = view.problemsOf(row.variantId, kind);
            const hint = kind === 'price' && row.plain && row.offerPrice ? `${id}-hint` : null;
            const described = [problems.length > 0 ? `${id}-error` : null, rowProblems.length > 0 ? rowId : null, hint].filter(Boolean).join(' ');
            return (
              <td data-label={label(kind)} className={stock.stockCell}>
                <div className={stock.stockInput}>
                  <label htmlFor={id} className={stock.srOnly}>{t(kind === 'price' ? 'seller.stock.price_of' : 'seller.stock.stock_of', { variant: name })}</label>
                  <input
                    id={id}
                    name={`${kind}-${row.variantId}`}
                    className={accountStyles.input}
                    dir="ltr"
                    inputMode={kind === 'price' ? 'decimal' : 'numeric'}
                    autoComplete="off"
                    value={view.cellValue(row, kind)}
                    onChange={(event) => view.set(row, kind, event.target.value)}
                    aria-invalid={problems.length > 0 || rowProblems.length > 0 ? true : undefined}
                    aria-describedby={described || undefined}
                  />
                  {hint && <p id={hint} className={styles.fieldHint}>{t('seller.stock.offer_hint', { offer: row.offerPrice })}</p>}
                  {problems.length > 0 && <p id={`${id}-error`} className={accountStyles.error}>{problems.map(text).join(' ')}</p>}
                </div>
              </td>
            );
          };
          return (
            <tr key={row.variantId} data-changed={view.isChanged(row.variantId) || undefined}>
              <td data-label={label('product')} className={styles.rowTitle}>
                <div>
                  <bdi>{row.title}</bdi>
                  {view.isChanged(row.variantId) && <span className={stock.changed}>{t('seller.stock.changed')}</span>}
                  {rowProblems.length > 0 && <span id={rowId} className={accountStyles.error}>{rowProblems.map(text).join(' ')}</span>}
                </div>
              </td>
              <td data-label={label('options')}><span>{row.values ? <bdi>{row.values}</bdi> : t('seller.stock.no_options')}</span></td>
              <td data-label={label('sku')}><bdi dir="ltr">{row.sku}</bdi></td>
              {cell('price')}
              {cell('stock')}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});
