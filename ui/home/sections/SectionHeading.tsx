import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { Chevron } from './Chevron';
import styles from './sections.module.css';

interface Props {
  id: string;
  title: string;
  /** A small label above the title (e.g. "Flash sale" above the sale's own name). */
  eyebrow?: string;
  /** Language-neutral path of the full list. */
  viewAll?: string;
  /** Extra content beside the title, such as a countdown. */
  children?: ReactNode;
}

/** A section title with an optional "View all" link whose accessible name says what it lists. */
export function SectionHeading({ id, title, eyebrow, viewAll, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.head}>
      <div className={styles.headTitle}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={id} className={styles.title}>{title}</h2>
      </div>
      {children ? <div className={styles.headExtra}>{children}</div> : null}
      {viewAll ? (
        <LocalizedLink to={viewAll} className={styles.viewAll} aria-label={t('home.view_all_of', { title })}>
          {t('home.view_all')}
          <Chevron />
        </LocalizedLink>
      ) : null}
    </div>
  );
}
