import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { methodOfProvider } from '../../core/payments/payment-methods';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { usePageMeta } from '../app/meta-store-hooks';
import { useService } from '../app/services';
import { SessionStore } from '../app/session-store';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { useRouteParams } from '../routing/route-params';
import { MethodChoice, PROVIDER_NAMES } from './MethodChoice';
import { PaymentReturnViewModel } from './payment-return-view-model';
import cartStyles from '../cart/cart.module.css';
import styles from './payments.module.css';

/** Text set apart from its sentence (a provider's name in Arabic). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** "Try again" and the shop's other methods, for an order whose payment did not go through. */
const PayAgain = observer(function PayAgain({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const vm = useService(PaymentReturnViewModel);
  const busy = vm.working;
  const onSwitched = (id: number) => void navigate(localize(`/order-placed/${id}`), { replace: true });
  return (
    <div data-testid="pay-again">
      {vm.canRetry && vm.method !== null ? (
        <div className={styles.actions}>
          <button type="button" className={cartStyles.primary} disabled={busy} aria-busy={busy} onClick={() => void vm.tryAgain(language)}>
            {t('payments.return.try_again', { method: isolate(t(`cart.checkout.method_${vm.method}`)) })}
          </button>
        </div>
      ) : null}
      {vm.alternatives.length > 0 ? (
        <form
          className={styles.other}
          aria-labelledby="other-methods-title"
          onSubmit={(event) => {
            event.preventDefault();
            void vm.payWithChoice(language, onSwitched);
          }}
        >
          <h2 id="other-methods-title" className={cartStyles.panelTitle}>{t('payments.return.other_title')}</h2>
          <fieldset className={styles.methods} disabled={busy}>
            <legend className="visually-hidden">{t('payments.return.other_title')}</legend>
            {vm.alternatives.map(({ method }) => (
              <MethodChoice key={method} method={method} name={`other-method-${orderId}`} checked={vm.choice === method} onChoose={(chosen) => vm.choose(chosen)} />
            ))}
          </fieldset>
          <button type="submit" className={cartStyles.secondary} disabled={busy || vm.choice === null}>{t('payments.return.pay_with')}</button>
        </form>
      ) : null}
      {vm.leavingFor !== null ? <p className={cartStyles.hint} role="status">{t('payments.return.leaving', { provider: isolate(PROVIDER_NAMES[vm.leavingFor] ?? '') })}</p> : null}
      {vm.refusal ? <p className={cartStyles.alert} role="alert" data-testid="pay-again-refusal">{vm.refusal}</p> : null}
    </div>
  );
});

/**
 * `/razorpay-callback` and `/payment-return/:provider`: where a provider's page sends the shopper
 * back. The payment is checked once the page runs in the browser (never in the server's render, so
 * a prefetch or a scanner changes nothing), showing its progress; a paid order opens its
 * order-placed page in place of this one; a cancelled, failed or unverifiable payment says so in
 * the shopper's language and offers to pay again or another way.
 */
const PaymentReturnPage = observer(function PaymentReturnPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { search } = useLocation();
  const provider = useRouteParams().provider ?? 'razorpay';
  const vm = useService(PaymentReturnViewModel);
  const session = useService(SessionStore);
  const onPaid = (id: number) => void navigate(localize(`/order-placed/${id}`), { replace: true });
  usePageMeta({ title: t('payments.return.title'), noindex: true });

  useEffect(() => {
    void vm.start(language, provider, search, onPaid);
    // Once per return (provider and query); the outcome stays in the view model.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, search]);
  useEffect(() => () => vm.close(), [vm]);

  // From the path itself: the same name in the server's render, the hydrating one and after.
  const providerName = isolate(PROVIDER_NAMES[methodOfProvider(provider) ?? 0] ?? provider);
  const outcome = vm.outcome;
  const links = (
    <div className={styles.actions}>
      {session.isLoggedIn ? <LocalizedLink to="/user/orders" className={cartStyles.secondary}>{t('cart.placed.view_orders')}</LocalizedLink> : null}
      <LocalizedLink to="/" className={cartStyles.secondary}>{t('cart.placed.continue')}</LocalizedLink>
    </div>
  );

  let body;
  if (outcome === null || outcome.kind === 'paid') {
    body = (
      <>
      <h1 className="visually-hidden">{t('payments.return.title')}</h1>
      <div className={styles.progress} role="status" data-testid="payment-progress">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={cartStyles.hint}>{outcome ? t('payments.return.paid') : t('payments.return.checking', { provider: providerName })}</p>
      </div>
      </>
    );
  } else if (outcome.kind === 'not_completed' || outcome.kind === 'unverified') {
    body = (
      <>
        <h1 className={cartStyles.title}>{t(outcome.kind === 'unverified' ? 'payments.return.unverified_title' : 'payments.return.failed_title')}</h1>
        <div role="alert" data-testid="payment-problem">
          <p>{outcome.message ?? t('payments.return.cancelled', { provider: providerName })}</p>
          <p className={cartStyles.hint}>{t('payments.return.kept')}</p>
        </div>
        <PayAgain orderId={outcome.orderId} />
        {links}
      </>
    );
  } else if (outcome.kind === 'unknown') {
    body = (
      <>
        <h1 className={cartStyles.title}>{t('payments.return.unknown_title')}</h1>
        <p role="alert" data-testid="payment-problem">{t('payments.return.unknown')}</p>
        <div className={styles.actions}>
          <button type="button" className={cartStyles.primary} onClick={() => void vm.checkAgain(language, search, onPaid)}>{t('payments.return.check_again')}</button>
        </div>
        {links}
      </>
    );
  } else {
    body = (
      <>
        <h1 className={cartStyles.title}>{t('payments.return.not_found_title')}</h1>
        <p role="alert" data-testid="payment-problem">{outcome.message ?? t('cart.placed.not_found')}</p>
        {links}
      </>
    );
  }

  return (
    <div className={`container ${cartStyles.page}`} data-testid="payment-return-page">
      <section className={`${cartStyles.panel} ${styles.page}`} aria-busy={outcome === null || undefined}>{body}</section>
    </div>
  );
});
export default PaymentReturnPage;
