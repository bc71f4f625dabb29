import type { ReactNode } from 'react';
import styles from './EmptyLayout.module.css';

/**
 * The installer's frame: the auth forms' centred card on the shop's background, wider, with
 * nothing around it (no logo, links or sign-in: before the shop is set up there is none of it).
 */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main id="main" className={`${styles.card} ${styles.wideCard}`}>{children}</main>
    </div>
  );
}
