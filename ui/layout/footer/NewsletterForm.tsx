import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import { MailIcon } from '../../kit/icons/MailIcon';
import { newsletterEmailError, type NewsletterEmailError } from './newsletter-validation';
import styles from './NewsletterForm.module.css';

interface Props {
  /**
   * Receives a valid address. Seam for the subscription use case (api/v1 email-subscription):
   * it will report submitting, success and error states back to this form.
   */
  onSubscribe?: (email: string) => void;
}

/** The footer's newsletter sign-up with the spec's validation messages. */
export function NewsletterForm({ onSubscribe }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<NewsletterEmailError | null>(null);
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();

  const message = error === 'required' ? t('common.required', { type: t('common.email') }) : error === 'invalid_email' ? t('common.invalid_email') : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newsletterEmailError(email);
    setError(problem);
    if (!problem) onSubscribe?.(email.trim());
  };

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
        {/* noValidate: the browser's own bubble would replace the spec's messages. */}
        <form className={styles.form} noValidate onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">{t('layout.newsletter.email_label')}</label>
          <div className={styles.field}>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              className={styles.input}
              placeholder={t('layout.newsletter.placeholder')}
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
            />
            <button type="submit" className={styles.button}>{t('layout.newsletter.subscribe')}</button>
          </div>
          {message && <p id={errorId} className={styles.error} role="alert">{message}</p>}
        </form>
      </div>
    </section>
  );
}
