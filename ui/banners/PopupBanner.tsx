import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import type { Banner } from '../../core/banners/banner';
import { showCookieBanner, showPopupBanner } from '../../core/banners/banner-visibility';
import { NEWSLETTER } from '../../core/newsletter/newsletter-rules';
import { useService } from '../app/services';
import { BannerStore } from './banner-store';
import { CommonStore } from '../app/common-store';
import { CloseIcon } from '../kit/icons/CloseIcon';
import { useScrollLock } from '../layout/use-scroll-lock';
import { NewsletterSignupForm } from '../layout/footer/NewsletterSignupForm';
import styles from './PopupBanner.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** What a confirmed subscriber gets: the welcome voucher as the shop issues it (backend/newsletter/welcome-voucher.ts). */
const OFFER = { percent: NEWSLETTER.voucherHundredthsOfPercent / 100, count: NEWSLETTER.voucherDays };

function PopupDialog({ banner, imageUrl, onClose }: { banner: Banner; imageUrl: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [subscribed, setSubscribed] = useState(false);
  useScrollLock();

  useEffect(() => {
    // Focus moves into the dialog and returns where it was once the dialog goes away.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [onClose]);

  // aria-modal tells assistive tech the page behind is inert; Tab must not wander out there either.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const inside = dialogRef.current?.contains(document.activeElement) ?? false;
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} className={styles.dialog} onKeyDown={trapTab} data-testid="newsletter-popup">
        <button ref={closeRef} type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
        <img src={imageUrl} alt="" className={styles.image} />
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>{banner.title}</h2>
          <p id={textId} className={styles.text}>{t('layout.newsletter.popup_offer', OFFER)}</p>
          <NewsletterSignupForm tone="light" onSubscribed={() => setSubscribed(true)} />
          <button type="button" className={styles.dismiss} onClick={onClose}>
            {subscribed ? t('layout.newsletter.popup_done') : t('layout.newsletter.popup_dismiss')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The newsletter popup (banner type 9): the footer's sign-up in a modal, shown once per device
 * (remembered as it opens), and only once the cookie banner has its answer.
 */
export const PopupBanner = observer(function PopupBanner() {
  const common = useService(CommonStore);
  const banners = useService(BannerStore);
  const banner = common.data?.popup_banner;
  // Stable, so the dialog's focus effect runs once per opening rather than on every render.
  const close = useCallback(() => banners.close('popup'), [banners]);
  const cookieBannerOpen = showCookieBanner(common.data, banners.cookieClosed, banners.cookieSettingsOpen);
  // Browser only: a shopper who saw it must never see it flash in the server's HTML.
  const due = banners.mounted && !banners.popupOpen && showPopupBanner(common.data, banners.popupClosed, cookieBannerOpen);
  useEffect(() => {
    if (due) banners.openPopup();
  }, [due, banners]);
  if (!banners.popupOpen || !banner) return null;
  return <PopupDialog banner={banner} imageUrl={common.imageUrl(banner.image)} onClose={close} />;
});
