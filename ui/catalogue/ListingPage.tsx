import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router';
import { splitLanguage } from '../../core/language/localized-path';
import { listingSearchParams, withoutFilters, withQuery, type ListingRequest } from '../../core/catalogue/listing-request';
import type { ListingQuery } from '../../core/catalogue/listing';
import { ProductGrid } from '../product/ProductGrid';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { LocalizedLink } from '../routing/LocalizedLink';
import { usePageMeta } from '../app/meta-store-hooks';
import { PageLoadStore } from '../routing/page-load-store';
import { ListingFilters } from './ListingFilters';
import { LISTING_PLACEHOLDERS } from './listing-placeholders';
import { listingHeading } from './listing-heading';
import { listingMeta } from './listing-meta';
import { ListingPagination } from './ListingPagination';
import { ListingViewModel } from './listing-view-model';
import { SortSelect } from './SortSelect';
import styles from './listing.module.css';

/** The URL (path and query) of `request` on the current page. */
export function useListingHref(): (request: ListingRequest) => string {
  const { pathname } = useLocation();
  return (request) => {
    const query = listingSearchParams(request).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** The head of a shown listing; a component of its own so the hook runs only once there is one. */
function ListingMeta({ request, title }: { request: ListingRequest; title: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { defaultLanguage } = useLanguage();
  usePageMeta(listingMeta(t, request, title, splitLanguage(pathname, undefined, defaultLanguage).path));
  return null;
}

/**
 * Every listing: a category or sub-category, a home-page source, a brand, a collection, search
 * results, hot deals. Every filter is in the URL: a change navigates (a new history entry), the
 * route's load fetches it, and the back button brings the previous filters and results back.
 */
const ListingPage = observer(function ListingPage() {
  const { t } = useTranslation();
  const vm = useService(ListingViewModel);
  const pageLoad = useService(PageLoadStore);
  const navigate = useNavigate();
  const hrefOf = useListingHref();
  const shown = vm.shown;

  if (!shown) {
    return (
      <div className="container">
        <div className={styles.page} aria-busy="true">
          <p className="visually-hidden">{t('catalogue.loading')}</p>
          <ProductGrid placeholders={LISTING_PLACEHOLDERS} />
        </div>
      </div>
    );
  }

  const { request, result } = shown;
  const { scope } = request;
  const heading = listingHeading(request, result);
  const title =
    scope.kind === 'search' ? (scope.q ? t('catalogue.search.title', { q: scope.q }) : t('catalogue.search.title_empty')) :
    scope.kind === 'hot-deals' ? t('catalogue.hot_deals.title') :
    heading.title ?? '';
  const page = result.result;
  const change = (next: Partial<ListingQuery>) => void navigate(hrefOf(withQuery(request, next)));
  const empty = page.data.length === 0;

  return (
    <div className="container">
      <ListingMeta request={request} title={title} />
      <div className={styles.page}>
        <nav aria-label={t('catalogue.breadcrumb.label')} className={styles.breadcrumb}>
          <ol>
            <li><LocalizedLink to="/">{t('catalogue.breadcrumb.home')}</LocalizedLink></li>
            {heading.crumbs.map((crumb) => (
              <li key={crumb.title}>{crumb.to ? <LocalizedLink to={crumb.to}>{crumb.title}</LocalizedLink> : <span aria-current="page">{crumb.title}</span>}</li>
            ))}
            {heading.crumbs.length === 0 ? <li><span aria-current="page">{title}</span></li> : null}
          </ol>
        </nav>
        <header className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {scope.kind === 'hot-deals' ? <p className={styles.lead}>{t('catalogue.hot_deals.lead')}</p> : null}
          {heading.children.length > 0 ? (
            <ul className={styles.children} aria-label={t('catalogue.filters.categories')}>
              {heading.children.map((child) => <li key={child.to}><LocalizedLink to={child.to!} className={styles.chip}>{child.title}</LocalizedLink></li>)}
            </ul>
          ) : null}
        </header>
        <div className={styles.layout}>
          <ListingFilters request={request} result={result} onChange={change} />
          <section className={styles.results} aria-busy={pageLoad.pending} aria-labelledby="listing-count">
            {/* The tiles' titles are h3: below 992 px the filter panel's h2 is hidden, and the outline went from h1 to h3. */}
            <h2 className="visually-hidden">{t('catalogue.results_heading')}</h2>
            <div className={styles.toolbar}>
              <p id="listing-count" className={styles.count} role="status">
                {empty ? t('catalogue.no_results_count') : t('catalogue.showing', { from: page.from ?? 0, to: page.to ?? 0, count: page.total })}
              </p>
              {/* Hot deals are ordered by discount (the point of the page): no other order to pick. */}
              {scope.kind === 'hot-deals' ? null : <SortSelect value={request.query.sortby} onChange={(sortby) => change({ sortby })} />}
            </div>
            {pageLoad.pending ? (
              <ProductGrid placeholders={LISTING_PLACEHOLDERS} />
            ) : empty ? (
              <div className={styles.empty}>
                <p>{scope.kind === 'search' && scope.q ? t('catalogue.search.nothing', { q: scope.q }) : t('catalogue.empty')}</p>
                <Link to={hrefOf(withoutFilters(request))} className={styles.button}>{t('catalogue.filters.clear')}</Link>
              </div>
            ) : (
              <ProductGrid tiles={page.data} />
            )}
            <ListingPagination current={page.current_page} last={page.last_page} hrefOf={(p) => hrefOf(withQuery(request, { page: p }))} />
          </section>
        </div>
      </div>
    </div>
  );
});
export default ListingPage;

