import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import type { FieldProps } from './use-auth-form';
import styles from './auth.module.css';

interface Props extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> {
  label: string;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
}

/** A labelled input with its translated validation message, tied together for screen readers. */
export function AuthField({ label, error, revealable, type = 'text', ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <div className={styles.control}>
        <input
          id={id}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {revealable && (
          <button type="button" className={styles.reveal} aria-pressed={revealed} onClick={() => setRevealed((v) => !v)}>
            {revealed ? t('auth.hide_password') : t('auth.show_password')}
          </button>
        )}
      </div>
      {error && <p id={errorId} className={styles.error}>{error}</p>}
    </div>
  );
}
