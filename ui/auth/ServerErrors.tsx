import { useTranslation } from '../i18n/react-i18n';
import styles from './auth.module.css';

/** What the server refused (wrong code, throttled, taken...), in the shopper's language. */
export function ServerErrors({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertTitle}>{t('auth.error_title')}</p>
      <ul className={styles.alertList}>
        {messages.map((message) => <li key={message}>{message}</li>)}
      </ul>
    </div>
  );
}
