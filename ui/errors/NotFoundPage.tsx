import { useId } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import styles from './errors.module.css';

/** 404: the route or the thing it names does not exist. Changes nothing global (title, status are the server's). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={`container ${styles.page}`} aria-labelledby={titleId}>
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id={titleId} className={styles.title}>{t('errors.not_found')}</h1>
      <p className={styles.hint}>{t('errors.not_found_hint')}</p>
      <div className={styles.actions}>
        <LocalizedLink to="/" className={`${styles.button} ${styles.primary}`}>{t('errors.go_home')}</LocalizedLink>
      </div>
    </section>
  );
}
