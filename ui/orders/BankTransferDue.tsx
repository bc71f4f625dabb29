import { Fragment } from 'react';
import type { BankTransferDetails } from '../../core/payments/payment-methods';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { isolated } from '../kit/isolated';
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
  // Each left to right and kept on one line, so a phone number keeps its order (and its digits together) inside Arabic text.
  const parts = [common.data?.setting.email, common.data?.setting.phone].filter((part): part is string => Boolean(part));
  const contact = parts.map((part, i) => <Fragment key={part}>{i > 0 ? ' · ' : ''}<span dir="ltr" style={{ whiteSpace: 'nowrap' }}>{part}</span></Fragment>);
  return (
    <div className={`${cartStyles.info} ${styles.bankBox}`} data-testid="bank-instructions">
      <h2 className={cartStyles.panelTitle}>{t('cart.placed.bank_title')}</h2>
      <p>{isolated(t, 'cart.placed.bank_text', { amount, code: <span dir="ltr" className={styles.code}>{code}</span> })}</p>
      {bank ? <BankDetails details={bank} reference={code} amount={amount} /> : null}
      {parts.length > 0 ? <p>{isolated(t, 'cart.placed.bank_contact', { contact: <>{contact}</> })}</p> : null}
    </div>
  );
}
