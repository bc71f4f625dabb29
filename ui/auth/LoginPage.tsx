import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignInChallenge } from '../../core/auth/user';
import { SignIn } from '../../core/auth/sign-in';
import { SignInForm } from '../../core/auth/auth-forms';
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

/**
 * `/login`: e-mail and password; back to the page asked for (`?redirect=`) or home. Past the
 * account's ceiling of failed sign-ins from elsewhere, the code mailed to the address as well.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const signIn = useService(SignIn);
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const carry = useRedirectQuery();
  const form = useAuthForm(SignInForm);
  const [challenge, setChallenge] = useState<{ challenge: SignInChallenge; why: string } | null>(null);

  if (challenge) {
    return (
      <CodeStep
        email={challenge.challenge.email}
        challenge={challenge.challenge.challenge}
        lead={challenge.why}
        submitLabel={t('auth.login.submit')}
        onVerify={async (fields) => {
          await signIn.withCode(fields, language);
          navigate(target, { replace: true });
        }}
        onChangeEmail={() => setChallenge(null)}
        aside={<LocalizedLink to="/forgot-password" className={styles.link}>{t('auth.login.forgot')}</LocalizedLink>}
      />
    );
  }
  return (
    <>
      <h1 className={styles.title}>{t('auth.login.title')}</h1>
      <form method="post" className={styles.form} noValidate onSubmit={form.submit(async ({ email, password }) => {
        const result = await signIn.execute({ email, password }, language);
        // The address is isolated (FSI … PDI) so it reads whole inside right-to-left text.
        if ('code_required' in result) setChallenge({ challenge: result, why: t('auth.login.code_text', { email: `\u2068${result.email}\u2069` }) });
        else navigate(target, { replace: true });
      })}>
        <ServerErrors messages={form.serverErrors} />
        <AuthField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" />
        <AuthField {...form.field('password')} label={t('auth.fields.password')} type="password" autoComplete="current-password" revealable />
        <p className={styles.row}>
          <LocalizedLink to="/forgot-password" className={styles.link}>{t('auth.login.forgot')}</LocalizedLink>
        </p>
        <SubmitButton submitting={form.submitting} label={t('auth.login.submit')} />
      </form>
      <p className={styles.switch}>
        <span>{t('auth.login.no_account')}</span>
        <LocalizedLink to={`/register${carry}`} className={styles.link}>{t('auth.login.register_link')}</LocalizedLink>
      </p>
    </>
  );
}
