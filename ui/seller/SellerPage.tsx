import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { SellerStore } from '../../core/seller/seller-workspace';
import accountStyles from '../account/account.module.css';
import { CommonStore } from '../app/common-store';
import { useLanguage } from '../app/language-context';
import { usePageMeta } from '../app/meta-store-hooks';
import { useService } from '../app/services';
import { SessionStore } from '../app/session-store';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { matchLocalizedRoute } from '../routing/match-route';
import { useRouteTable } from '../routing/route-table';
import { SellerEarnings } from '../ledger/SellerEarnings';
import { SellerDelivery } from './SellerDelivery';
import { SellerFlashSales } from './SellerFlashSales';
import { SellerImport } from './SellerImport';
import { SellerOrders } from './SellerOrders';
import { SellerOverview } from './SellerOverview';
import { SellerProductForm } from './SellerProductForm';
import { SellerProducts } from './SellerProducts';
import { SellerStock } from './SellerStock';
import { SellerStoreProfile } from './SellerStoreProfile';
import type { SellerScreenProps } from './seller-screen';
import { SellerWorkspace } from './seller-workspace-store';
import styles from './seller.module.css';

/** The workspace's screens by route name, and the menu entry each belongs to. */
const SCREENS: Readonly<Record<string, { Screen: ComponentType<SellerScreenProps>; menu: MenuKey }>> = {
  seller: { Screen: SellerOverview, menu: 'overview' },
  'seller-products': { Screen: SellerProducts, menu: 'products' },
  'seller-product-new': { Screen: SellerProductForm, menu: 'products' },
  'seller-product': { Screen: SellerProductForm, menu: 'products' },
  'seller-stock': { Screen: SellerStock, menu: 'stock' },
  'seller-import': { Screen: SellerImport, menu: 'import' },
  'seller-flash-sales': { Screen: SellerFlashSales, menu: 'flash' },
  'seller-store': { Screen: SellerStoreProfile, menu: 'store' },
  'seller-delivery': { Screen: SellerDelivery, menu: 'delivery' },
  'seller-orders': { Screen: SellerOrders, menu: 'orders' },
  'seller-earnings': { Screen: SellerEarnings, menu: 'earnings' },
};

type MenuKey = 'overview' | 'orders' | 'earnings' | 'products' | 'stock' | 'import' | 'flash' | 'store' | 'delivery';
const MENU: readonly { key: MenuKey; to: string }[] = [
  { key: 'overview', to: '/seller' },
  { key: 'orders', to: '/seller/orders' },
  { key: 'earnings', to: '/seller/earnings' },
  { key: 'products', to: '/seller/products' },
  { key: 'stock', to: '/seller/stock' },
  { key: 'import', to: '/seller/import' },
  { key: 'flash', to: '/seller/flash-sales' },
  { key: 'store', to: '/seller/store' },
  { key: 'delivery', to: '/seller/delivery' },
];

/** The screen the address opens (its route's name, the same in every language) and the address's params. */
function useScreen(): { name: string; params: Readonly<Record<string, string | undefined>> } {
  const { pathname } = useLocation();
  const match = matchLocalizedRoute(pathname, useRouteTable());
  return { name: match?.localized.route.name ?? 'seller', params: match?.params ?? {} };
}

/**
 * `/seller` and its screens (issue 32), in the console layout: a guest was sent to sign in by the
 * route's guard; a customer is told the workspace is for sellers; a seller whose store waits or was
 * refused sees where it stands; a seller whose store is approved gets the workspace: a top bar with
 * the store's name and its public page, the menu, and the screen the address names.
 */
const SellerPage = observer(function SellerPage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const session = useService(SessionStore);
  const user = session.user;
  usePageMeta({ title: t('seller.title'), noindex: true });

  if (!session.isLoggedIn || !user) {
    return (
      <div className={styles.gate}>
        <h1 className={styles.gateTitle}>{t('seller.title')}</h1>
        <p className={accountStyles.hint}>{t('seller.gate.sign_in')}</p>
        <LocalizedLink to={`/login?redirect=${encodeURIComponent('/seller')}`} className={accountStyles.primary + ' ' + styles.buttonLink}>{t('seller.gate.sign_in_link')}</LocalizedLink>
      </div>
    );
  }
  if (user.role !== 'seller') return <NotASeller email={user.email} />;
  return <SellerWorkspaceView language={language} />;
});

