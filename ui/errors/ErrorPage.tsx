import { useId } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import { useLocalizePath } from '../app/language-context';
import {
  API_DOWN_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_ERROR_STATUS,
  NOT_FOUND_MESSAGE,
  UNAUTHORIZED_MESSAGE,
} from '../../core/shared/request-error';
import styles from './errors.module.css';

interface Props {
  status: number;
  message: string;
  /** Retries what failed; without it, Try reloads the page. */
  onTry?: () => void;
  /** Rendered outside any layout and outside the router (the shop-wide data failed). */
  standalone?: boolean;
}

// Messages the app itself produces in English are shown in the shopper's language; a server's
// message is shown as sent (the server already answers in the requested language). The server's
// untranslated default refusal ("Unauthorized") is never shown as such: no page speaks English
// to a shopper of another language (issue 28).
const KNOWN_MESSAGES: Record<string, string> = {
  [DEFAULT_ERROR_MESSAGE]: 'errors.something_went_wrong',
  [NOT_FOUND_MESSAGE]: 'errors.not_found',
  [API_DOWN_MESSAGE]: 'errors.api_down',
  [UNAUTHORIZED_MESSAGE]: 'errors.unauthorized',
};

// The last screen a shopper sees when everything else failed: English labels stand in if even the
// catalogue is missing. Uses no router hooks or Link, so it also renders outside the router.
const FALLBACK: Record<string, string> = {
  'errors.something_went_wrong': DEFAULT_ERROR_MESSAGE,
  'errors.not_found': NOT_FOUND_MESSAGE,
  'errors.api_down': API_DOWN_MESSAGE,
  'errors.try': 'Try',
  'errors.reload': 'Reload',
  'errors.go_home': 'Go to homepage',
};

function reload(): void {
  window.location.reload();
}

/** Status (default 500), message (default "Something went wrong") and the ways out: Try, Reload, Go to homepage. */
export function ErrorPage({ status, message, onTry, standalone = false }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const home = useLocalizePath()('/');
  const label = (key: string) => t(key, { defaultValue: FALLBACK[key] ?? key });
  const shownStatus = Number.isFinite(status) && status > 0 ? status : DEFAULT_ERROR_STATUS;
  const text = message?.trim() ? message : DEFAULT_ERROR_MESSAGE;
  const shownMessage = KNOWN_MESSAGES[text] ? label(KNOWN_MESSAGES[text]) : text;
  return (
    <section
      className={[standalone ? '' : 'container', styles.page, standalone ? styles.standalone : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <p className={styles.code}>{shownStatus}</p>
      <h1 id={titleId} className={styles.title}>{shownMessage}</h1>
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => (onTry ? onTry() : reload())}>{label('errors.try')}</button>
        <button type="button" className={styles.button} onClick={reload}>{label('errors.reload')}</button>
        <a href={home} className={styles.button}>{label('errors.go_home')}</a>
      </div>
    </section>
  );
}
