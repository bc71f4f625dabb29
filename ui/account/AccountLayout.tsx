import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { CompareIcon } from '../kit/icons/CompareIcon';
import { HeartIcon } from '../kit/icons/HeartIcon';
import { OrdersIcon } from '../kit/icons/OrdersIcon';
import { StoreIcon } from '../kit/icons/StoreIcon';
import { Svg, type IconProps } from '../kit/icons/Svg';
import { UserIcon } from '../kit/icons/UserIcon';
import { VoucherIcon } from '../kit/icons/VoucherIcon';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import styles from './account.module.css';

function PinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Svg>
  );
}

export type AccountSection = 'profile' | 'orders' | 'wishlists' | 'compared' | 'following' | 'vouchers' | 'addresses';

const SECTIONS: { key: AccountSection; to: string; Icon: ComponentType<IconProps> }[] = [
  { key: 'profile', to: '/user/profile', Icon: UserIcon },
  { key: 'orders', to: '/user/orders', Icon: OrdersIcon },
  { key: 'wishlists', to: '/user/wishlists', Icon: HeartIcon },
  { key: 'compared', to: '/user/compared', Icon: CompareIcon },
  { key: 'following', to: '/user/following', Icon: StoreIcon },
  { key: 'vouchers', to: '/user/vouchers', Icon: VoucherIcon },
  { key: 'addresses', to: '/user/addresses', Icon: PinIcon },
];

/** The account area: side navigation (a horizontal scroller on small screens) and the section's content. */
export function AccountLayout({ active, title, actions, children }: { active: AccountSection; title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    // On small screens the navigation is a horizontal scroller: bring the current section into sight.
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && current && nav.current.scrollWidth > nav.current.clientWidth) current.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);
  return (
    <div className={`container ${styles.account}`}>
      <nav ref={nav} className={styles.nav} aria-label={t('account.nav.label')}>
        <ul className={styles.navList}>
          {SECTIONS.map(({ key, to, Icon }) => (
            <li key={key}>
              <LocalizedLink to={to} className={key === active ? `${styles.navLink} ${styles.navActive}` : styles.navLink} aria-current={key === active ? 'page' : undefined}>
                <Icon size={18} />
                <span>{t(`account.nav.${key}`)}</span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="account-title">
        <div className={styles.heading}>
          <h1 id="account-title" className={styles.title}>{title}</h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}