function NotASeller({ email }: { email: string }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const registering = Number(common.data?.setting.vendor_registration) === 1;
  return (
    <div className={styles.gate} data-testid="seller-not-seller">
      <h1 className={styles.gateTitle}>{t('seller.gate.customer_title')}</h1>
      <p role="status" className={styles.gateText}>{t('seller.gate.customer_text', { email })}</p>
      {registering
        ? <LocalizedLink to="/seller/register" className={`${accountStyles.primary} ${styles.buttonLink}`}>{t('seller.gate.register')}</LocalizedLink>
        : <p className={accountStyles.hint}>{t('seller.gate.no_registration')}</p>}
      <LocalizedLink to="/" className={styles.textLink}>{t('seller.gate.back_to_shop')}</LocalizedLink>
    </div>
  );
}

const SellerWorkspaceView = observer(function SellerWorkspaceView({ language }: { language: string }) {
  const { t } = useTranslation();
  const workspace = useService(SellerWorkspace);
  const screen = useScreen();
  useEffect(() => { void workspace.load(language); }, [workspace, language]);
  const store = workspace.store;

  if (!store) {
    return (
      <div className={styles.gate}>
        <h1 className={styles.gateTitle}>{t('seller.title')}</h1>
        {workspace.failure
          ? <p role="alert" className={styles.alert}>{workspace.failure === true ? t('seller.failed') : workspace.failure}</p>
          : <p role="status" className={accountStyles.hint}>{t('seller.loading')}</p>}
        {workspace.failure && <button type="button" className={accountStyles.secondary} onClick={() => void workspace.load(language)}>{t('seller.try_again')}</button>}
      </div>
    );
  }
  if (store.standing !== 'approved') return <Standing store={store} />;
  const { Screen, menu } = SCREENS[screen.name] ?? SCREENS.seller!;
  return (
    <div className={styles.workspace}>
      <header className={styles.top}>
        <p className={styles.storeName}><bdi>{store.name}</bdi></p>
        <LocalizedLink to={`/shop/${store.slug}`} className={styles.textLink}>{t('seller.see_store')}</LocalizedLink>
      </header>
      <nav className={styles.menu} aria-label={t('seller.menu.label')}>
        <ul className={styles.menuList}>
          {MENU.map(({ key, to }) => (
            <li key={key}>
              <LocalizedLink to={to} className={styles.menuLink} aria-current={key === menu ? 'page' : undefined}>{t(`seller.menu.${key}`)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.screen}>
        <Screen store={store} params={screen.params} />
      </div>
    </div>
  );
});

/** A store that is not approved: where it stands, and no workspace. */
function Standing({ store }: { store: SellerStore }) {
  const { t } = useTranslation();
  const refused = store.standing === 'refused';
  return (
    <div className={styles.gate} data-testid={`seller-standing-${store.standing}`}>
      <h1 className={styles.gateTitle}>{t(refused ? 'seller.standing.refused_title' : 'seller.standing.waiting_title', { store: store.name })}</h1>
      {refused ? (
        <>
          <p role="status" className={styles.gateText}>{t('seller.standing.refused_text', { store: store.name })}</p>
          {store.refusalReason && <p className={styles.reason}><strong>{t('seller.standing.reason')}</strong> <bdi>{store.refusalReason}</bdi></p>}
          <LocalizedLink to="/contact" className={styles.textLink}>{t('seller.standing.contact')}</LocalizedLink>
        </>
      ) : (
        <>
          <p role="status" className={styles.gateText}>{t('seller.standing.waiting_text', { store: store.name })}</p>
          {!store.verified && <p className={styles.gateText}>{t('seller.standing.verify_first')}</p>}
        </>
      )}
      <LocalizedLink to="/" className={styles.textLink}>{t('seller.gate.back_to_shop')}</LocalizedLink>
    </div>
  );
}

export default SellerPage;
