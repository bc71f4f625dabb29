import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApplyVoucher } from '../../core/checkout/apply-voucher';
import { bankDetailsOf, PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { PlaceOrder } from '../../core/checkout/place-order';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CartStore } from '../cart/cart-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { AddressesViewModel } from '../account/addresses-view-model';
import { loadCheckout } from '../cart/cart-loads';
import { failureText } from '../cart/cart-messages';
import { isolate, isolated } from '../cart/isolated';
import { OrderSummary } from '../cart/OrderSummary';
import { CheckoutStepPage } from './CheckoutStepPage';
import { BankDetails } from './BankDetails';
import { AddressText } from './ShippingPage';
import { shippingBlocks } from './shipping-view';
import cartStyles from '../cart/cart.module.css';
import styles from './checkout.module.css';

/** The hint under a payment method: how the shopper pays with it. */
const METHOD_HINTS: Readonly<Record<number, string>> = {
  [PAYMENT_CASH_ON_DELIVERY]: 'cart.checkout.cod_hint',
  [PAYMENT_BANK_TRANSFER]: 'cart.checkout.bank_hint',
};

const PaymentMethods = observer(function PaymentMethods({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const cart = useService(CartStore);
  const methods = cart.paymentMethods ?? [];
  const bank = bankDetailsOf(methods);
  return (
    <section className={cartStyles.panel} aria-labelledby="payment-title">
      <h2 id="payment-title" className={cartStyles.panelTitle}>{t('cart.checkout.payment_title')}</h2>
      {methods.length === 0 ? (
        <p className={cartStyles.alert} role="alert">{t('cart.checkout.no_method')}</p>
      ) : (
        <fieldset className={styles.methods} disabled={disabled}>
          <legend className="visually-hidden">{t('cart.checkout.payment_title')}</legend>
          {methods.map(({ method }) => (
            <div key={method} className={styles.method}>
              <label className={styles.choice}>
                <input type="radio" name="payment-method" checked={cart.paymentMethod === method} onChange={() => cart.setPaymentMethod(method)} />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{t(`cart.checkout.method_${method}`)}</span>
                  {METHOD_HINTS[method] ? <span className={styles.choiceText}>{t(METHOD_HINTS[method])}</span> : null}
                </span>
              </label>
              {/* Outside the label: the account details are not part of the radio's name. */}
              {method === PAYMENT_BANK_TRANSFER && bank && cart.paymentMethod === method ? <BankDetails details={bank} /> : null}
            </div>
          ))}
        </fieldset>
      )}
    </section>
  );
});

const VoucherField = observer(function VoucherField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const cart = useService(CartStore);
  const apply = useService(ApplyVoucher);
  const toast = useService(ToastStore);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await apply.execute(code, language);
      if (outcome.ok) {
        toast.show(t('cart.checkout.applied', { code: isolate(cart.voucher?.code ?? code.trim()) }));
        setCode('');
      } else {
        const text = failureText(t, outcome);
        setRefusal(text);
        toast.error(text);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={cartStyles.panel} aria-labelledby="voucher-title">
      <h2 id="voucher-title" className={cartStyles.panelTitle}>{t('cart.checkout.voucher_label')}</h2>
      {cart.voucher ? (
        <p className={styles.applied} data-testid="voucher-applied">
          <span>{isolated(t, 'cart.checkout.applied', { code: cart.voucher.code })}</span>
          <button type="button" className={styles.linkButton} disabled={disabled} onClick={() => apply.clear()}>{t('cart.checkout.remove_voucher')}</button>
        </p>
      ) : (
        <form className={styles.voucher} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
          <label htmlFor="voucher-code" className="visually-hidden">{t('cart.checkout.voucher_label')}</label>
          <input
            id="voucher-code"
            className={styles.input}
            value={code}
            autoComplete="off"
            placeholder={t('cart.checkout.voucher_placeholder')}
            aria-invalid={refusal !== null}
            aria-describedby={refusal ? 'voucher-refusal' : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className={cartStyles.secondary} disabled={busy || disabled}>{t('cart.checkout.apply')}</button>
        </form>
      )}
      {refusal && !cart.voucher ? <p id="voucher-refusal" className={`${cartStyles.alert} ${styles.refusal}`} role="alert">{refusal}</p> : null}
    </section>
  );
});

const CheckoutContent = observer(function CheckoutContent() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const cart = useService(CartStore);
  const book = useService(AddressesViewModel);
  const placeOrder = useService(PlaceOrder);
  const toast = useService(ToastStore);
  const [placing, setPlacing] = useState(false);
  // The page's load (loadShipping) pages the book on until it holds the chosen address, wherever
  // the shopper found it ("Show more" at shipping): api/v1 has no read of one address by id.
  const address = book.addresses.find((a) => a.id === cart.addressId) ?? null;
  const blocks = shippingBlocks(cart.lines, address);
  const methods = cart.paymentMethods ?? [];
  const canPlace = blocks.length === 0 && methods.length > 0 && cart.paymentMethod !== null;

  const confirm = async () => {
    if (placing) return;
    setPlacing(true);
    try {
      const outcome = await placeOrder.execute(language, Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
      if (outcome.ok) void navigate(localize(`/order-placed/${outcome.order.id}`));
      else toast.error(failureText(t, outcome));
    } finally {
      setPlacing(false);
    }
  };

  return (
    <div className={cartStyles.layout}>
      <div className={cartStyles.main}>
        <section className={cartStyles.panel} aria-labelledby="ship-to-title">
          <div className={cartStyles.heading}>
            <h2 id="ship-to-title" className={cartStyles.panelTitle}>{t('cart.checkout.ship_to')}</h2>
            <LocalizedLink to="/shipping" className={styles.linkButton}>{t('cart.checkout.change')}</LocalizedLink>
          </div>
          {address ? (
            <address className={styles.shipTo}><strong>{address.name}</strong><br /><AddressText address={address} /></address>
          ) : null}
          {blocks.map((block) => (
            <p key={block.kind} className={cartStyles.alert} role="alert">
              {t(block.kind === 'no_address' ? 'cart.shipping.no_address' : block.kind === 'nothing_selected' ? 'cart.shipping.nothing_selected' : 'cart.shipping.unable')}
            </p>
          ))}
          {cart.deliveryInstruction.trim() ? <p className={cartStyles.hint}>{t('cart.shipping.instruction')}: <bdi>{cart.deliveryInstruction.trim()}</bdi></p> : null}
        </section>
        <PaymentMethods disabled={placing} />
        <VoucherField disabled={placing} />
      </div>
      <OrderSummary totals={cart.priced.totals} quantity={cart.selectedQuantity} shippingKnown={address !== null}>
        <button type="button" className={`${cartStyles.primary} ${cartStyles.block}`} disabled={!canPlace || placing} aria-busy={placing} onClick={() => void confirm()}>
          {t(placing ? 'cart.checkout.placing' : 'cart.checkout.confirm')}
        </button>
      </OrderSummary>
    </div>
  );
});

/** `/checkout`: where the order ships, the payment method, a voucher, the totals and the confirm button. */
const CheckoutPage = () => (
  <CheckoutStepPage step="payment" texts="cart.checkout" testId="checkout-page" load={loadCheckout}>
    <CheckoutContent />
  </CheckoutStepPage>
);
export default CheckoutPage;
