import { useId, useState, type FormEvent, type Ref } from 'react';
import { newsletterEmailError, type NewsletterEmailError } from '../../../core/newsletter/newsletter-email';
import { RequestError } from '../../../core/shared/request-error';
import { useLanguage } from '../../app/language-context';
import { useOptionalResolver } from '../../app/services';
import { useTranslation } from '../../i18n/react-i18n';
import styles from './NewsletterForm.module.css';

/** Where the form is: idle, submitting, success message, error. */
type State =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

/** The server's words for a refusal (the address's own message first); none when it never answered. */
function refusalMessage(error: unknown): string | null {
  if (!(error instanceof RequestError) || !error.status) return null;
  return error.fields.email ?? error.firstMessage;
}

interface Props {
  /** `light`: on a white surface (the popup); the footer's band is the shop's colour. */
  tone?: 'band' | 'light';
  /** Told once the shop took the address (its confirmation mail is on its way). */
  onSubscribed?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The newsletter sign-up form, the one the footer and the popup share: the shop's messages for an
 * empty or malformed address (`newsletterEmailError`), then `email-subscription` (its code loads on
 * the first submit), then the server's answer: the request to confirm by mail, or why not.
 */
export function NewsletterSignupForm({ tone = 'band', onSubscribed, inputRef }: Props) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const resolver = useOptionalResolver();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<NewsletterEmailError | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const errorId = useId();

  const error = problem === 'required' ? t('common.required', { type: t('common.email') })
    : problem === 'invalid_email' ? t('common.invalid_email')
      : state.kind === 'error' ? state.message : null;
  const submitting = state.kind === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = newsletterEmailError(email);
    setProblem(found);
    if (found || !resolver) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'submitting' });
    import('./subscribe-from-footer')
      .then(({ subscribeFromFooter }) => subscribeFromFooter(resolver, email.trim(), language))
      .then((message) => {
        setEmail('');
        setState({ kind: 'success', message: message || t('layout.newsletter.success') });
        onSubscribed?.();
      })
      .catch((failure: unknown) => setState({ kind: 'error', message: refusalMessage(failure) ?? t('layout.newsletter.failed') }));
  };

  return (
    // noValidate: the browser's own bubble would replace the shop's translated messages.
    <form className={`${styles.form} ${tone === 'light' ? styles.light : ''}`} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <label htmlFor={inputId} className="visually-hidden">{t('layout.newsletter.email_label')}</label>
      <div className={styles.field}>
        <input
          id={inputId}
          ref={inputRef}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          className={styles.input}
          placeholder={t('layout.newsletter.placeholder')}
          value={email}
          readOnly={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(null);
            if (state.kind === 'error' || state.kind === 'success') setState({ kind: 'idle' });
          }}
        />
        <button type="submit" className={styles.button} disabled={submitting}>
          {submitting ? t('layout.newsletter.subscribing') : t('layout.newsletter.subscribe')}
        </button>
      </div>
      {error && <p id={errorId} className={styles.error} role="alert">{error}</p>}
      {state.kind === 'success' && <p className={styles.success} role="status">{state.message}</p>}
    </form>
  );
}
