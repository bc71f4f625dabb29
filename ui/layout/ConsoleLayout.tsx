import type { ReactNode } from 'react';
import styles from './ConsoleLayout.module.css';

/**
 * The frame of the consoles that run the shop (the back office at `/admin`, the seller's
 * workspace): the whole width for tables and forms, no storefront header or footer; the console
 * draws its own top bar and menu.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.main}>{children}</main>
    </div>
  );
}
