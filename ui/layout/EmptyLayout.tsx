import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '../i18n/react-i18n';
import { useService } from '../app/services';
import { useLayoutParts } from './layout-parts';
import { Copyright } from './footer/Copyright';
import { Toast } from './overlays/Toast';
import { SiteLogo } from './SiteLogo';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import styles from './EmptyLayout.module.css';

/**
 * The layout of the auth forms (login, register, forgot password, seller sign-up): a centred card
 * with the logo, a welcome line, the form, social sign-in when enabled, the privacy agreement and
 * the copyright line. The toast is here too, so a failed sign-in can say why.
 */
export const EmptyLayout = observer(function EmptyLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const { SocialLogin } = useLayoutParts();
  return (
    <div className={styles.page}>
      <main id="main" className={styles.card}>
        <SiteLogo className={styles.logo} />
        <p className={styles.welcome}>{t('layout.auth.welcome', { siteName: common.siteName })}</p>
        {children}
        <SocialLogin />
        <p className={styles.agreement}>
          <Trans i18nKey="layout.auth.agreement" components={{ policy: <LocalizedLink to="/page/privacy-policy" className={styles.agreementLink} /> }} />
        </p>
      </main>
      <footer className={styles.footer}>
        <Copyright text={common.data?.site_setting.copyright_text ?? ''} className={styles.copyright} />
      </footer>
      <Toast />
    </div>
  );
});
