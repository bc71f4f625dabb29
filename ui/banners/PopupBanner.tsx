import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import type { Banner } from '../../core/banners/banner';
import { showPopupBanner } from '../../core/banners/banner-visibility';
import { useService } from '../app/services';
import { LocalizedLink } from '../routing/LocalizedLink';
import { BannerStore } from './banner-store';
import { CommonStore } from '../app/common-store';
import { CloseIcon } from '../kit/icons/CloseIcon';
import { bannerHref } from './banner-link';
import { useScrollLock } from '../layout/use-scroll-lock';
import styles from './PopupBanner.module.css';

const FOCUSABLE = 'a[href], button:not([disabled])';

function PopupDialog({ banner, imageUrl, onClose }: { banner: Banner; imageUrl: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
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
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} onKeyDown={trapTab}>
        <button ref={closeRef} type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
        <LocalizedLink to={bannerHref(banner)} className={styles.link} onClick={onClose}>
          <img src={imageUrl} alt="" className={styles.image} />
          <h2 id={titleId} className={styles.title}>{banner.title}</h2>
        </LocalizedLink>
      </div>
    </div>
  );
}

/** The popup banner (type 9): a modal shown once per device until the shopper closes it. */
export const PopupBanner = observer(function PopupBanner() {
  const common = useService(CommonStore);
  const banners = useService(BannerStore);
  const banner = common.data?.popup_banner;
  // Stable, so the dialog's focus effect runs once per opening rather than on every render.
  const close = useCallback(() => banners.close('popup'), [banners]);
  // Browser only: a shopper who closed it must never see it flash in the server's HTML.
  if (!banners.mounted || !banner || !showPopupBanner(common.data, banners.popupClosed)) return null;
  return <PopupDialog banner={banner} imageUrl={common.imageUrl(banner.image)} onClose={close} />;
});
