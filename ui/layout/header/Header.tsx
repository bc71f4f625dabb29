import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import { CloseIcon } from '../../kit/icons/CloseIcon';
import { MenuIcon } from '../../kit/icons/MenuIcon';
import { useCartCount, useIsLoggedIn, useIsSeller } from '../session-hooks';
import { SiteLogo } from '../SiteLogo';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import { HeaderNav } from './HeaderNav';
import { useLayoutParts } from '../layout-parts';
import { TopBanner } from '../../banners/TopBanner';
import { TopStrip } from './TopStrip';
import styles from './Header.module.css';

/** The site header: top banner, top strip, logo with search, account and cart, then the link rows. */
export const Header = observer(function Header() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const seller = useIsSeller();
  const cartCount = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const { SearchBox } = useLayoutParts();
  return (
    <header className={styles.header}>
      <TopBanner />
      <TopStrip loggedIn={loggedIn} />
      <div className={styles.main}>
        <div className={`container ${styles.row}`}>
          <button
            type="button"
            className={`${styles.action} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={t('layout.menu.toggle')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
          <SiteLogo className={styles.logo} />
          <SearchBox className={styles.search} />
          <div className={styles.account}><AccountMenu loggedIn={loggedIn} seller={seller} /></div>
          <div className={styles.cart}><CartButton count={cartCount} /></div>
        </div>
      </div>
      <HeaderNav id={navId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
});
