import { useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { ProductTile } from '../../../core/product/product-tile';
import { ProductGrid } from '../../product/ProductGrid';
import { SectionHeading } from './SectionHeading';
import styles from './sections.module.css';

/** The latest products. */
export function ProductsSection({ products }: { products: readonly ProductTile[] | null | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!products?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="products">
      <SectionHeading id={headingId} title={t('home.products')} />
      <ProductGrid tiles={products} />
    </section>
  );
}
