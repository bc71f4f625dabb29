import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { Banner } from '../../../core/banners/banner';
import { useService } from '../../app/services';
import { sourceLink } from '../../banners/source-link';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CommonStore } from '../../app/common-store';
import { groupBanners } from './home-links';
import styles from './sections.module.css';

// Banner images are 500 by 100.
const BANNER_WIDTH = 500;
const BANNER_HEIGHT = 100;

const columnsClass = (count: number) => (count >= 3 && count !== 4 ? styles.cols3 : count >= 2 ? styles.cols2 : '');

const BannerCard = observer(function BannerCard({ banner }: { banner: Banner }) {
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const href = sourceLink(banner);
  const title = banner.title?.trim();
  const body = (
    <>
      <img
        className={styles.bannerImage}
        src={common.imageUrl(banner.image)}
        // The title is shown over the image; without one the image names the link.
        alt={title ? '' : t('home.banners')}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      {title ? <span className={styles.bannerTitle}>{title}</span> : null}
    </>
  );
  const style = banner.background_color ? { backgroundColor: banner.background_color } : undefined;
  return href ? (
    <LocalizedLink to={href} className={styles.banner} style={style}>{body}</LocalizedLink>
  ) : (
    <div className={styles.banner} style={style}>{body}</div>
  );
});

/** Home banners, one row per banner type: one, two or three across depending on how many share the type. */
export function BannersSection({ banners }: { banners: readonly Banner[] | null | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!banners?.length) return null;
  return (
    <section className={`${styles.section} ${styles.banners}`} aria-labelledby={headingId} data-section="banners">
      <h2 id={headingId} className="visually-hidden">{t('home.banners')}</h2>
      {groupBanners(banners).map((group) => (
        <ul key={`${group[0]!.type}-${group[0]!.id}`} className={`${styles.bannerGroup} ${columnsClass(group.length)}`}>
          {group.map((banner) => (
            <li key={banner.id}><BannerCard banner={banner} /></li>
          ))}
        </ul>
      ))}
    </section>
  );
}
