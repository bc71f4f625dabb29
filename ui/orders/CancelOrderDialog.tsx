import { useId, useState } from 'react';
import { Dialog } from '../kit/dialog/Dialog';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';

/** The cancel popup: a title, a message, an optional reason; confirming waits for the server. */
export function CancelOrderDialog({ code, onConfirm, onClose }: { code: string; onConfirm: (reason: string | null) => Promise<boolean>; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm(reason.trim() || null);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog title={t('orders.cancel.title')} onClose={onClose} role="alertdialog" size="small">
      <p>{t('orders.cancel.message', { code })}</p>
      <div className={accountStyles.field}>
        <label htmlFor={reasonId} className={accountStyles.label}>{t('orders.cancel.reason')}</label>
        <textarea id={reasonId} className={accountStyles.input} rows={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      <div className={accountStyles.formActions}>
        <button type="button" className={accountStyles.secondary} onClick={onClose} data-autofocus>{t('orders.cancel.keep')}</button>
        <button type="button" className={accountStyles.danger} disabled={busy} onClick={() => void confirm()}>{t('orders.cancel.confirm')}</button>
      </div>
    </Dialog>
  );
}
