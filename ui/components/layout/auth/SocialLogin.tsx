import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react-i18n';
import { useService } from '../../../app/services';
import { CommonStore } from '../../../stores/common-store';
import { FacebookIcon } from '../../icons/FacebookIcon';
import { GoogleIcon } from '../../icons/GoogleIcon';
import styles from './SocialLogin.module.css';

/** The provider's redirect on our own API; a full navigation, since the provider's pages are not ours. */
export const socialLoginHref = (provider: 'google' | 'facebook') => `/api/v1/user/social-login/redirect/${provider}`;

/** Sign-in with the web-search company or the social network, each only when the shop enables it. */
export const SocialLogin = observer(function SocialLogin() {
  const { t } = useTranslation();
  const setting = useService(CommonStore).data?.setting;
  const google = Number(setting?.google_login) === 1;
  const facebook = Number(setting?.facebook_login) === 1;
  if (!google && !facebook) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}><span>{t('layout.auth.or')}</span></p>
      {google && (
        <a href={socialLoginHref('google')} className={styles.button}>
          <GoogleIcon size={20} />
          {t('layout.auth.continue_google')}
        </a>
      )}
      {facebook && (
        <a href={socialLoginHref('facebook')} className={styles.button}>
          <FacebookIcon size={20} />
          {t('layout.auth.continue_facebook')}
        </a>
      )}
    </div>
  );
});
