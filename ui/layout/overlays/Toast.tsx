import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SessionStore } from '../../app/session-store';
import { useTranslation } from '../../i18n/react-i18n';
import { useService } from '../../app/services';
import { ToastStore } from './toast-store';
import { CloseIcon } from '../../kit/icons/CloseIcon';
import { cx } from '../cx';
import { toastText } from './toast-text';
import styles from './Toast.module.css';

/** The one toast of the page. The store hides it after five seconds; the shopper may close it sooner. */
export const Toast = observer(function Toast() {
  const { t } = useTranslation();
  const toast = useService(ToastStore);
  const session = useService(SessionStore);
  const ended = session.ended;
  // A session the server ended (idle, revoked, signed out elsewhere): said once, in the page's language.
  useEffect(() => {
    if (!ended) return;
    session.acknowledgeEnd();
    toast.show(t('layout.session.ended'));
  }, [ended, session, toast, t]);
  if (!toast.visible) return null;
  // Errors interrupt (alert); confirmations wait their turn (status).
  return (
    <div className={cx(styles.toast, toast.isError ? styles.error : styles.success)} role={toast.isError ? 'alert' : 'status'}>
      <p className={styles.text}>{toastText(t, toast)}</p>
      <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => toast.hide()}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
});
