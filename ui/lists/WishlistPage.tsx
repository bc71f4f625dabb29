import { observer } from 'mobx-react-lite';
import { useService } from '../app/services';
import { usePageMeta } from '../app/meta-store-hooks';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { PageLoadStore } from '../routing/page-load-store';
import { AccountLayout } from '../account/AccountLayout';
import { Pagination } from '../account/Pagination';
import { ProductGrid } from '../product/ProductGrid';
import { ListsViewModel } from './lists-view-model';
import { RemoveButton } from './RemoveButton';
import styles from './lists.module.css';

/** `/user/wishlists`: the wishlisted products as tiles (add to cart on each, remove under it), a page at a time. */
const WishlistPage = observer(function WishlistPage() {
  const { t } = useTranslation();
  const vm = useService(ListsViewModel);
  const pageLoad = useService(PageLoadStore);
  usePageMeta({ title: t('lists.wishlist.title'), noindex: true });
  const page = vm.wishlist;
  return (
    <AccountLayout active="wishlists" title={t('lists.wishlist.title')}>
      {!page || pageLoad.pending ? (
        <div aria-busy="true" aria-label={t('account.loading')}><ProductGrid placeholders={4} /></div>
      ) : page.data.length === 0 ? (
        <div className={styles.empty} data-testid="wishlist-empty">
          <p>{t('lists.wishlist.empty')}</p>
          <LocalizedLink to="/" className={styles.shop}>{t('lists.shop')}</LocalizedLink>
        </div>
      ) : (
        <>
          <p className={styles.count}>{t('lists.wishlist.count', { count: page.total })}</p>
          <ProductGrid tiles={page.data} action={(tile) => <RemoveButton list="wishlist" productId={tile.id} title={tile.title} />} />
          <Pagination path="/user/wishlists" current={page.current_page} last={page.last_page} />
        </>
      )}
    </AccountLayout>
  );
});
export default WishlistPage;
