import type { BankTransferDetails } from '../../core/payments/payment-methods';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { isolated } from '../cart/isolated';
import { useTranslation } from '../i18n/react-i18n';
import { BankDetails } from '../checkout/BankDetails';
import cartStyles from '../cart/cart.module.css';
import styles from '../checkout/checkout.module.css';

/**
 * What an unpaid bank-transfer order still needs, wherever the shopper can report the transfer
 * (the order-placed page, the order page): the amount, the shop's account (payment-gateway's
 * public bank details) and the tracking code as the payment reference, and whom to ask.
 */
export function BankTransferDue({ amount, code, bank }: { amount: string; code: string; bank: BankTransferDetails | null }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  // Each isolated (U+2066 … U+2069) so a phone number keeps its order inside Arabic text.
  const contact = [common.data?.setting.email, common.data?.setting.phone].filter(Boolean).map((part) => `\u2066${part}\u2069`).join(' · ');
  return (
    <div className={`${cartStyles.info} ${styles.bankBox}`} data-testid="bank-instructions">
      <h2 className={cartStyles.panelTitle}>{t('cart.placed.bank_title')}</h2>
      <p>{isolated(t, 'cart.placed.bank_text', { amount, code: <span dir="ltr" className={styles.code}>{code}</span> })}</p>
      {bank ? <BankDetails details={bank} reference={code} amount={amount} /> : null}
      {contact ? <p>{t('cart.placed.bank_contact', { contact })}</p> : null}
    </div>
  );
}
