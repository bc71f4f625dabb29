import { PUBLICATIONS, type Publication } from '../../core/seller/seller-product';
import { STOCK_FILTERS, type SellerProductQuery, type StockFilter } from '../../core/seller/seller-workspace';

/** The product list's query as its address holds it (`/seller/products?status=draft&page=2`), so it survives a reload and the back button. */
export function readProductQuery(search: string): SellerProductQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const stock = params.get('stock') ?? '';
  const category = Number(params.get('category'));
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: (PUBLICATIONS as readonly string[]).includes(status) ? status as Publication : 'all',
    stock: (STOCK_FILTERS as readonly string[]).includes(stock) ? stock as StockFilter : 'all',
    categoryId: Number.isSafeInteger(category) && category > 0 ? category : null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the product list for `query`: only what differs from the plain list. */
export function productListPath(query: Partial<SellerProductQuery>): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.stock && query.stock !== 'all') params.set('stock', query.stock);
  if (query.categoryId) params.set('category', String(query.categoryId));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/seller/products${search ? `?${search}` : ''}`;
}
