import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CodeMailed } from '../../core/auth/auth-gateway.port';
import { SignUp } from '../../core/auth/sign-up';
import { VerifyEmail } from '../../core/auth/verify-email';
import { SignUpForm } from '../../core/auth/auth-forms';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { AuthField } from './AuthField';
import { CodeStep } from './CodeStep';
import { ServerErrors } from './ServerErrors';
import { SubmitButton } from './SubmitButton';
import { useRedirectQuery, useRedirectTarget } from './redirect-target';
import { useAuthForm } from './use-auth-form';
import styles from './auth.module.css';

/** `/register`: the account form, then the e-mailed code, then signed in and on to where they were going. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const signUp = useService(SignUp);
  const verify = useService(VerifyEmail);
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const carry = useRedirectQuery();
  const form = useAuthForm(SignUpForm);
  const [sentTo, setSentTo] = useState<CodeMailed | null>(null);

  if (sentTo) {
    return (
      <CodeStep
        email={sentTo.email}
        challenge={sentTo.challenge}
        onVerify={async (fields) => {
          await verify.execute(fields, language);
          navigate(target, { replace: true });
        }}
        onChangeEmail={() => setSentTo(null)}
      />
    );
  }
  return (
    <>
      <h1 className={styles.title}>{t('auth.register.title')}</h1>
      <form method="post" className={styles.form} noValidate onSubmit={form.submit(async (fields) => setSentTo(await signUp.execute(fields, language)))}>
        <ServerErrors messages={form.serverErrors} />
        <AuthField {...form.field('name')} label={t('auth.fields.name')} autoComplete="name" />
        <AuthField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" />
        <AuthField {...form.field('password')} label={t('auth.fields.password')} type="password" autoComplete="new-password" revealable />
        <AuthField {...form.field('password_confirmation')} label={t('auth.fields.password_confirmation')} type="password" autoComplete="new-password" revealable />
        <SubmitButton submitting={form.submitting} label={t('auth.register.submit')} />
      </form>
      <p className={styles.switch}>
        <span>{t('auth.register.have_account')}</span>
        <LocalizedLink to={`/login${carry}`} className={styles.link}>{t('auth.register.login_link')}</LocalizedLink>
      </p>
    </>
  );
}
