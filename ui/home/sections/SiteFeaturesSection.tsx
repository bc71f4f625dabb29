import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { SiteFeature } from '../../../core/home/home-data';
import { freeDeliveryAmount } from '../../../core/common/free-delivery-setting';
import { useService } from '../../app/services';
import { CommonStore } from '../../app/common-store';
import { isolated } from '../../kit/isolated';
import { featureIconName } from './home-links';
import styles from './sections.module.css';

interface Card {
  key: string;
  image: string;
  title: string;
  detail: ReactNode;
}

/**
 * The shop's promises (delivery, returns, support...): icon, title and one line of detail. Free
 * delivery comes first and only from the shop's threshold setting (stated in the shopper's
 * language, gone when it is off), so the card says what checkout charges.
 */
export const SiteFeaturesSection = observer(function SiteFeaturesSection({ features }: { features: readonly SiteFeature[] | null | undefined }) {
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const headingId = useId();
  const freeDeliveryOver = freeDeliveryAmount(common.data?.setting);
  const cards: Card[] = [
    ...(freeDeliveryOver !== null
      ? [{ key: 'free-delivery', image: 'truck', title: t('home.free_delivery.title'), detail: isolated(t, 'home.free_delivery.detail', { amount: common.price(freeDeliveryOver) }) }]
      : []),
    ...(features ?? []).map((feature) => ({ key: String(feature.id), image: feature.image, title: feature.title, detail: feature.detail })),
  ];
  if (!cards.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="site-features">
      <h2 id={headingId} className="visually-hidden">{t('home.site_features')}</h2>
      <ul className={styles.features}>
        {cards.map((card) => (
          <li key={card.key} className={styles.feature} data-feature={card.key === 'free-delivery' ? 'free-delivery' : undefined}>
            <span className={styles.featureIcon}>
              <img src={common.imageUrl(featureIconName(card.image))} alt="" width={26} height={26} loading="lazy" decoding="async" />
            </span>
            <div>
              <h3 className={styles.featureTitle}>{card.title}</h3>
              {card.detail ? <p className={styles.featureDetail}>{card.detail}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
