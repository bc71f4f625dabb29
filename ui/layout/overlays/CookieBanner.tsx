import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import { showCookieBanner } from '../../../core/banners/banner-visibility';
import { useService } from '../../app/services';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { BannerStore } from '../../banners/banner-store';
import { CommonStore } from '../../app/common-store';
import styles from './CookieBanner.module.css';

/**
 * The cookie question in the bottom corner until the shopper answers it (remembered on this
 * device), and again when reopened from the footer's Cookie settings. Reject and Accept are the
 * same kind of button with the same look, and neither is chosen beforehand: analytics and the
 * shop's custom scripts wait for Accept (`core/banners/consent.ts`).
 */
export const CookieBanner = observer(function CookieBanner() {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const banners = useService(BannerStore);
  const region = useRef<HTMLElement>(null);
  const reopened = banners.cookieSettingsOpen;
  // Reopened from the footer: the keyboard follows the shopper to the question.
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);
  // Only in the browser: the server cannot know it was answered, and must not flash it at those who did.
  if (!banners.mounted || !showCookieBanner(common.data, banners.cookieClosed, reopened)) return null;
  return (
    <section ref={region} tabIndex={-1} data-testid="cookie-banner" className={styles.banner} aria-label={t('layout.cookie.label')}>
      <p className={styles.text}>
        {t('layout.cookie.text')}{' '}
        <LocalizedLink to="/page/privacy-policy" className={styles.link}>{t('layout.cookie.privacy')}</LocalizedLink>
      </p>
      <div className={styles.choices}>
        <button type="button" className={styles.choice} onClick={() => banners.chooseCookies('denied')}>
          {t('layout.cookie.reject')}
        </button>
        <button type="button" className={styles.choice} onClick={() => banners.chooseCookies('granted')}>
          {t('layout.cookie.accept')}
        </button>
      </div>
    </section>
  );
});
