import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react-i18n';
import { showCookieBanner } from '../../../core/banners/banner-visibility';
import { useService } from '../../app/services';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { BannerStore } from '../../banners/banner-store';
import { CommonStore } from '../../app/common-store';
import styles from './CookieBanner.module.css';

/** The cookie notice in the bottom corner until the shopper accepts it (remembered on this device). */
export const CookieBanner = observer(function CookieBanner() {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const banners = useService(BannerStore);
  // Only in the browser: the server cannot know it was accepted, and must not flash it at those who did.
  if (!banners.mounted || !showCookieBanner(common.data, banners.cookieClosed)) return null;
  return (
    <section data-testid="cookie-banner" className={styles.banner} aria-label={t('layout.cookie.label')}>
      <p className={styles.text}>
        {t('layout.cookie.text')}{' '}
        <LocalizedLink to="/page/privacy-policy" className={styles.link}>{t('layout.cookie.privacy')}</LocalizedLink>
      </p>
      <button type="button" className={styles.accept} onClick={() => banners.close('cookie')}>
        {t('layout.cookie.accept')}
      </button>
    </section>
  );
});
