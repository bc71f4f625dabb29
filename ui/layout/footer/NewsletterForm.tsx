import { useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import { MailIcon } from '../../kit/icons/MailIcon';
import { NewsletterSignupForm } from './NewsletterSignupForm';
import styles from './NewsletterForm.module.css';

/** The footer's newsletter band: what the newsletter is, and the sign-up form (shared with the popup). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <span className={styles.icon}><MailIcon size={26} /></span>
          <div>
            <h2 id={titleId} className={styles.title}>{t('layout.newsletter.title')}</h2>
            <p className={styles.text}>{t('layout.newsletter.text')}</p>
          </div>
        </div>
        <NewsletterSignupForm />
      </div>
    </section>
  );
}
