import { observer } from 'mobx-react-lite';
import { useService } from '../app/services';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { useTranslation } from '../i18n/react-i18n';
import { usePageMeta } from '../app/meta-store-hooks';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { CategoriesViewModel } from './categories-view-model';
import styles from './catalogue.module.css';

/** `/categories`: every category, each with links to its sub-categories. */
const CategoriesPage = observer(function CategoriesPage() {
  const { t } = useTranslation();
  const vm = useService(CategoriesViewModel);
  const common = useService(CommonStore);
  usePageMeta({ title: t('catalogue.categories.title'), description: t('catalogue.meta.categories'), path: '/categories' });
  return (
    <div className="container">
      <div className={styles.page}>
        <h1 className={styles.title}>{t('catalogue.categories.title')}</h1>
        {vm.language === null ? (
          <ul className={styles.categories} aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => <li key={i} className={styles.category}><Shimmer height="48px" /><Shimmer height="1.5em" width="70%" /></li>)}
          </ul>
        ) : vm.categories.length === 0 ? (
          <p className={styles.empty}>{t('catalogue.categories.empty')}</p>
        ) : (
          <ul className={styles.categories}>
            {vm.categories.map((category) => {
              const path = `/all/${encodeURIComponent(category.slug)}`;
              return (
                <li key={category.id} className={styles.category}>
                  <LocalizedLink to={path} className={styles.categoryHead}>
                    {category.image ? <img className={styles.categoryImage} src={common.thumbUrl(category.image)} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
                    <span>{category.title}</span>
                  </LocalizedLink>
                  {category.child.length > 0 ? (
                    <ul className={styles.subs} aria-label={category.title}>
                      {category.child.map((sub) => <li key={sub.id}><LocalizedLink to={`${path}/${encodeURIComponent(sub.slug)}`}>{sub.title}</LocalizedLink></li>)}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
});
export default CategoriesPage;
