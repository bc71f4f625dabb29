import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { SiteFeature } from '../../../core/home/home-data';
import { useService } from '../../app/services';
import { CommonStore } from '../../app/common-store';
import { featureIconName } from './home-links';
import styles from './sections.module.css';

/** The shop's promises (delivery, returns, support...): icon, title and one line of detail. */
export const SiteFeaturesSection = observer(function SiteFeaturesSection({ features }: { features: readonly SiteFeature[] | null | undefined }) {
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const headingId = useId();
  if (!features?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="site-features">
      <h2 id={headingId} className="visually-hidden">{t('home.site_features')}</h2>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature.id} className={styles.feature}>
            <span className={styles.featureIcon}>
              <img src={common.imageUrl(featureIconName(feature.image))} alt="" width={26} height={26} loading="lazy" decoding="async" />
            </span>
            <div>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              {feature.detail ? <p className={styles.featureDetail}>{feature.detail}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
