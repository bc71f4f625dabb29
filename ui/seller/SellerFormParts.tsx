import type { ReactNode } from 'react';
import accountStyles from '../account/account.module.css';
import { useTranslation } from '../i18n/react-i18n';
import styles from './seller.module.css';

/** The element id of a form field as core names it (`variants.1.sku` → `seller-variants-1-sku`): the summary links to it. */
export function fieldId(field: string): string {
  return `seller-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** What a control of a field carries: its id, and when refused, aria-invalid and the message's id. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function controlProps(field: string, message: string | null, hintId?: string): ControlProps {
  const id = fieldId(field);
  const described = [message ? `${id}-error` : null, hintId ?? null].filter(Boolean).join(' ');
  const props: ControlProps = { id, className: accountStyles.input };
  if (message) props['aria-invalid'] = true;
  if (described) props['aria-describedby'] = described;
  return props;
}

/** A labelled field with its hint and, when refused, its message beside it. */
export function Field({ field, label, message, hint, required, optional, wide, children }: {
  field: string;
  label: ReactNode;
  message: string | null;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  wide?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = fieldId(field);
  return (
    <div className={wide ? `${accountStyles.field} ${accountStyles.wide}` : accountStyles.field}>
      <label htmlFor={id} className={accountStyles.label}>
        {label}
        {required && <span className={styles.required}> ({t('seller.form.required')})</span>}
        {optional && <span className={accountStyles.optional}> ({t('seller.form.optional')})</span>}
      </label>
      {children(controlProps(field, message, hint ? `${id}-hint` : undefined))}
      {hint && <p id={`${id}-hint`} className={styles.fieldHint}>{hint}</p>}
      {message && <p id={`${id}-error`} className={accountStyles.error}>{message}</p>}
    </div>
  );
}

export interface SummaryItem {
  field: string | null;
  text: string;
}

/** Every refusal at the top of the form, each a link to its field; announced when it appears. */
export function ErrorSummary({ items, children }: { items: readonly SummaryItem[]; children?: ReactNode }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div role="alert" className={styles.summary}>
      <p className={styles.summaryTitle}>{t('seller.form.errors_title')}</p>
      <ul className={styles.summaryList}>
        {items.map((item, index) => (
          <li key={`${item.field ?? 'form'}-${index}`}>
            {item.field ? <a href={`#${fieldId(item.field)}`}>{item.text}</a> : item.text}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
