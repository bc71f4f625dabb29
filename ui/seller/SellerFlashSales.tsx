import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { SellerFlashEntry, SellerFlashSale } from '../../core/seller/flash-entry';
import { SellerDesk } from '../../core/seller/seller-desk';
import { formatDate } from '../../core/shared/dates';
import accountStyles from '../account/account.module.css';
import { CommonStore } from '../app/common-store';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { useMounted } from '../kit/use-mounted';
import { type FlashField, type FlashProblem, FlashSalesViewModel } from './flash-sales-view-model';
import styles from './seller.module.css';

/** A variant as a line names it: its options, or "the product" when it has none. */
function VariantPrices({ variants, price }: { variants: readonly { variantId: number; values: string; everyday: string; sale: string }[]; price: (amount: string) => string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.flashVariants}>
      {variants.map((variant) => (
        <li key={variant.variantId}>
          <bdi>{variant.values || t('seller.flash.no_options')}</bdi>{t('seller.stock.colon')}
          <span dir="ltr" className={styles.number}>{price(variant.sale)}</span> <del dir="ltr" className={styles.number}>{price(variant.everyday)}</del>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/seller/flash-sales`: each public sale not yet ended, its dates in the seller's language and
 * time zone (UTC in the server's render), the store's products in it with their sale price and
 * each variant's resulting price, and for an upcoming sale a form that puts one of the store's
 * published products in at one price, every variant's result previewed as typed (decision 0032).
 * A table on a wide screen, one card per product on a phone.
 */
export const SellerFlashSales = observer(function SellerFlashSales() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const desk = useService(SellerDesk);
  const [view] = useState(() => new FlashSalesViewModel(desk, language));
  useEffect(() => { void view.load(); }, [view]);
  const data = view.data;

  return (
    <section className={styles.section} aria-labelledby="seller-flash">
      <div className={styles.heading}>
        <h1 id="seller-flash" className={styles.title}>{t('seller.flash.title')}</h1>
      </div>
      <p className={accountStyles.hint}>{t('seller.flash.intro')}</p>
      {view.failure && <p role="alert" className={styles.alert}>{view.failure === true ? t('seller.failed') : view.failure}</p>}
      {view.notice && <p role="status" className={styles.notice}>{view.notice}</p>}
      {!data && view.busy && <p role="status" className={accountStyles.hint}>{t('seller.loading')}</p>}
      {data && data.sales.length === 0 && <p className={accountStyles.empty}>{t('seller.flash.none')}</p>}
      {data?.sales.map((sale) => <SaleCard key={sale.id} view={view} sale={sale} />)}
    </section>
  );
});

const SaleCard = observer(function SaleCard({ view, sale }: { view: FlashSalesViewModel; sale: SellerFlashSale }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const common = useService(CommonStore);
  const mounted = useMounted();
  const when = (iso: string) => formatDate(language, iso, 'long', { withTime: true, timeZone: mounted ? null : 'UTC' });
  const price = (amount: string) => common.price(amount);
  const upcoming = sale.state === 'upcoming';
  const heading = `seller-flash-${sale.id}`;
  const saleProblems = view.problemsOf(sale.id, 'sale');
  const text = (problem: FlashProblem) => problemWords(t, problem);

  return (
    <article className={styles.group} aria-labelledby={heading} data-testid={`flash-sale-${sale.id}`}>
      <div className={styles.heading}>
        <h2 id={heading} className={styles.groupTitle}><bdi>{sale.title}</bdi></h2>
        <span className={styles.badge} data-state={upcoming ? 'review' : 'published'}>{t(`seller.flash.state.${sale.state}`)}</span>
      </div>
      <p className={styles.stateLine}>
        {t('seller.flash.from')} <time dateTime={sale.startTime} suppressHydrationWarning>{when(sale.startTime)}</time>
        {' '}{t('seller.flash.until')} <time dateTime={sale.endTime} suppressHydrationWarning>{when(sale.endTime)}</time>
      </p>
      {saleProblems.length > 0 && <p role="alert" className={styles.alert}>{saleProblems.map(text).join(' ')}</p>}
      {sale.entries.length === 0
        ? <p className={accountStyles.hint}>{t('seller.flash.no_entries')}</p>
        : <EntryTable view={view} sale={sale} price={price} />}
      {upcoming ? <EntryFormView view={view} sale={sale} price={price} /> : <p className={accountStyles.hint}>{t('seller.flash.started')}</p>}
    </article>
  );
});

const EntryTable = observer(function EntryTable({ view, sale, price }: { view: FlashSalesViewModel; sale: SellerFlashSale; price: (amount: string) => string }) {
  const { t } = useTranslation();
  const upcoming = sale.state === 'upcoming';
  const columns = upcoming ? (['product', 'sale_price', 'variants', 'actions'] as const) : (['product', 'sale_price', 'variants'] as const);
  const label = (column: string) => t(`seller.flash.col_${column}`);
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{t('seller.flash.entries_of', { sale: sale.title })}</caption>
      <thead>
        <tr>{columns.map((column) => <th key={column} scope="col">{label(column)}</th>)}</tr>
      </thead>
      <tbody>
        {sale.entries.map((entry: SellerFlashEntry) => (
          <tr key={entry.productId}>
            <td data-label={label('product')} className={styles.rowTitle}><div><bdi>{entry.title}</bdi></div></td>
            <td data-label={label('sale_price')}>
              <span><span dir="ltr" className={styles.number}>{price(entry.price)}</span> <del dir="ltr" className={styles.number}>{price(entry.everyday)}</del></span>
            </td>
            <td data-label={label('variants')}><VariantPrices variants={entry.variants} price={price} /></td>
            {upcoming && (
              <td data-label={label('actions')}>
                <button type="button" className={accountStyles.secondary} onClick={() => void view.remove(sale, entry.productId, entry.version)}>
                  {t('seller.flash.remove', { product: entry.title })}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

const EntryFormView = observer(function EntryFormView({ view, sale, price }: { view: FlashSalesViewModel; sale: SellerFlashSale; price: (amount: string) => string }) {
  const { t } = useTranslation();
  const form = view.form(sale.id);
  const candidate = view.candidate(form.productId);
  const preview = view.preview(sale.id);
  const products = view.data?.products ?? [];
  const id = (field: FlashField) => `seller-flash-${sale.id}-${field}`;
  const errors = (field: FlashField) => view.problemsOf(sale.id, field);
  const described = (field: FlashField, hint: string | null) => [errors(field).length > 0 ? `${id(field)}-error` : null, hint].filter(Boolean).join(' ') || undefined;
  const errorLine = (field: FlashField) => errors(field).length > 0
    ? <p id={`${id(field)}-error`} className={accountStyles.error}>{errors(field).map((problem) => problemWords(t, problem, candidate ? view.everyday(candidate) : '')).join(' ')}</p>
    : null;

  if (products.length === 0) return <p className={accountStyles.hint}>{t('seller.flash.no_products')}</p>;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void view.save(sale); }} aria-label={t('seller.flash.form_label', { sale: sale.title })}>
      <div className={styles.control}>
        <label htmlFor={id('product_id')} className={accountStyles.label}>{t('seller.flash.product')}</label>
        <select
          id={id('product_id')} className={accountStyles.input} value={form.productId ?? ''}
          onChange={(event) => view.choose(sale.id, event.target.value === '' ? null : Number(event.target.value))}
          aria-invalid={errors('product_id').length > 0 || undefined} aria-describedby={described('product_id', candidate ? `${id('product_id')}-hint` : null)}
        >
          <option value="">{t('seller.flash.choose')}</option>
          {products.map((product) => <option key={product.productId} value={product.productId}>{product.title}</option>)}
        </select>
        {candidate && <p id={`${id('product_id')}-hint`} className={styles.fieldHint}>{t('seller.flash.everyday', { price: price(view.everyday(candidate)) })}</p>}
        {errorLine('product_id')}
      </div>
      <div className={styles.control}>
        <label htmlFor={id('price')} className={accountStyles.label}>{t('seller.flash.sale_price')}</label>
        <input
          id={id('price')} className={accountStyles.input} dir="ltr" inputMode="decimal" autoComplete="off" value={form.price}
          onChange={(event) => view.setPrice(sale.id, event.target.value)}
          aria-invalid={errors('price').length > 0 || undefined} aria-describedby={described('price', `${id('price')}-hint`)}
        />
        <p id={`${id('price')}-hint`} className={styles.fieldHint}>{t('seller.flash.price_hint')}</p>
        {errorLine('price')}
      </div>
      {preview && (
        <div className={styles.control} aria-live="polite" data-testid={`flash-preview-${sale.id}`}>
          <p className={accountStyles.label}>{t('seller.flash.preview')}</p>
          <VariantPrices variants={preview} price={price} />
        </div>
      )}
      <p className={styles.stateLine}>
        <button type="submit" className={accountStyles.primary} disabled={form.saving} aria-busy={form.saving || undefined}>
          {form.saving ? t('seller.stock.saving') : t(view.isEntered(sale) ? 'seller.flash.change' : 'seller.flash.add')}
        </button>
      </p>
    </form>
  );
});

/** A problem in the seller's language: the server's words, else core's code worded here. */
function problemWords(t: ReturnType<typeof useTranslation>['t'], problem: FlashProblem, everyday = ''): string {
  if (problem.text) return problem.text;
  return String(t(`seller.flash.problem.${problem.code ?? 'no_answer'}`, { everyday }));
}
