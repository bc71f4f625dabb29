import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangeQuantity } from '../../core/cart/change-quantity';
import { ChangeSelection } from '../../core/cart/change-selection';
import type { CartOutcome } from '../../core/cart/cart-outcome';
import { RemoveFromCart } from '../../core/cart/remove-from-cart';
import { fromCents } from '../../core/product/pricing';
import { ConfirmDialog } from '../kit/dialog/ConfirmDialog';
import { CartIcon } from '../kit/icons/CartIcon';
import { CloseIcon } from '../kit/icons/CloseIcon';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CartStore } from './cart-store';
import { CommonStore } from '../app/common-store';
import { PageLoadStore } from '../routing/page-load-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { failureText } from './cart-messages';
import { lineView, type LineView } from './cart-line-view';
import { CheckoutSteps } from './CheckoutSteps';
import { OrderSummary } from './OrderSummary';
import { useCartReady } from './use-cart-ready';
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

/** `/cart`: every line with its selection, quantity and subtotal, the order summary and the way on to shipping. */
const CartPage = observer(function CartPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const cart = useService(CartStore);
  const pageLoad = useService(PageLoadStore);
  const toast = useService(ToastStore);
  const changeQuantity = useService(ChangeQuantity);
  const changeSelection = useService(ChangeSelection);
  const remove = useService(RemoveFromCart);
  const ready = useCartReady();
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [deleting, setDeleting] = useState<LineView | null>(null);
  usePageMeta({ title: t('cart.page.title'), description: t('cart.page.description'), noindex: true });

  const setProblem = (lineId: number, text: string | null) => setProblems((all) => {
    const { [lineId]: _dropped, ...rest } = all;
    return text ? { ...rest, [lineId]: text } : rest;
  });
  /** A rule broken before sending shows beside the line; a server refusal is a toast (the store rolled back). */
  const report = (lineId: number | null, outcome: CartOutcome) => {
    if (outcome.ok) return;
    if (outcome.code === 'refused' || lineId === null) toast.error(failureText(t, outcome));
    else setProblem(lineId, failureText(t, outcome));
  };

  const step = (view: LineView, delta: 1 | -1) => {
    // Read at the click: the line already shows every earlier click (the use case queues them).
    const current = cart.lines.find((l) => l.id === view.line.id)?.quantity ?? view.line.quantity;
    setProblem(view.line.id, null);
    void changeQuantity.execute(view.line.id, current + delta, language).then((outcome) => report(view.line.id, outcome));
  };
  const toggle = (ids: number[], selected: boolean) => {
    void changeSelection.execute(selected ? ids : [], selected ? [] : ids, language).then((outcome) => report(null, outcome));
  };

  const views = cart.lines.map((line) => lineView(line, cart.now));
  const selectedLines = cart.selectedLines;
  const shippingKnown = selectedLines.length > 0 && selectedLines.every((line) => line.shipping_place !== null);
  const canProceed = selectedLines.length > 0;

  return (
    <div className={`container ${styles.page}`} data-testid="cart-page">
      <CheckoutSteps current="cart" />
      <div className={styles.heading}><h1 className={styles.title}>{t('cart.page.title')}</h1></div>
      {!ready || pageLoad.pending ? (
        <CartShimmer />
      ) : views.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.layout}>
          <section className={`${styles.panel} ${styles.main}`} aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="visually-hidden">{t('cart.page.product')}</h2>
            <div className={styles.toolbar}>
              <label className={styles.check}>
                <input type="checkbox" checked={cart.allSelected} onChange={(event) => toggle(cart.lines.map((l) => l.id), event.target.checked)} />
                {t('cart.page.select_all')}
              </label>
            </div>
            <ul className={styles.lines}>
              {views.map((view) => (
                <CartRow
                  key={view.line.id}
                  view={view}
                  problem={problems[view.line.id] ?? null}
                  onToggle={(selected) => toggle([view.line.id], selected)}
                  onStep={(delta) => step(view, delta)}
                  onRemove={() => setDeleting(view)}
                />
              ))}
            </ul>
          </section>
          <OrderSummary totals={cart.priced.totals} quantity={cart.selectedQuantity} shippingKnown={shippingKnown}>
            <button type="button" className={`${styles.primary} ${styles.block}`} disabled={!canProceed} onClick={() => void navigate(localize('/shipping'))}>
              {t('cart.page.proceed')}
            </button>
            {canProceed ? null : <p className={styles.hint}>{t('cart.page.select_to_proceed')}</p>}
          </OrderSummary>
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const outcome = await remove.execute(deleting.line.id, language);
            if (outcome.ok) toast.show(t('cart.page.removed'));
            else report(null, outcome);
          }}
        />
      ) : null}
    </div>
  );
});
export default CartPage;
