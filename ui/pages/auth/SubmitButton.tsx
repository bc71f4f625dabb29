import { useTranslation } from '../../i18n/react-i18n';
import styles from './auth.module.css';

/** The form's main button: disabled and saying so while the request runs. */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting || undefined}>
      {submitting ? t('auth.wait') : label}
    </button>
  );
}
