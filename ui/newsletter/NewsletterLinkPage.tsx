import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { RequestError } from '../../core/shared/request-error';
import { useLanguage } from '../app/language-context';
import { usePageMeta } from '../app/meta-store-hooks';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import accountStyles from '../account/account.module.css';
import styles from './newsletter.module.css';

type Outcome = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

interface Props {
  /** Which link of a newsletter mail this page answers. */
  action: 'confirm' | 'unsubscribe';
  /** The call with the link's token (ConfirmNewsletter or UnsubscribeNewsletter). */
  run: (token: string, language: string) => Promise<string>;
}

/**
 * The page a newsletter mail's link opens (`/newsletter/confirm?token=…`, `/newsletter/unsubscribe?token=…`):
 * it makes the call once it runs in the browser (never in the server render, so a mail scanner
 * that fetches the link changes nothing), then says what happened and offers the way home.
 */
export function NewsletterLinkPage({ action, run }: Props) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);
  usePageMeta({ title: t(`newsletter.${action}_title`), noindex: true });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (token === '') {
      setOutcome({ kind: 'failed', message: t('newsletter.no_token') });
      return;
    }
    run(token, language).then(
      (message) => setOutcome({ kind: 'done', message }),
      (error: unknown) => setOutcome({ kind: 'failed', message: error instanceof RequestError && error.status ? error.firstMessage : t('newsletter.failed') }),
    );
  }, [run, token, language, t]);

  return (
    <div className="container">
      <section className={styles.page} aria-labelledby="newsletter-title" aria-busy={outcome.kind === 'working' || undefined}>
        <h1 id="newsletter-title" className={accountStyles.title}>{t(`newsletter.${action}_title`)}</h1>
        {outcome.kind === 'working' && <p className={styles.text}>{t(`newsletter.${action}_working`)}</p>}
        {outcome.kind === 'done' && <p className={styles.text} role="status">{outcome.message}</p>}
        {outcome.kind === 'failed' && <p className={`${styles.text} ${styles.failed}`} role="alert">{outcome.message}</p>}
        {outcome.kind !== 'working' && <LocalizedLink to="/" className={`${accountStyles.primary} ${styles.home}`}>{t('newsletter.go_home')}</LocalizedLink>}
      </section>
    </div>
  );
}
