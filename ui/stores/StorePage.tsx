import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { LISTING_SORTS } from '../../core/catalogue/listing';
import type { StoreDetail } from '../../core/product/product-detail';
import { PageShimmer } from '../kit/PageShimmer';
import { ProductGrid } from '../product/ProductGrid';
import { Rating } from '../product/Rating';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { CommonStore } from '../app/common-store';
import { PageLoadStore } from '../routing/page-load-store';
import { usePageMeta } from '../app/meta-store-hooks';
import { FollowButton } from '../product/FollowButton';
import { plainText } from '../product/product-meta';
import { StoreViewModel } from './store-view-model';
import styles from './store.module.css';

/** Month and year a store joined, in the page's language; UTC so server and browser agree. */
function memberSince(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  try {
    return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return iso.slice(0, 7);
  }
}

/** The query for page `page` with the current sort kept. */
function pageQuery(search: string, page: number): string {
  const query = new URLSearchParams(search);
  if (page > 1) query.set('page', String(page));
  else query.delete('page');
  const text = query.toString();
  return text ? `?${text}` : '';
}

const StoreMeta = observer(function StoreMeta() {
  const vm = useService(StoreViewModel);
  const common = useService(CommonStore);
  const store = vm.detail!.store;
  const page = vm.detail!.result.current_page;
  usePageMeta({
    title: store.name,
    description: plainText(store.description) || store.name,
    path: `/shop/${encodeURIComponent(store.slug)}${page > 1 ? `?page=${page}` : ''}`,
    image: store.logo ? common.imageUrl(store.logo) : null,
    type: 'profile',
  });
  return null;
});

/** Digits and signs of a phone number, for its tel: link. */
const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * How to reach the store and where to collect its products: its contact as the seller wrote it, and
 * the pickup points of its own public shipping rules, each with who may choose it at checkout (the
 * delivery country and state it serves), its price and the days before it is ready.
 */
function StoreContact({ store }: { store: StoreDetail['store'] }) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const contact = [store.phone, store.email, store.address].some(Boolean);
  if (!contact && store.pickup_places.length === 0) return null;
  return (
    <section className={styles.contact} aria-labelledby="store-contact-title">
      <h2 id="store-contact-title" className={styles.heading}>{t('product.store.contact')}</h2>
      {contact && (
        <dl className={styles.contactList}>
          {store.phone && <div><dt>{t('product.store.phone')}</dt><dd><a href={`tel:${telOf(store.phone)}`} dir="ltr">{store.phone}</a></dd></div>}
          {store.email && <div><dt>{t('product.store.email')}</dt><dd><a href={`mailto:${store.email}`} dir="ltr">{store.email}</a></dd></div>}
          {store.address && <div><dt>{t('product.store.address')}</dt><dd><bdi>{store.address}</bdi></dd></div>}
        </dl>
      )}
      {store.pickup_places.length > 0 && (
        <>
          <h3 className={styles.subHeading}>{t('product.store.pickup_title')}</h3>
          <ul className={styles.pickupList}>
            {store.pickup_places.map((place) => (
              <li key={place.id} className={styles.pickup}>
                <p className={styles.pickupName}><bdi>{place.name}</bdi></p>
                {place.address && <p className={styles.pickupText}><bdi>{place.address}</bdi></p>}
                <p className={styles.pickupText}>{t('product.store.pickup_for', { where: place.country ? [place.state, place.country].filter(Boolean).join(', ') : t('product.store.pickup_everywhere') })}</p>
                <p className={styles.pickupText}>{t('product.store.pickup_cost', { price: common.price(place.price), time: t('product.store.day_count', { count: place.days }) })}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** `/shop/:slug`: a seller's store with its products, sortable and paged, and follow/unfollow. */
const StorePage = observer(function StorePage() {
  const vm = useService(StoreViewModel);
  const common = useService(CommonStore);
  const pageLoad = useService(PageLoadStore);
  const { code: language } = useLanguage();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  if (!vm.detail || pageLoad.pending) return <PageShimmer />;
  const { store, result } = vm.detail;
  const sort = new URLSearchParams(location.search).get('sortby') ?? 'newest';
  const changeSort = (value: string) => {
    const query = new URLSearchParams(location.search);
    query.delete('page');
    if (value === 'newest') query.delete('sortby');
    else query.set('sortby', value);
    const text = query.toString();
    void navigate(`${location.pathname}${text ? `?${text}` : ''}`);
  };
  return (
    <div className={`container ${styles.page}`} data-testid="store-page">
      <StoreMeta />
      <header className={styles.header}>
        {store.banner ? <img className={styles.banner} src={common.imageUrl(store.banner)} alt="" width={1320} height={264} /> : <div className={styles.bannerEmpty} />}
        <div className={styles.identity}>
          <img className={styles.logo} src={common.thumbUrl(store.logo)} alt={t('product.store.store_logo', { name: store.name })} width={96} height={96} />
          <div className={styles.facts}>
            <h1 className={styles.name}>{store.name}</h1>
            <Rating rating={store.rating} count={store.review_count} />
            <p className={styles.since}>{t('product.store.member_since', { date: memberSince(store.member_since, language) })}</p>
          </div>
          <div className={styles.follow}>
            <FollowButton store={store} followed={store.followed === 1} onChange={(following) => vm.setFollowed(following)} />
          </div>
        </div>
        {store.description ? <p className={styles.description}>{store.description}</p> : null}
      </header>
      <StoreContact store={store} />
      <section aria-labelledby="store-products-title">
        <div className={styles.toolbar}>
          <h2 id="store-products-title" className={styles.heading}>{t('product.store.products')}</h2>
          {result.total > 0 ? <p className={styles.showing}>{t('product.store.showing', { from: result.from ?? 0, to: result.to ?? 0, count: result.total })}</p> : null}
          <label className={styles.sort}>
            <span>{t('product.store.sort_label')}</span>
            <select value={(LISTING_SORTS as readonly string[]).includes(sort) ? sort : 'newest'} onChange={(event) => changeSort(event.target.value)}>
              {LISTING_SORTS.map((key) => <option key={key} value={key}>{t(`product.store.sort.${key}`)}</option>)}
            </select>
          </label>
        </div>
        {result.data.length === 0 ? <p className={styles.empty}>{t('product.store.empty')}</p> : <ProductGrid tiles={result.data} />}
        {result.last_page > 1 ? (
          <nav className={styles.pager} aria-label={t('account.pagination.label')}>
            {result.current_page > 1 ? <LocalizedLink to={`/shop/${encodeURIComponent(store.slug)}${pageQuery(location.search, result.current_page - 1)}`} rel="prev" className={styles.pageLink}>{t('product.detail.previous')}</LocalizedLink> : <span />}
            <span>{result.current_page} / {result.last_page}</span>
            {result.current_page < result.last_page ? <LocalizedLink to={`/shop/${encodeURIComponent(store.slug)}${pageQuery(location.search, result.current_page + 1)}`} rel="next" className={styles.pageLink}>{t('product.detail.next')}</LocalizedLink> : <span />}
          </nav>
        ) : null}
      </section>
    </div>
  );
});
export default StorePage;
