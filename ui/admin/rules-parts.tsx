import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import type { RulesCall } from './rules-call';
import styles from './admin-rules.module.css';
import adminStyles from './admin.module.css';
import accountStyles from '../account/account.module.css';

/**
 * A text input, written in `lang` (its own direction: Arabic right to left inside any page), or
 * left to right for codes, amounts and paths; the server's refusal of it (`error`) tied to it.
 */
export function RuleField({ label, value, onChange, lang, dir, inputMode, maxLength = 191, hint, error }: {
  label: string; value: string; onChange: (value: string) => void; lang?: string; dir?: 'ltr' | 'rtl' | 'auto';
  inputMode?: 'decimal' | 'numeric' | 'text' | 'url'; maxLength?: number; hint?: string; error?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <input id={id} className={styles.input} value={value} lang={lang} dir={dir} inputMode={inputMode} maxLength={maxLength} autoComplete="off"
        aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(event) => onChange(event.target.value)} />
      {hint && <p id={`${id}-hint`} className={styles.muted}>{hint}</p>}
      {error && <p id={`${id}-error`} className={accountStyles.error}>{error}</p>}
    </div>
  );
}

export function RuleCheck({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/**
 * What the server said was done, or every reason it refused (nothing was changed), brought into
 * view when it changes: on a phone the button pressed may be a long way down the list.
 */
export const RulesMessages = observer(function RulesMessages({ call }: { call: RulesCall<unknown> }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  const said = call.failure ?? call.notice;
  useEffect(() => { if (said) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }); }, [said]);
  if (call.failure) {
    return (
      <div ref={ref} role="alert" className={adminStyles.alert}>
        {call.failure === true ? t('adminRules.failed') : call.failure.length === 1 ? call.failure[0] : (
          <>
            {t('adminRules.not_saved')}
            <ul className={styles.reasons}>{call.failure.map((reason) => <li key={reason}>{reason}</li>)}</ul>
          </>
        )}
      </div>
    );
  }
  return call.notice ? <p ref={ref} role="status" className={adminStyles.notice}>{call.notice}</p> : null;
});

/** Brings a form into view when it opens (an Edit pressed far down a list on a phone). */
export function useShownWhenOpen<T extends HTMLElement>(open: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => { if (open) ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }); }, [open]);
  return ref;
}
