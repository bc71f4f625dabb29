import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { CatalogueGateway } from '../../core/catalogue/catalogue-gateway.port';
import { listingRequestOf, type ListingRequest, type ListingScope } from '../../core/catalogue/listing-request';
import { LoadListing } from '../../core/catalogue/load-listing';
import { paginatorOf, type ListingResult, type SourceListingResult } from '../../core/catalogue/listing';
import type { ProductTile } from '../../core/product/product-tile';
import type { ServiceToken } from '../app/services';
import { useService } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { PageLoadStore } from '../routing/page-load-store';
import { makeTile } from '../test-support/data-factories';
import ListingPage from './ListingPage';
import { ListingViewModel } from './listing-view-model';

/** A small catalogue: 40 products over two brands, prices 1..40, brand 1 rated 4. */
export const PRODUCTS: (ProductTile & { brand: number })[] = Array.from({ length: 40 }, (_, i) => ({
  ...makeTile({ id: i + 1, title: `Phone ${i + 1}`, selling: i + 1, rating: i % 2 === 0 ? 4 : 2 }),
  brand: i % 2 === 0 ? 1 : 2,
}));

/** A gateway answering from PRODUCTS the way the API does (filters, sort, 30 per page); it records each call. */
export function fakeCatalogueGateway(): Pick<CatalogueGateway, 'fetchListing'> & { calls: ListingRequest[] } {
  const calls: ListingRequest[] = [];
  return {
    calls,
    async fetchListing(request): Promise<ListingResult | SourceListingResult> {
      calls.push(request);
      // An answer over the network: never within the same tick (a later task, no fixed delay).
      await new Promise((resolve) => setTimeout(resolve, 0));
      const { query } = request;
      let rows = PRODUCTS.filter((p) =>
        (query.brand.length === 0 || query.brand.includes(p.brand)) &&
        (query.min === null || p.selling >= query.min) &&
        (query.max === null || p.selling <= query.max) &&
        (query.rating === null || p.rating >= query.rating));
      if (query.sortby === 'price_high_to_low') rows = [...rows].sort((a, b) => b.selling - a.selling);
      const start = (query.page - 1) * 30;
      return {
        result: paginatorOf(rows.slice(start, start + 30), query.page, rows.length),
        category: { id: 1, title: 'Phones', slug: 'phones', image: '', meta_title: null, meta_description: null, child: [{ id: 7, category_id: 1, title: 'Smart phones', slug: 'smart', image: '' }] },
        brands: [{ id: 1, title: 'Acme', slug: 'acme', image: '' }, { id: 2, title: 'Globex', slug: 'globex', image: '' }],
        collections: [{ id: 3, title: 'Summer', slug: 'summer' }],
        shipping: [{ id: 5, title: 'Free shipping' }],
      };
    },
  };
}

export function catalogueServices() {
  const gateway = fakeCatalogueGateway();
  const listing = new ListingViewModel();
  const pageLoad = new PageLoadStore();
  const load = new LoadListing(gateway, listing);
  const meta = new MetaStore();
  const services: [ServiceToken<unknown>, unknown][] = [[ListingViewModel, listing], [PageLoadStore, pageLoad], [LoadListing, load], [MetaStore, meta]];
  return { gateway, listing, pageLoad, load, meta, services };
}

/**
 * The listing as the app runs it: the route's load on every location (through PageLoadStore),
 * a probe showing the URL, and a back button standing in for the browser's.
 */
export function RoutedListing({ scopeOf }: { scopeOf: (params: Record<string, string | undefined>, search: URLSearchParams) => ListingScope }) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const load = useService(LoadListing);
  const pageLoad = useService(PageLoadStore);
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    void pageLoad.run(location.pathname + location.search, () => load.execute(listingRequestOf(scopeOf(params, search), search), 'en'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);
  return (
    <>
      <ListingPage />
      <span data-testid="location" hidden>{location.pathname + location.search}</span>
      <button type="button" onClick={() => void navigate(-1)}>browser back</button>
    </>
  );
}
