import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CompleteSocialSignIn } from '../../core/auth/complete-social-sign-in';
import { RequestError } from '../../core/shared/request-error';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import styles from './auth.module.css';

/**
 * `/social-callback`: the provider sent the shopper back with `code` and `state`. The exchange
 * runs in the browser only (the cookie is written there), then on to `return_to` or home.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const localize = useLocalizePath();
  const complete = useService(CompleteSocialSignIn);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; a provider code works only once.
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(search);
    const code = query.get('code');
    const state = query.get('state');
    const providerError = query.get('error');
    if (!state || (!code && !providerError)) {
      setError(t('auth.social.incomplete'));
      return;
    }
    // A refusal at the provider (`error`) is still sent with its state: the server answers it in
    // the shopper's language and forgets the state.
    const iss = query.get('iss');
    const fields = { code: code ?? '', state, ...(iss ? { iss } : {}), ...(providerError ? { error: providerError } : {}) };
    complete.execute(fields, language).then(
      ({ returnTo }) => navigate(returnTo ?? localize('/'), { replace: true }),
      (failure: unknown) => setError(failure instanceof RequestError ? failure.firstMessage : t('auth.social.failed')),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{error ? t('auth.social.failed') : t('auth.social.title')}</h1>
      {error && (
        <>
          <div role="alert" className={styles.alert}><p className={styles.alertTitle}>{t('auth.error_title')}</p><p>{error}</p></div>
          <LocalizedLink to="/login" className={`${styles.submit} ${styles.buttonLink}`}>{t('auth.social.back')}</LocalizedLink>
        </>
      )}
    </div>
  );
}
