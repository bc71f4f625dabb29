import type { CategoryCrumb } from '../../core/product/product-detail';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import styles from './product.module.css';

/** A crumb's listing: a category's `/all/{slug}`, a sub-category's `/all/{parent}/{slug}`. */
export function crumbPath(chain: readonly CategoryCrumb[], index: number): string {
  const crumb = chain[index]!;
  const parent = chain.slice(0, index).reverse().find((entry) => entry.type === 'category');
  if (crumb.type === 'sub_category' && parent) return `/all/${encodeURIComponent(parent.slug)}/${encodeURIComponent(crumb.slug)}`;
  return `/all/${encodeURIComponent(crumb.slug)}`;
}

/** Home, the category chain from `category_data`, then the product itself. */
export function Breadcrumb({ chain, title }: { chain: readonly CategoryCrumb[]; title: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('product.detail.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li><LocalizedLink to="/">{t('product.detail.home')}</LocalizedLink></li>
        {chain.map((crumb, index) => (
          <li key={`${crumb.type}-${crumb.id}`}><LocalizedLink to={crumbPath(chain, index)}>{crumb.title}</LocalizedLink></li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
