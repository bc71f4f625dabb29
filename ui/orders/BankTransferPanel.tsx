import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { BANK_TRANSFER_FIELDS, BankTransferForm } from '../../core/payments/bank-transfer-form';
import type { BankTransferReport } from '../../core/orders/order-contract';
import { useTranslation } from '../i18n/react-i18n';
import { useLanguage } from '../app/language-context';
import { formatDate } from '../../core/shared/dates';
import { FormField } from '../account/FormField';
import { FormModel } from '../account/form-model';
import { isolate } from './OrderTimeline';
import accountStyles from '../account/account.module.css';

/**
 * The bank-transfer report of an unpaid bank-transfer order: the form (each field "{type} is
 * required"), then what was reported, replaceable until the shop verifies it.
 */
export const BankTransferPanel = observer(function BankTransferPanel({ report, onSubmit, onError }: {
  report: BankTransferReport | null;
  onSubmit: (form: BankTransferForm) => Promise<void>;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const [form] = useState(() => new FormModel(BankTransferForm, report ?? {}));
  if (report?.verified_at) return <section className={accountStyles.panel}><p>{t('orders.transfer.verified')}</p></section>;
  return (
    <section className={accountStyles.panel} aria-labelledby="transfer-title" data-testid="bank-transfer-panel">
      <h2 id="transfer-title" className={accountStyles.panelTitle}>{t('orders.transfer.title')}</h2>
      <p className={accountStyles.hint}>{report ? t('orders.transfer.submitted', { date: isolate(formatDate(language, report.created_at)) }) : t('orders.transfer.intro')}</p>
      <form
        className={accountStyles.formGrid}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(onSubmit, onError);
        }}
      >
        {BANK_TRANSFER_FIELDS.map((name) => (
          <FormField key={name} name={name} value={form.values[name] ?? ''} error={form.errors[name]} serverError={form.serverErrors[name]} onChange={(value) => form.set(name, value)} />
        ))}
        <div className={accountStyles.formActions}>
          <button type="submit" className={accountStyles.primary} disabled={form.submitting}>{t('orders.transfer.submit')}</button>
        </div>
      </form>
    </section>
  );
});
