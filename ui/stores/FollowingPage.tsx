import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FollowedStore } from '../../core/stores/followed-store';
import { ToggleFollow } from '../../core/stores/toggle-follow';
import { RequestError } from '../../core/shared/request-error';
import { Rating } from '../product/Rating';
import { Shimmer } from '../kit/shimmer/Shimmer';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { PageLoadStore } from '../routing/page-load-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { AccountLayout } from '../account/AccountLayout';
import { FollowingViewModel } from './following-view-model';
import { Pagination } from '../account/Pagination';
import styles from '../account/account.module.css';

function StoreCard({ store }: { store: FollowedStore }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const { code: language } = useLanguage();
  const toggle = useService(ToggleFollow);
  const toast = useService(ToastStore);
  const [busy, setBusy] = useState(false);
  const unfollow = async () => {
    setBusy(true);
    try {
      await toggle.execute(store.id, language);
      toast.show(t('account.following.unfollowed', { name: store.name }));
    } catch (error) {
      toast.error(error instanceof RequestError ? error.firstMessage : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`${styles.card} ${styles.storeCard}`} data-testid="store-card">
      <LocalizedLink to={`/shop/${store.slug}`} className={styles.storeLink}>
        {store.logo ? <img src={common.thumbUrl(store.logo)} alt="" className={styles.storeLogo} width={56} height={56} loading="lazy" /> : <span className={styles.storeLogo} aria-hidden="true">{store.name.slice(0, 1)}</span>}
        <span className={styles.cardTitle}>{store.name}</span>
      </LocalizedLink>
      <Rating rating={store.rating} count={store.review_count} />
      <button type="button" className={styles.secondary} disabled={busy} onClick={() => void unfollow()} aria-label={`${t('account.following.unfollow')}: ${store.name}`}>{t('account.following.unfollow')}</button>
    </li>
  );
}

/** `/user/following`: the stores the user follows. */
const FollowingPage = observer(function FollowingPage() {
  const { t } = useTranslation();
  const vm = useService(FollowingViewModel);
  const pageLoad = useService(PageLoadStore);
  return (
    <AccountLayout active="following" title={t('account.following.title')}>
      {!vm.page || pageLoad.pending ? (
        <ul className={styles.cards} aria-busy="true" aria-label={t('account.loading')}>
          {[0, 1, 2].map((i) => <li key={i} className={styles.card}><Shimmer height="56px" width="56px" round /><Shimmer height="1.2em" /></li>)}
        </ul>
      ) : vm.stores.length === 0 ? (
        <p className={styles.empty}>{t('account.following.empty')}</p>
      ) : (
        <ul className={styles.cards}>{vm.stores.map((s) => <StoreCard key={s.id} store={s} />)}</ul>
      )}
      {vm.page ? <Pagination path="/user/following" current={vm.page.current_page} last={vm.page.last_page} /> : null}
    </AccountLayout>
  );
});
export default FollowingPage;
