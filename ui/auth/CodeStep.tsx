import type { ReactNode } from 'react';
import { VerifyForm } from '../../core/auth/auth-forms';
import { useTranslation } from '../i18n/react-i18n';
import { AuthField } from './AuthField';
import { ServerErrors } from './ServerErrors';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import styles from './auth.module.css';

interface Props {
  email: string;
  /** The challenge of the answer that mailed the code: the code is entered with it. */
  challenge: string;
  /** Why a code is asked for, when it is not registration (the server's words, in the shopper's language). */
  lead?: string;
  /** The button's label (registration: verify). */
  submitLabel?: string;
  onVerify(fields: { email: string; code: string; challenge: string }): Promise<void>;
  onChangeEmail(): void;
  /** A way on beside "use a different e-mail" (sign-in: "Forgot password?", which its lead names). */
  aside?: ReactNode;
}

/** "Enter the code we e-mailed": the second step of shopper and seller registration, and of a sign-in past the account's ceiling of failures. */
export function CodeStep({ email, challenge, lead, submitLabel, onVerify, onChangeEmail, aside }: Props) {
  const { t } = useTranslation();
  const form = useAuthForm(VerifyForm, { email, challenge });
  return (
    <>
      <h1 className={styles.title}>{t('auth.register.code_title')}</h1>
      <p className={styles.lead}>{lead ?? t('auth.register.code_text', { email })}</p>
      <form method="post" className={styles.form} noValidate onSubmit={form.submit(({ code }) => onVerify({ email, code, challenge }))}>
        <ServerErrors messages={form.serverErrors} />
        <AuthField {...form.field('code')} label={t('auth.fields.code')} className={styles.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        <SubmitButton submitting={form.submitting} label={submitLabel ?? t('auth.register.verify')} />
      </form>
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={onChangeEmail}>{t('auth.register.change_email')}</button>
      </p>
      {aside && <p className={styles.switch}>{aside}</p>}
    </>
  );
}
