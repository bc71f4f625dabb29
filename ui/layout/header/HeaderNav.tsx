import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import type { LinkItem } from '../../../core/common/common-data';
import { useService } from '../../app/services';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CommonStore } from '../../app/common-store';
import { cx } from '../cx';
import styles from './HeaderNav.module.css';

function LinkGroup({ links, className }: { links: LinkItem[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={cx(styles.group, className)}>
      {links.map((link) => (
        <li key={link.id}>
          {/* LocalizedLink keeps site paths in the current language and leaves absolute URLs as they are. */}
          <LocalizedLink to={link.link} className={styles.link}>{link.title}</LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  id: string;
  /** Only matters under 768 px, where the links hide behind the menu button. */
  open: boolean;
  onNavigate: () => void;
}

/** The header's links from common data: the left group at the start, the right group at the end. */
export const HeaderNav = observer(function HeaderNav({ id, open, onNavigate }: Props) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const left = common.data?.header_links.left ?? [];
  const right = common.data?.header_links.right ?? [];
  if (left.length === 0 && right.length === 0) return null;

  // Following a link closes the mobile menu: the new page should not open behind it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) onNavigate();
  };

  return (
    <nav id={id} aria-label={t('layout.menu.navigation')} className={cx(styles.nav, open && styles.open)} onClick={closeOnLink}>
      <div className={`container ${styles.inner}`}>
        <LinkGroup links={left} className={styles.left} />
        <LinkGroup links={right} className={styles.right} />
      </div>
    </nav>
  );
});
