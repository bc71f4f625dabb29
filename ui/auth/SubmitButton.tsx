import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import styles from './auth.module.css';

/**
 * The form's main button: disabled and saying so while the request runs. Also disabled until the
 * page has hydrated, so an early click cannot submit the form natively (credentials in a URL).
 */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button type="submit" className={styles.submit} disabled={!hydrated || submitting} aria-busy={submitting || undefined}>
      {submitting ? t('auth.wait') : label}
    </button>
  );
}
