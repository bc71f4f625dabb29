import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { FeaturedCategory } from '../../../core/home/home-data';
import { useService } from '../../app/services';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CommonStore } from '../../app/common-store';
import { categoryPath } from './home-links';
import { SectionHeading } from './SectionHeading';
import styles from './sections.module.css';

/** Featured categories (up to 12): round image and title, each opening its listing. */
export const FeaturedCategoriesSection = observer(function FeaturedCategoriesSection({ categories }: { categories: readonly FeaturedCategory[] | null | undefined }) {
  const common = useService(CommonStore);
  const { t } = useTranslation();
  const headingId = useId();
  if (!categories?.length) return null;
  return (
    <section className={`${styles.section} ${styles.panel}`} aria-labelledby={headingId} data-section="featured-categories">
      <SectionHeading id={headingId} title={t('home.featured_categories')} />
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.id}>
            <LocalizedLink to={categoryPath(category)} className={styles.category}>
              <img className={styles.categoryImage} src={common.imageUrl(category.image)} alt="" width={96} height={96} loading="lazy" decoding="async" />
              <span className={styles.categoryTitle}>{category.title}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
});
