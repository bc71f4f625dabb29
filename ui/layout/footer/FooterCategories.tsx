import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react-i18n';
import { useService } from '../../app/services';
import { CommonStore } from '../../app/common-store';
import { LocalizedLink } from '../../routing/LocalizedLink';
import styles from './Footer.module.css';

const segment = (slug: string) => encodeURIComponent(slug);

/** The footer's category tree: each category with the sub-categories picked for the footer. */
export const FooterCategories = observer(function FooterCategories() {
  const { t } = useTranslation();
  const categories = useService(CommonStore).data?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <nav className={styles.categories} aria-label={t('layout.footer.categories')}>
      <h2 className={styles.heading}>{t('layout.footer.categories')}</h2>
      <ul className={styles.tree}>
        {categories.map((category) => (
          <li key={category.id} className={styles.branch}>
            <LocalizedLink to={`/all/${segment(category.slug)}`} className={styles.category}>{category.title}</LocalizedLink>
            {category.in_footer_child.length > 0 && (
              <>
                <span className={styles.colon} aria-hidden="true">:</span>
                <ul className={styles.children}>
                  {category.in_footer_child.map((child) => (
                    <li key={child.id}>
                      <LocalizedLink to={`/all/${segment(category.slug)}/${segment(child.slug)}`} className={styles.child}>{child.title}</LocalizedLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
