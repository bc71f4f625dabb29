import { describe, expect, it } from 'vitest';
import { listingRequestOf, sourceParamsOf, type ListingScope } from '../../core/catalogue/listing-request';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpCatalogueGateway } from './http-catalogue-gateway';

function listingApi() {
  return recordingApi({ products: { data: [] } });
}

async function requested(scope: (search: URLSearchParams) => ListingScope, query: string, language = 'en') {
  const { api, calls } = listingApi();
  const search = new URLSearchParams(query);
  await new HttpCatalogueGateway(api).fetchListing(listingRequestOf(scope(search), search), language);
  const url = new URL(calls[0]!.url, 'http://x');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams), headers: calls[0]!.headers };
}

const source = (main: string) => (search: URLSearchParams): ListingScope => ({ kind: 'source', main, source: sourceParamsOf(search) });

describe('HttpCatalogueGateway.fetchListing', () => {
  it('sends the path slug with home_spm so the server knows which table the id is in', async () => {
    const call = await requested(source('smart-phones'), 'home_spm=4&sortby=price_low_to_high', 'ar');
    expect(call.path).toBe('/api/v1/products');
    expect(call.params).toEqual({ home_spm: '4', slug: 'smart-phones', sortby: 'price_low_to_high', sidebar_data: 'true' });
    expect(call.headers).toMatchObject({ Language: 'ar' });
  });

  it('sends the slug for /:main/brand and /:main/collection too', async () => {
    expect((await requested(source('acme'), 'brand=3')).params).toMatchObject({ brand: '3', slug: 'acme' });
    expect((await requested(source('summer'), 'collection=2&page=2')).params).toMatchObject({ collection: '2', slug: 'summer', page: '2' });
  });

  it('reads a category from `all` without a slug, and hot deals as discounted products of every category', async () => {
    const category = await requested(() => ({ kind: 'category', category: 'phones', subCategory: 'smart' }), 'brand=1&min=5');
    expect(category.path).toBe('/api/v1/all');
    expect(category.params).toEqual({ category: 'phones', sub_category: 'smart', brand: '1', min: '5', sidebar_data: 'true' });
    const deals = await requested(() => ({ kind: 'hot-deals' }), '');
    expect(deals.path).toBe('/api/v1/products');
    expect(deals.params).toEqual({ all_categories: '1', hot_deals: '1', sidebar_data: 'true' });
    expect(deals.params).not.toHaveProperty('slug');
  });

  it('sends search text as q, never a slug', async () => {
    const call = await requested(() => ({ kind: 'search', q: 'tea & cups' }), '');
    expect(call.params).toEqual({ q: 'tea & cups', sidebar_data: 'true' });
  });
});
