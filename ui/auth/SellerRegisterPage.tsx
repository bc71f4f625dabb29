import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { CodeMailed } from '../../core/auth/auth-gateway.port';
import { SignOut } from '../../core/auth/sign-out';
import { SessionStore } from '../app/session-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { SellerSignUp } from '../../core/auth/seller-sign-up';
import { SellerVerify } from '../../core/auth/seller-verify';
import type { UserProfile } from '../../core/auth/user';
import { SellerSignUpForm } from '../../core/auth/auth-forms';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { AuthField } from './AuthField';
import { CodeStep } from './CodeStep';
import { ServerErrors } from './ServerErrors';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import styles from './auth.module.css';

/**
 * `/seller/register` (only when vendor registration is on; the route answers 404 otherwise):
 * account and store, the e-mailed code, then a signed-in seller whose store awaits review.
 */
/**
 * A signed-in shopper who clicks "Become a seller": a store has its own seller account, so the
 * page says whose account this is and offers to sign out and register (a seller sees their store).
 */
const SignedInAlready = observer(function SignedInAlready() {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const session = useService(SessionStore);
  const signOut = useService(SignOut);
  const toast = useService(ToastStore);
  const user = session.user!;
  return (
    <div className={styles.form} data-testid="seller-signed-in">
      <h1 className={styles.title}>{t('auth.seller.title')}</h1>
      <p role="status" className={styles.lead}>{user.store ? t('auth.seller.already_seller', { store: user.store.name }) : t('auth.seller.signed_in', { email: user.email })}</p>
      {user.store ? null : <button type="button" className={styles.submit} onClick={() => void signOut.execute(language).then((ended) => ended || toast.error(t('layout.account.logout_failed')))}>{t('auth.seller.sign_out')}</button>}
      <LocalizedLink to="/" className={styles.link}>{t('auth.seller.continue')}</LocalizedLink>
    </div>
  );
});

export default observer(function SellerRegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage().code;
  const signUp = useService(SellerSignUp);
  const verify = useService(SellerVerify);
  const form = useAuthForm(SellerSignUpForm);
  const [sentTo, setSentTo] = useState<CodeMailed | null>(null);
  const [seller, setSeller] = useState<UserProfile | null>(null);
  const session = useService(SessionStore);

  if (seller) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('auth.seller.pending_title')}</h1>
        <p role="status" className={styles.lead}>{t('auth.seller.pending_text', { store: seller.store?.name ?? form.values.store_name ?? '', email: seller.email })}</p>
        <LocalizedLink to="/" className={`${styles.submit} ${styles.buttonLink}`}>{t('auth.seller.continue')}</LocalizedLink>
      </div>
    );
  }
  if (session.user) return <SignedInAlready />;
  if (sentTo) {
    return <CodeStep email={sentTo.email} challenge={sentTo.challenge} onVerify={async (fields) => setSeller(await verify.execute(fields, language))} onChangeEmail={() => setSentTo(null)} />;
  }
  return (
    <>
      <h1 className={styles.title}>{t('auth.seller.title')}</h1>
      <p className={styles.lead}>{t('auth.seller.text')}</p>
      <form method="post" className={styles.form} noValidate onSubmit={form.submit(async (fields) => setSentTo(await signUp.execute(fields, language)))}>
        <ServerErrors messages={form.serverErrors} />
        <AuthField {...form.field('store_name')} label={t('auth.fields.store_name')} autoComplete="organization" />
        <AuthField {...form.field('name')} label={t('auth.fields.name')} autoComplete="name" />
        <AuthField {...form.field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" />
        <AuthField {...form.field('phone')} label={t('auth.fields.phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" />
        <AuthField {...form.field('password')} label={t('auth.fields.password')} type="password" autoComplete="new-password" revealable />
        <AuthField {...form.field('password_confirmation')} label={t('auth.fields.password_confirmation')} type="password" autoComplete="new-password" revealable />
        <SubmitButton submitting={form.submitting} label={t('auth.seller.submit')} />
      </form>
      <p className={styles.switch}>
        <span>{t('auth.register.have_account')}</span>
        <LocalizedLink to="/login" className={styles.link}>{t('auth.register.login_link')}</LocalizedLink>
      </p>
    </>
  );
});
