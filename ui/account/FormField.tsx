import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { VALIDATION_VALUES, type ValidationCode } from '../../core/shared/validation-codes';
import { useTranslation } from '../i18n/react-i18n';
import styles from './account.module.css';

interface Props {
  /** Key under `account.fields` (the label, unless `label` is given), and the control's name. */
  name: string;
  /** The label when the field is not one of `account.fields` (another page's form). */
  label?: string;
  value: string;
  error?: ValidationCode;
  /** The server's message for this field, already in the shopper's language; a browser check wins. */
  serverError?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  /** A select instead of a text input. */
  options?: readonly { value: string; label: string }[];
  optional?: boolean;
  wide?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  /**
   * `ltr`: left to right whatever the page's direction (paths, addresses, codes); `auto`: the
   * direction of what is typed (a name that may be Latin or Arabic keeps its punctuation in place).
   */
  dir?: 'ltr' | 'auto';
}

/** A labelled input or select with its translated '{type} is required'-style message (or the server's) under it. */
export const FormField = observer(function FormField({ name, label: ownLabel, value, error, serverError, onChange, type = 'text', autoComplete, options, optional, wide, disabled, hint, rows, maxLength, dir }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const label = ownLabel ?? t(`account.fields.${name}`);
  const message = error ? t(`account.validation.${error}`, { ...VALIDATION_VALUES, type: label }) : (serverError || null);
  const common = {
    id,
    name,
    value,
    disabled,
    // A phone number reads left to right in Arabic too.
    dir: dir ?? (type === 'tel' ? 'ltr' as const : undefined),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
    className: styles.input,
  };
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({t('account.fields.optional')})</span> : null}
      </label>
      {options ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      ) : rows ? (
        <textarea {...common} rows={rows} maxLength={maxLength} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={type === 'tel' ? 'tel' : undefined} autoComplete={autoComplete} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint}
      {message ? <p id={`${id}-error`} className={styles.error}>{message}</p> : null}
    </div>
  );
});
