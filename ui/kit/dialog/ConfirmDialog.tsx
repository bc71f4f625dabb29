import { useState } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import { Dialog } from './Dialog';
import styles from './Dialog.module.css';

interface Props {
  /** Defaults to 'Do you really want to delete?'. */
  question?: string;
  confirmLabel?: string;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}

/** Asks before something irreversible; the confirm button waits for the action and then closes. */
export function ConfirmDialog({ question, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog title={question ?? t('account.dialog.confirm_delete')} onClose={onClose} role="alertdialog" size="small">
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose} data-autofocus>{t('account.dialog.cancel')}</button>
        <button type="button" className={styles.danger} disabled={busy} onClick={() => void confirm()}>{confirmLabel ?? t('account.dialog.delete')}</button>
      </div>
    </Dialog>
  );
}
