import { isOnlineMethod, PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { useTranslation } from '../i18n/react-i18n';
import { PaymentMark } from './PaymentMark';
import styles from '../kit/choice.module.css';

/** The providers' own names (brands, written alike in every language), by method. */
export const PROVIDER_NAMES: Readonly<Record<number, string>> = { 1: 'Razorpay', 3: 'Stripe', 4: 'PayPal', 5: 'Paystack', 6: 'Flutterwave' };

/** The hint under a payment method: how the shopper pays with it. */
export function useMethodHint(): (method: number) => string | null {
  const { t } = useTranslation();
  return (method) => {
    if (method === PAYMENT_CASH_ON_DELIVERY) return t('cart.checkout.cod_hint');
    if (method === PAYMENT_BANK_TRANSFER) return t('cart.checkout.bank_hint');
    return isOnlineMethod(method) ? t('cart.checkout.online_hint', { provider: `\u2068${PROVIDER_NAMES[method] ?? ''}\u2069` }) : null;
  };
}

/**
 * One payment method as a radio: its mark, its name (the radio's accessible name, alone) and how
 * one pays with it (its description). The checkout and the return page after a failed payment list
 * methods with it.
 */
export function MethodChoice({ method, name, checked, onChoose }: { method: number; name: string; checked: boolean; onChoose: (method: number) => void }) {
  const { t } = useTranslation();
  const hint = useMethodHint()(method);
  const titleId = `${name}-${method}-title`;
  const hintId = `${name}-${method}-hint`;
  return (
    <label className={styles.choice}>
      <input type="radio" name={name} value={method} checked={checked} aria-labelledby={titleId} aria-describedby={hint ? hintId : undefined} onChange={() => onChoose(method)} />
      <PaymentMark method={method} />
      <span className={styles.choiceBody}>
        <span id={titleId} className={styles.choiceTitle}>{t(`cart.checkout.method_${method}`)}</span>
        {hint ? <span id={hintId} className={styles.choiceText}>{hint}</span> : null}
      </span>
    </label>
  );
}
