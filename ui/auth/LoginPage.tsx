import { useNavigate } from 'react-router';
import { SignIn } from '../../core/auth/sign-in';
import { SignInForm } from '../../core/auth/auth-forms';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { AuthField } from './AuthField';
import { ServerErrors } from './ServerErrors';
import { SubmitButton } from './SubmitButton';
import { useRedirectQuery, useRedirectTarget } from './redirect-target';
import { useAuthForm } from './use-auth-form';
import styles from './auth.module.css';

/** `/login`: e-mail and password; back to the page asked for (`?redirect=`) or home. */
export default function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const signIn = useService(SignIn);
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const carry = useRedirectQuery();
  const form = useAuthForm(SignInForm);

  return (
    <>
      <h1 className={styles.title}>{t('auth.login.title')}</h1>
      <form method="post" className={styles.form} noValidate onSubmit={form.submit(async ({ email, password }) => {
        await signIn.execute({ email, password }, language);
        navigate(target, { replace: true });
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
