import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import { useService } from '../app/services';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { CookieBanner } from './overlays/CookieBanner';
import { PopupBanner } from '../banners/PopupBanner';
import { ConsentedScripts } from '../banners/ConsentedScripts';
import { Toast } from './overlays/Toast';
import { BannerStore } from '../banners/banner-store';
import styles from './DefaultLayout.module.css';

/** The shop's page frame: header, the page in <main>, footer, the toast, cookie and popup overlays, and the tags the shopper consented to. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const banners = useService(BannerStore);

  // Only now can the closed-banner memory (local storage) be read; the overlays wait for it.
  useEffect(() => {
    banners.markMounted();
  }, [banners]);

  return (
    <>
      <a href="#main" className="skip-link">{t('layout.skip_to_content')}</a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>{children}</main>
      <Footer />
      <Toast />
      <CookieBanner />
      <ConsentedScripts />
      <PopupBanner />
    </>
  );
}
