import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { FeaturedBrand } from '../../../core/home/home-data';
import { useService } from '../../app/services';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CommonStore } from '../../app/common-store';
import { brandPath } from './home-links';
import { SectionHeading } from './SectionHeading';
import styles from './sections.module.css';

/** Featured brands (up to 15): logos, each opening the brand's listing. The logo's alt text is the brand name. */
export const FeaturedBrandsSection = observer(function FeaturedBrandsSection({ brands }: { brands: readonly FeaturedBrand[] | null | undefined }) {
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const headingId = useId();
  if (!brands?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="featured-brands">
      <SectionHeading id={headingId} title={t('home.featured_brands')} />
      <ul className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand.id}>
            <LocalizedLink to={brandPath(brand)} className={styles.brand} title={brand.title}>
              <img className={styles.brandImage} src={common.imageUrl(brand.image)} alt={brand.title} width={160} height={80} loading="lazy" decoding="async" />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
});
