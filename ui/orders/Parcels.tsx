import type { ParcelView } from '../../core/orders/order-contract';
import { useTranslation } from '../i18n/react-i18n';
import { TrackingNumber } from '../kit/TrackingNumber';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import styles from './orders.module.css';

/** Whether the parcels say more than the order's own status: several stores, or a tracking number. */
export function showsParcels(parcels: readonly ParcelView[]): boolean {
  return parcels.length > 1 || parcels.some((parcel) => parcel.tracking_number !== null);
}

/**
 * Each store's parcel of an order (decision 0034): who sends it, its own status, and once shipped
 * its carrier and tracking number, linked to the carrier's page when it has one; its seller's
 * cancellation of lines says which, why, and what became of their money (decision 0036). A single-seller
 * order without tracking shows nothing more than its status.
 */
export function Parcels({ parcels }: { parcels: readonly ParcelView[] }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  if (!showsParcels(parcels)) return null;
  return (
    <section className={styles.parcels} aria-labelledby="parcels-title">
      <h2 id="parcels-title" className={styles.parcelsTitle}>{t('orders.parcels.title', { count: parcels.length })}</h2>
      <ul className={styles.parcelList}>
        {parcels.map((parcel) => (
          <li key={parcel.store.slug} className={styles.parcel} data-testid="parcel">
            <p className={styles.parcelHead}>
              {/* The store's name isolated (FSI…PDI), so an Arabic name keeps a Turkish sentence's order. */}
              <span>{t('orders.parcels.from', { store: `\u2068${parcel.store.title}\u2069` })}</span>
              <span className={styles.parcelStatus}>{parcel.cancelled ? t('orders.status.cancelled') : t(`orders.status.${parcel.status}`)}</span>
            </p>
            {parcel.cancellations.map((part, i) => (
              <p key={i} className={styles.parcelNote} data-testid="parcel-cancellation">
                {/* The seller's words, the items and the amount isolated, so each keeps its own direction inside the sentence. */}
                {t(part.by === 'shop' ? 'orders.parcels.cancelled_items_shop' : 'orders.parcels.cancelled_items', { what: part.items.map((item) => `\u2068${item.title}\u2069${item.quantity > 1 ? ` × ${item.quantity}` : ''}`).join(', '), reason: `\u2068${part.reason}\u2069` })}
                {' '}{t(`orders.parcels.refund_${part.refund}`, { amount: `\u2068${common.price(part.amount)}\u2069` })}
              </p>
            ))}
            {parcel.tracking_number && (
              <TrackingNumber className={styles.parcelTracking} label={t('orders.parcels.tracking', { carrier: parcel.carrier ?? '' })} number={parcel.tracking_number} url={parcel.tracking_url} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
