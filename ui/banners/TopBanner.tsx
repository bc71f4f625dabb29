import { observer } from 'mobx-react-lite';
import { useTranslation } from '../i18n/react-i18n';
import { isClosable } from '../../core/banners/banner';
import { showTopBanner, topBannerContent } from '../../core/banners/banner-visibility';
import { useService } from '../app/services';
import { LocalizedLink } from '../routing/LocalizedLink';
import { BannerStore } from './banner-store';
import { CommonStore } from '../app/common-store';
import { CloseIcon } from '../kit/icons/CloseIcon';
import { isolated } from '../kit/isolated';
import { bannerHref } from './banner-link';
import styles from './TopBanner.module.css';

/**
 * The strip above the header (banner type 8): an image with what the shop says there, closable
 * when the banner allows it. The free-delivery threshold is stated from the setting in the
 * shopper's language (never stored text, so it is what checkout charges); the operator's own
 * title follows it. Nothing to say, no strip.
 */
export const TopBanner = observer(function TopBanner() {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const banners = useService(BannerStore);
  const banner = common.data?.top_banner;
  // Unlike the overlays this needs no `mounted` wait: the closed flag is mirrored in a cookie, so the
  // server already leaves out a banner the shopper closed and the browser's first render agrees.
  if (!banner || !showTopBanner(common.data, banners.topClosed)) return null;
  const { freeDeliveryOver, title } = topBannerContent(common.data);
  return (
    <div data-testid="top-banner" className={styles.banner} style={banner.background_color ? { backgroundColor: banner.background_color } : undefined}>
      <LocalizedLink to={bannerHref(banner)} className={styles.link}>
        <img src={common.imageUrl(banner.image)} alt="" className={styles.image} width={1920} height={60} />
        <span className={styles.title}>
          {freeDeliveryOver !== null ? (
            <span data-testid="top-banner-free-delivery">{isolated(t, 'layout.top_banner.free_delivery', { amount: common.price(freeDeliveryOver) })}</span>
          ) : null}
          {freeDeliveryOver !== null && title ? <span aria-hidden="true" className={styles.separator}> · </span> : null}
          {title ? <span>{title}</span> : null}
        </span>
      </LocalizedLink>
      {isClosable(banner) && (
        <button type="button" className={styles.close} aria-label={t('layout.top_banner.close')} onClick={() => banners.close('top')}>
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
});
