import { observer } from 'mobx-react-lite';
import { useService } from '../../app/services';
import { CommonStore } from '../../app/common-store';
import { BannerStore } from '../../banners/banner-store';
import { offersCookieSettings } from '../../../core/banners/banner-visibility';
import { useTranslation } from '../../i18n/react-i18n';
import { Copyright } from './Copyright';
import { FooterCategories } from './FooterCategories';
import { FooterColumns } from './FooterColumns';
import { NewsletterForm } from './NewsletterForm';
import styles from './Footer.module.css';

/**
 * The site footer: newsletter, category tree, link columns, the copyright line, and Cookie settings
 * (reopens the cookie banner) when the shop asks shoppers about cookies.
 */
export const Footer = observer(function Footer() {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const banners = useService(BannerStore);
  const data = common.data;
  if (!data) return null;
  return (
    <footer className={styles.footer}>
      <NewsletterForm />
      <div className={`container ${styles.body}`}>
        <FooterCategories />
        <FooterColumns />
      </div>
      <div className={styles.bottom}>
        <Copyright text={data.site_setting.copyright_text} className={`container ${styles.copyright}`} />
        {offersCookieSettings(data) ? (
          <p className={styles.cookieSettings}>
            <button type="button" className={styles.cookieSettingsButton} onClick={() => banners.openCookieSettings()}>
              {t('layout.cookie.settings')}
            </button>
          </p>
        ) : null}
      </div>
    </footer>
  );
});
