import { useState } from 'react';
import { RequestPasswordReset } from '../../core/auth/request-password-reset';
import { ResetPassword } from '../../core/auth/reset-password';
import { ForgotPasswordForm, ResetPasswordForm } from '../../core/auth/auth-forms';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { AuthField } from './AuthField';
import { ServerErrors } from './ServerErrors';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import styles from './auth.module.css';

/** `/forgot-password`: e-mail → code + new password → changed, sign in again. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ email: string; challenge: string } | null>(null);
  const [done, setDone] = useState(false);
  return (
    <>
      <h1 className={styles.title}>{t('auth.forgot.title')}</h1>
      {done ? (
        <div className={styles.form}>
          <p role="status" className={styles.success}>{t('auth.forgot.done')}</p>
          <LocalizedLink to="/login" className={`${styles.submit} ${styles.buttonLink}`}>{t('auth.login.submit')}</LocalizedLink>
        </div>
      ) : sent ? (
        <ResetStep email={sent.email} challenge={sent.challenge} onDone={() => setDone(true)} />
      ) : (
        <EmailStep onSent={setSent} />
      )}
      <p className={styles.switch}>
        <LocalizedLink to="/login" className={styles.link}>{t('auth.forgot.back_to_login')}</LocalizedLink>
      </p>
    </>
  );
}

function EmailStep({ onSent }: { onSent(sent: { email: string; challenge: string }): void }) {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const request = useService(RequestPasswordReset);
  const form = useAuthForm(ForgotPasswordForm);
  return (
    <>
      <p className={styles.lead}>{t('auth.forgot.text')}</p>
      <form method="post" className={styles.form} noValidate onSubmit={form.submit(async ({ email }) => {
        onSent({ email, challenge: await request.execute(email, language) });
      })}>
        <ServerErrors messages={form.serverErrors} />
        <AuthField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" />
        <SubmitButton submitting={form.submitting} label={t('auth.forgot.send')} />
      </form>
    </>
  );
}

function ResetStep({ email, challenge, onDone }: { email: string; challenge: string; onDone(): void }) {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const reset = useService(ResetPassword);
  const form = useAuthForm(ResetPasswordForm, { email, challenge });
  return (
    <>
      <p className={styles.lead}>{t('auth.forgot.code_text', { email })}</p>
      <form method="post" className={styles.form} noValidate onSubmit={form.submit(async (fields) => {
        await reset.execute(fields, language);
        onDone();
      })}>
        <ServerErrors messages={form.serverErrors} />
        <AuthField {...form.field('code')} label={t('auth.fields.code')} className={styles.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        <AuthField {...form.field('password')} label={t('auth.forgot.new_password')} type="password" autoComplete="new-password" revealable />
        <AuthField {...form.field('password_confirmation')} label={t('auth.fields.password_confirmation')} type="password" autoComplete="new-password" revealable />
        <SubmitButton submitting={form.submitting} label={t('auth.forgot.reset')} />
      </form>
    </>
  );
}
