import { useId } from 'react';
import type { Collection } from '../../../core/home/home-data';
import { ProductGrid } from '../../product/ProductGrid';
import { collectionPath } from './home-links';
import { SectionHeading } from './SectionHeading';
import styles from './sections.module.css';

function CollectionBlock({ collection }: { collection: Collection }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="collection">
      <SectionHeading id={headingId} title={collection.title} viewAll={collectionPath(collection)} />
      <ProductGrid tiles={collection.product_collections} />
    </section>
  );
}

/** Each collection with products: its title, "View all" and its products (up to nine). */
export function CollectionsSection({ collections }: { collections: readonly Collection[] | null | undefined }) {
  const shown = (collections ?? []).filter((c) => c.product_collections?.length);
  if (!shown.length) return null;
  return (
    <>
      {shown.map((collection) => (
        <CollectionBlock key={collection.id} collection={collection} />
      ))}
    </>
  );
}
