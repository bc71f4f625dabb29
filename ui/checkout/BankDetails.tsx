import { BANK_DETAIL_FIELDS, type BankTransferDetails } from '../../core/payments/payment-methods';
import { useTranslation } from '../i18n/react-i18n';
import styles from './checkout.module.css';

interface Props {
  details: BankTransferDetails;
  /** On the order-placed page: the tracking code as the payment reference, and the amount to send. */
  reference?: string;
  amount?: string;
}

/**
 * The shop's bank account as payment-gateway publishes it (bank, holder, number, branch, SWIFT,
 * routing), then the shop's own instructions. Every value is the shop's text: isolated, and
 * numbers and codes read left to right inside Arabic.
 */
export function BankDetails({ details, reference, amount }: Props) {
  const { t } = useTranslation();
  const rows = BANK_DETAIL_FIELDS.filter((field) => details[field]).map((field) => ({ field, label: t(`cart.bank.${field}`), value: details[field]! }));
  return (
    <div className={styles.bankDetails} data-testid="bank-details">
      <dl className={styles.bank}>
        {rows.map(({ field, label, value }) => (
          <div key={field} className={styles.bankRow}>
            <dt>{label}</dt>
            <dd><bdi dir={field === 'bank_name' || field === 'account_holder' || field === 'branch' ? undefined : 'ltr'}>{value}</bdi></dd>
          </div>
        ))}
        {amount ? <div className={styles.bankRow}><dt>{t('cart.bank.amount')}</dt><dd><bdi>{amount}</bdi></dd></div> : null}
        {reference ? <div className={styles.bankRow}><dt>{t('cart.bank.reference')}</dt><dd className={styles.code}><bdi dir="ltr">{reference}</bdi></dd></div> : null}
      </dl>
      {details.instructions ? <p className={styles.bankNote} dir="auto">{details.instructions}</p> : null}
    </div>
  );
}
