import type { ReactNode } from 'react';
import { TileShimmer } from './shimmer/TileShimmer';
import styles from './TileGrid.module.css';

/** Tiles in a responsive grid, one `<li>` each: 2 columns under 576 px, 3 from 576, 4 from 992, 6 from 1200. */
export function TileGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}

/** While loading: this many tile placeholders in the same grid, so nothing jumps when tiles arrive. */
export function TileGridShimmer({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}><TileShimmer /></li>
      ))}
    </ul>
  );
}
