import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { PAYMENT_BANK_TRANSFER } from '../../core/payments/payment-methods';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { loadCheckout } from './checkout-loads';
import { isolated } from '../kit/isolated';
import { OrderSummary } from '../cart/OrderSummary';
import { CheckoutStepPage } from '../cart/CheckoutStepPage';
import { BankDetails } from './BankDetails';
import { AddressText } from './ShippingPage';
import { CheckoutViewModel } from './checkout-view-model';
import { MethodChoice, PROVIDER_NAMES } from '../payments/MethodChoice';
import cartStyles from '../cart/cart.module.css';
import styles from './checkout.module.css';

const PaymentMethods = observer(function PaymentMethods({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const vm = useService(CheckoutViewModel);
  const { methods, bank } = vm;
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
              <MethodChoice method={method} name="payment-method" checked={vm.paymentMethod === method} onChoose={(chosen) => vm.choosePaymentMethod(chosen)} />
              {/* Outside the label: the account details are not part of the radio's name. */}
              {method === PAYMENT_BANK_TRANSFER && bank && vm.paymentMethod === method ? <BankDetails details={bank} /> : null}
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
  const vm = useService(CheckoutViewModel);
  const refusal = vm.voucherRefusal;
  return (
    <section className={cartStyles.panel} aria-labelledby="voucher-title">
      <h2 id="voucher-title" className={cartStyles.panelTitle}>{t('cart.checkout.voucher_label')}</h2>
      {vm.voucher ? (
        <p className={styles.applied} data-testid="voucher-applied">
          <span>{isolated(t, 'cart.checkout.applied', { code: vm.voucher.code })}</span>
          <button type="button" className={styles.linkButton} disabled={disabled} onClick={() => vm.removeVoucher()}>{t('cart.checkout.remove_voucher')}</button>
        </p>
      ) : (
        <form className={styles.voucher} noValidate onSubmit={(event) => { event.preventDefault(); void vm.submitVoucher(language, t); }}>
          <label htmlFor="voucher-code" className="visually-hidden">{t('cart.checkout.voucher_label')}</label>
          <input
            id="voucher-code"
            className={styles.input}
            value={vm.voucherCode}
            autoComplete="off"
            placeholder={t('cart.checkout.voucher_placeholder')}
            aria-invalid={refusal !== null}
            aria-describedby={refusal ? 'voucher-refusal' : undefined}
            onChange={(event) => vm.typeVoucher(event.target.value)}
          />
          <button type="submit" className={cartStyles.secondary} disabled={vm.checkingVoucher || disabled}>{t('cart.checkout.apply')}</button>
        </form>
      )}
      {refusal && !vm.voucher ? <p id="voucher-refusal" className={`${cartStyles.alert} ${styles.refusal}`} role="alert">{refusal}</p> : null}
    </section>
  );
});

const CheckoutContent = observer(function CheckoutContent() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const vm = useService(CheckoutViewModel);
  const { address, placing, leavingFor: leaving } = vm;
  const confirm = () => vm.confirm(language, t, (orderId) => void navigate(localize(`/order-placed/${orderId}`)));
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
          {vm.blocks.map((block) => (
            <p key={block.kind} className={cartStyles.alert} role="alert">
              {t(block.kind === 'no_address' ? 'cart.shipping.no_address' : block.kind === 'nothing_selected' ? 'cart.shipping.nothing_selected' : 'cart.shipping.unable')}
            </p>
          ))}
          {vm.deliveryInstruction ? <p className={cartStyles.hint}>{t('cart.shipping.instruction')}: <bdi>{vm.deliveryInstruction}</bdi></p> : null}
        </section>
        <PaymentMethods disabled={placing || leaving !== null} />
        <VoucherField disabled={placing || leaving !== null} />
      </div>
      <OrderSummary totals={vm.totals} quantity={vm.selectedQuantity} shippingKnown={address !== null} freeDelivery={vm.freeDelivery}>
        <button type="button" className={`${cartStyles.primary} ${cartStyles.block}`} disabled={!vm.canPlace || placing || leaving !== null} aria-busy={placing || leaving !== null} onClick={() => void confirm()}>
          {t(placing ? 'cart.checkout.placing' : vm.online ? 'cart.checkout.confirm_pay' : 'cart.checkout.confirm')}
        </button>
        {leaving !== null ? <p className={cartStyles.hint} role="status" data-testid="leaving-for-provider">{t('payments.return.leaving', { provider: `\u2068${PROVIDER_NAMES[leaving] ?? ''}\u2069` })}</p> : null}
        {vm.placeRefusal ? <p className={`${cartStyles.alert} ${styles.refusal}`} role="alert" data-testid="place-refusal">{vm.placeRefusal}</p> : null}
      </OrderSummary>
    </div>
  );
});

/** `/checkout`: where the order ships, the payment method, a voucher, the totals and the confirm button. */
export default function CheckoutPage() {
  const vm = useService(CheckoutViewModel);
  return (
    <CheckoutStepPage step="payment" texts="cart.checkout" testId="checkout-page" load={loadCheckout} screen={vm}>
      <CheckoutContent />
    </CheckoutStepPage>
  );
}
