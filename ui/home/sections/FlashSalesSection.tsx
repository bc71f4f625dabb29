import { useId } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { FlashSaleSummary } from '../../../core/home/home-data';
import { Countdown } from '../../kit/Countdown';
import { ProductGrid } from '../../product/ProductGrid';
import { flashSalePath } from './home-links';
import { SectionHeading } from './SectionHeading';
import styles from './sections.module.css';

function FlashSale({ sale }: { sale: FlashSaleSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = t('home.flash_sale');
  const title = sale.title?.trim() || label;
  return (
    <section className={`${styles.section} ${styles.panel}`} aria-labelledby={headingId} data-section="flash-sale">
      <SectionHeading id={headingId} eyebrow={title === label ? undefined : label} title={title} viewAll={flashSalePath(sale)}>
        {sale.end_time ? <Countdown endTime={sale.end_time} /> : null}
      </SectionHeading>
      <ProductGrid tiles={sale.public_products} />
    </section>
  );
}

/** Each running flash sale: its name, a live countdown to its end, "View all" and its products. */
export function FlashSalesSection({ sales }: { sales: readonly FlashSaleSummary[] | null | undefined }) {
  const shown = (sales ?? []).filter((sale) => sale.public_products?.length);
  if (!shown.length) return null;
  return (
    <>
      {shown.map((sale) => (
        <FlashSale key={sale.id} sale={sale} />
      ))}
    </>
  );
}
