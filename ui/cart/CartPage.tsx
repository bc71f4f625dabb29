import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { fromCents } from '../../core/shared/cents';
import { ConfirmDialog } from '../kit/dialog/ConfirmDialog';
import { CartIcon } from '../kit/icons/CartIcon';
import { CloseIcon } from '../kit/icons/CloseIcon';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { CheckoutStepPage } from './CheckoutStepPage';
import { loadCart } from './cart-loads';
import type { LineView } from './cart-line-view';
import { CartViewModel } from './cart-view-model';
import { OrderSummary } from './OrderSummary';
import styles from './cart.module.css';

interface RowProps {
  view: LineView;
  /** The quantity rule the last step broke, shown under the stepper. */
  problem: string | null;
  onToggle: (selected: boolean) => void;
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
}

/** One cart line: box, image, title, options, unit price, stepper, line subtotal and delete. */
const CartRow = observer(function CartRow({ view, problem, onToggle, onStep, onRemove }: RowProps) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const money = (cents: number) => common.price(fromCents(cents));
  const { line, title } = view;
  const problemId = `line-${line.id}-problem`;
  return (
    <li className={styles.line} data-testid="cart-line">
      <label className={styles.lineCheck}>
        <input type="checkbox" checked={view.selected} onChange={(event) => onToggle(event.target.checked)} aria-label={t('cart.page.select_line', { title })} />
      </label>
      <img className={styles.lineImage} src={common.thumbUrl(view.image)} alt="" width={88} height={88} loading="lazy" decoding="async" />
      <div className={styles.lineInfo}>
        <h3 className={styles.lineTitle}><LocalizedLink to={view.path}>{title}</LocalizedLink></h3>
        {view.attributes ? <p className={styles.attributes}>{view.attributes}</p> : null}
        <p className={styles.unitPrice}>
          <span className="visually-hidden">{t('cart.page.unit_price')}: </span>{money(view.unitCents)}
        </p>
        {view.bundle ? (
          <p className={styles.note}>
            {t('cart.page.bundle', view.bundle)}
            {view.amounts.bundleOffer > 0 ? ` · ${t('cart.page.bundle_applied')}` : ''}
          </p>
        ) : null}
      </div>
      <div className={styles.controls}>
        <div className={styles.stepper} role="group" aria-label={t('cart.page.quantity')}>
          <button type="button" className={styles.stepButton} aria-label={t('cart.page.decrease', { title })} onClick={() => onStep(-1)}>−</button>
          <output className={styles.stepValue} aria-live="polite" aria-describedby={problem ? problemId : undefined} data-testid="line-quantity">{line.quantity}</output>
          <button type="button" className={styles.stepButton} aria-label={t('cart.page.increase', { title })} onClick={() => onStep(1)}>+</button>
        </div>
        <span className={styles.lineTotal} data-testid="line-subtotal">
          <span className="visually-hidden">{t('cart.page.line_subtotal')}: </span>{money(view.amounts.subtotal)}
        </span>
        <button type="button" className={styles.remove} aria-label={t('cart.page.remove_label', { title })} onClick={onRemove}>
          <CloseIcon size={18} />
        </button>
        {problem ? <p id={problemId} className={styles.lineProblem} role="alert">{problem}</p> : null}
      </div>
    </li>
  );
});

function CartShimmer() {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} role="status" aria-busy="true">
      <span className="visually-hidden">{t('cart.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.shimmerLine}>
          <Shimmer width="72px" height="72px" />
          <div><Shimmer width="60%" height="16px" /><Shimmer width="30%" height="14px" /></div>
        </div>
      ))}
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.panel} ${styles.empty}`} data-testid="cart-empty">
      <CartIcon size={48} className={styles.emptyIcon} />
      <p className={styles.emptyTitle}>{t('cart.page.empty')}</p>
      <p className={styles.hint}>{t('cart.page.empty_hint')}</p>
      <LocalizedLink to="/" className={styles.primary}>{t('cart.page.go_shopping')}</LocalizedLink>
    </div>
  );
}

/** The lines with their rows and the order summary, or the empty cart. */
const CartContent = observer(function CartContent() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const vm = useService(CartViewModel);
  const views = vm.views;
  if (views.length === 0) return <EmptyCart />;
  return (
    <div className={styles.layout}>
      <section className={`${styles.panel} ${styles.main}`} aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="visually-hidden">{t('cart.page.product')}</h2>
        <div className={styles.toolbar}>
          <label className={styles.check}>
            <input type="checkbox" checked={vm.allSelected} onChange={(event) => vm.toggleAll(event.target.checked, language, t)} />
            {t('cart.page.select_all')}
          </label>
        </div>
        <ul className={styles.lines}>
          {views.map((view) => (
            <CartRow
              key={view.line.id}
              view={view}
              problem={vm.problemOf(view.line.id)}
              onToggle={(selected) => vm.toggle([view.line.id], selected, language, t)}
              onStep={(delta) => vm.step(view.line, delta, language, t)}
              onRemove={() => vm.askToRemove(view)}
            />
          ))}
        </ul>
      </section>
      <OrderSummary totals={vm.totals} quantity={vm.selectedQuantity} shippingKnown={vm.shippingKnown} freeDelivery={vm.freeDelivery}>
        <button type="button" className={`${styles.primary} ${styles.block}`} disabled={!vm.canProceed} onClick={() => void navigate(localize('/shipping'))}>
          {t('cart.page.proceed')}
        </button>
        {vm.canProceed ? null : <p className={styles.hint}>{t('cart.page.select_to_proceed')}</p>}
      </OrderSummary>
    </div>
  );
});

const RemoveDialog = observer(function RemoveDialog() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const vm = useService(CartViewModel);
  if (!vm.deleting) return null;
  return <ConfirmDialog onClose={() => vm.cancelRemove()} onConfirm={() => vm.remove(language, t)} />;
});

/** `/cart`: every line with its selection, quantity and subtotal, the order summary and the way on to shipping. */
export default function CartPage() {
  const vm = useService(CartViewModel);
  return (
    <CheckoutStepPage step="cart" texts="cart.page" testId="cart-page" load={loadCart} screen={vm} shimmer={<CartShimmer />}>
      <CartContent />
      <RemoveDialog />
    </CheckoutStepPage>
  );
}
