import styles from './Shimmer.module.css';

/** The outline of a product tile (image, two title lines, price) while products load. */
export function TileShimmer() {
  const block = (extra: string | undefined) => [styles.block, extra ?? ''].join(' ');
  return (
    <div className={styles.tile} aria-hidden="true" data-testid="tile-shimmer">
      <span className={block(styles.tileImage)} />
      <span className={block(styles.line)} />
      <span className={block(styles.lineShort)} />
      <span className={block(styles.linePrice)} />
    </div>
  );
}
