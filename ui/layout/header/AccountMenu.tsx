import { useId, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { SignOut } from '../../../core/auth/sign-out';
import { useLanguage, useLocalizePath } from '../../app/language-context';
import { useService } from '../../app/services';
import { useTranslation } from '../../i18n/react-i18n';
import { LocalizedLink } from '../../routing/LocalizedLink';
import { CompareIcon } from '../../kit/icons/CompareIcon';
import { HeartIcon } from '../../kit/icons/HeartIcon';
import { StoreIcon } from '../../kit/icons/StoreIcon';
import { LogoutIcon } from '../../kit/icons/LogoutIcon';
import { OrdersIcon } from '../../kit/icons/OrdersIcon';
import type { IconProps } from '../../kit/icons/Svg';
import { UserIcon } from '../../kit/icons/UserIcon';
import { VoucherIcon } from '../../kit/icons/VoucherIcon';
import { ChevronDownIcon } from '../../kit/icons/ChevronDownIcon';
import { useDropdown } from '../use-dropdown';
import { ToastStore } from '../overlays/toast-store';
import styles from './Dropdown.module.css';
import headerStyles from './Header.module.css';

const ENTRIES: { to: string; key: string; Icon: ComponentType<IconProps> }[] = [
  { to: '/user/orders', key: 'layout.account.orders', Icon: OrdersIcon },
  { to: '/user/wishlists', key: 'layout.account.wishlist', Icon: HeartIcon },
  { to: '/user/compared', key: 'layout.account.compared', Icon: CompareIcon },
  { to: '/user/vouchers', key: 'layout.account.vouchers', Icon: VoucherIcon },
];

/** A seller's way into their workspace, first in the menu. */
const SELLER_ENTRY = { to: '/seller', key: 'layout.account.seller', Icon: StoreIcon };

interface Props {
  loggedIn: boolean;
  /** The signed-in user is a seller: the menu opens with their workspace. */
  seller?: boolean;
  /** Replaces the default logout (SignOut, then home): for tests and other hosts. */
  onLogout?: () => void;
}

/** The account dropdown: a seller's workspace, orders, wishlist, compare list, vouchers, and logout for a signed-in shopper. */
export function AccountMenu({ loggedIn, seller = false, onLogout }: Props) {
  const { t } = useTranslation();
  const dropdown = useDropdown();
  const panelId = useId();
  const label = t('layout.account.label');

  return (
    <div className={styles.root} ref={dropdown.rootRef} onBlur={dropdown.onRootBlur}>
      <button
        type="button"
        ref={dropdown.triggerRef}
        className={headerStyles.action}
        aria-expanded={dropdown.open}
        aria-controls={panelId}
        aria-label={label}
        onClick={dropdown.toggle}
        onKeyDown={dropdown.onTriggerKeyDown}
      >
        <UserIcon size={22} />
        <span className={headerStyles.actionText}>{label}</span>
        <ChevronDownIcon size={14} className={`${styles.chevron} ${headerStyles.actionText}`} />
      </button>
      <div id={panelId} ref={dropdown.panelRef} className={styles.panel} hidden={!dropdown.open} onKeyDown={dropdown.onPanelKeyDown}>
        <p className={styles.sheetTitle}>{label}</p>
        <ul className={styles.list}>
          {(seller ? [SELLER_ENTRY, ...ENTRIES] : ENTRIES).map(({ to, key, Icon }) => (
            <li key={to}>
              <LocalizedLink to={to} className={styles.item} onClick={dropdown.close}>
                <Icon size={18} />
                {t(key)}
              </LocalizedLink>
            </li>
          ))}
          {loggedIn && (
            <>
              <li role="separator" className={styles.separator} />
              <li>
                {onLogout ? (
                  <button type="button" className={styles.item} onClick={() => { dropdown.close(); onLogout(); }}>
                    <LogoutIcon size={18} />
                    {t('layout.account.logout')}
                  </button>
                ) : (
                  <SignOutButton onDone={dropdown.close} />
                )}
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}

/**
 * Signs out: the header changes once the server has ended the session (its answer expires the
 * cookies), then home; when it could not, the shopper stays signed in and is told so.
 */
function SignOutButton({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const signOut = useService(SignOut);
  const toast = useService(ToastStore);
  const language = useLanguage().code;
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.item}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        void signOut.execute(language).then((ended) => {
          setBusy(false);
          onDone();
          if (ended) void navigate(localize('/'));
          else toast.error(t('layout.account.logout_failed'));
        });
      }}
    >
      <LogoutIcon size={18} />
      {t('layout.account.logout')}
    </button>
  );
}
