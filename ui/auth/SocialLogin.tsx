import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import type { SocialProvider } from '../../core/auth/user';
import { safeRedirect } from '../../core/auth/safe-redirect';
import { useLanguage } from '../app/language-context';
import { useTranslation } from '../i18n/react-i18n';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { FacebookIcon } from '../kit/icons/FacebookIcon';
import { GoogleIcon } from '../kit/icons/GoogleIcon';
import styles from './SocialLogin.module.css';

/**
 * The provider's redirect on our own API; a full navigation, since the provider's pages are not
 * ours. `return_to` (only a path on this site) and the language come back through the callback.
 */
export function socialLoginHref(provider: SocialProvider, returnTo: string | null, language: string): string {
  const query = new URLSearchParams();
  if (returnTo) query.set('return_to', returnTo);
  query.set('lang', language);
  return `/api/v1/user/social-login/redirect/${provider}?${query.toString()}`;
}

/** Sign-in with the web-search company or the social network, each only when the shop enables it. */
export const SocialLogin = observer(function SocialLogin() {
  const { t } = useTranslation();
  const setting = useService(CommonStore).data?.setting;
  const language = useLanguage().code;
  const returnTo = safeRedirect(new URLSearchParams(useLocation().search).get('redirect'));
  const google = Number(setting?.google_login) === 1;
  const facebook = Number(setting?.facebook_login) === 1;
  if (!google && !facebook) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}><span>{t('layout.auth.or')}</span></p>
      {google && (
        <a href={socialLoginHref('google', returnTo, language)} className={styles.button}>
          <GoogleIcon size={20} />
          {t('layout.auth.continue_google')}
        </a>
      )}
      {facebook && (
        <a href={socialLoginHref('facebook', returnTo, language)} className={styles.button}>
          <FacebookIcon size={20} />
          {t('layout.auth.continue_facebook')}
        </a>
      )}
    </div>
  );
});
