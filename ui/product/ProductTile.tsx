import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import type { ProductTile as ProductTileData } from '../../core/product/product-tile';
import { advertisedDisplay, advertisedFromRange } from '../../core/product/advertised-price';
import { useService } from '../app/services';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { TileCartButton } from '../cart/TileCartButton';
import { Rating } from './Rating';
import { productPath } from '../../core/product/product-path';
import styles from './ProductTile.module.css';
import { priceText } from './price-text';

export const TILE_IMAGE_SIZE = 300;
// setTimeout overflows above 2^31-1 ms (about 24.8 days); sales ending later re-render on navigation.
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Re-renders once when the flash sale ends, so the tile drops the flash price without a reload. */
function useRerenderWhenFlashEnds(endTime: string | null): void {
  const [, setEnded] = useState(0);
  useEffect(() => {
    if (!endTime) return;
    const wait = Date.parse(endTime) - Date.now();
    if (!(wait > 0) || wait > MAX_TIMEOUT_MS) return;
    const timer = setTimeout(() => setEnded((n) => n + 1), wait + 50);
    return () => clearTimeout(timer);
  }, [endTime]);
}

/** A product in a list: image, title, price (with the struck previous price and discount), rating, badge, and whether it is sold out. */
export const ProductTile = observer(function ProductTile({ tile }: { tile: ProductTileData }) {
  const common = useService(CommonStore);
  const { t } = useTranslation();
  useRerenderWhenFlashEnds(tile.end_time);
  // The lowest price a shopper can pay among the variants they can buy (decision 0001).
  const { current, previous, discountPercent, from } = advertisedDisplay(advertisedFromRange(tile, tile.variant_low, tile.variant_high, Date.now()));
  const soldOut = tile.in_stock === 0;
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={common.thumbUrl(tile.image)}
          alt=""
          loading="lazy"
          decoding="async"
          width={TILE_IMAGE_SIZE}
          height={TILE_IMAGE_SIZE}
        />
        {discountPercent || tile.badge || soldOut ? (
          <div className={styles.flags}>
            {soldOut ? <span className={styles.soldOut} data-testid="tile-sold-out">{t('product.sold_out')}</span> : null}
            {discountPercent ? <span className={styles.discount}>{t('product.discount', { percent: discountPercent })}</span> : null}
            {tile.badge ? <span className={styles.badge}>{tile.badge}</span> : null}
          </div>
        ) : null}
      </div>
      <h3 className={styles.title}>
        <LocalizedLink to={productPath(tile)} className={styles.link} prefetchInView>{tile.title}</LocalizedLink>
      </h3>
      <p className={styles.prices}>
        <span className={styles.current} data-testid="tile-price">
          <span className="visually-hidden">{t('product.current_price')} </span>
          {priceText(t, common.price(current), from)}
        </span>
        {previous !== null ? (
          <del className={styles.previous}>
            <span className="visually-hidden">{t('product.previous_price')} </span>
            {common.price(previous)}
          </del>
        ) : null}
      </p>
      <Rating rating={tile.rating} count={tile.review_count} />
      <TileCartButton productId={tile.id} path={productPath(tile)} title={tile.title} soldOut={soldOut} />
    </article>
  );
});
