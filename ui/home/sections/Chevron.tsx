import styles from './sections.module.css';

/** A chevron pointing to the inline end ("forward"); `back` points to the inline start. Mirrors in right-to-left pages. */
export function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg className={`${styles.chevron} ${back ? styles.chevronBack : ''}`} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
