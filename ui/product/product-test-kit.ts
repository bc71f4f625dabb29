/* Product data and the services the product page resolves, for component tests. */
import type { FollowingGateway } from '../../core/stores/following-gateway.port';
import { ToggleFollow } from '../../core/stores/toggle-follow';
import type { InventoryItem, ProductDetail, ReviewsData, SuggestedProducts } from '../../core/product/product-detail';
import { LoadReviews } from '../../core/reviews/load-reviews';
import type { ProductGateway } from '../../core/product/product-gateway.port';
import type { CompareToggle, ProductListsGateway } from '../../core/lists/product-lists-gateway.port';
import { ToggleCompare } from '../../core/lists/toggle-compare';
import { ToggleWishlist } from '../../core/lists/toggle-wishlist';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { PageLoadStore } from '../routing/page-load-store';
import { SessionStore } from '../app/session-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { ProductViewModel } from './product-view-model';

const COLOR = { id: 1, title: 'Colour' };
const SIZE = { id: 2, title: 'Size' };

function variant(id: number, colour: [number, string], size: [number, string], price: number, quantity: number): InventoryItem {
  return {
    id, product_id: 7, quantity, price, sku: `SKU-${id}`,
    inventory_attributes: [
      { attribute_value_id: colour[0], attribute_value: { id: colour[0], title: colour[1], attribute: COLOR } },
      { attribute_value_id: size[0], attribute_value: { id: size[0], title: size[1], attribute: SIZE } },
    ],
  };
}

/** A shirt in red/blue × S/M: red S $25 (3 left), red M $27 (0 left), blue S $0 → offered $20 (8 left), blue M $30 (1 left). */
export function makeProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7, slug: 'shirt', title: 'Linen shirt', badge: null, selling: 30, offered: 20, image: 'shirt.jpg', review_count: 4, rating: 4.3, price: null, end_time: null,
    description: '<p>Soft linen.</p>', overview: null, unit: null, warranty: '1 year', meta_title: null, meta_description: null,
    wishlisted: null, compared: null,
    brand: { id: 3, title: 'Acme', slug: 'acme', image: '' },
    store: { id: 5, name: 'Shirt House', slug: 'shirt-house', logo: '', rating: 4.8, review_count: 10, followed: null },
    bundle_deal: { id: 1, buy: 3, free: 1, title: 'Summer bundle' },
    images: [
      { id: 1, image: 'shirt.jpg', attribute_value_id: null, attributes: null },
      { id: 2, image: 'shirt-blue.jpg', attribute_value_id: 11, attributes: { id: 11, title: 'Blue' } },
    ],
    shipping_rule: null,
    inventory: [variant(101, [10, 'Red'], [20, 'S'], 25, 3), variant(102, [10, 'Red'], [21, 'M'], 27, 0), variant(103, [11, 'Blue'], [20, 'S'], 0, 8), variant(104, [11, 'Blue'], [21, 'M'], 30, 1)],
    attribute: [
      { id: 1, title: 'Colour', values: [{ id: 10, attribute_id: 1, title: 'Red', color_code: '#c00' }, { id: 11, attribute_id: 1, title: 'Blue', color_code: '#00c' }] },
      { id: 2, title: 'Size', values: [{ id: 20, attribute_id: 2, title: 'S', color_code: null }, { id: 21, attribute_id: 2, title: 'M', color_code: null }] },
    ],
    vouchers: [{ id: 1, title: 'Welcome', type: 2, price: 10, code: 'HELLO10', min_spend: 50, capped_price: null, usage_limit: null, limit_per_customer: null, end_time: '2030-01-01T00:00:00Z' }],
    category_data: [{ id: 1, title: 'Clothing', slug: 'clothing', type: 'category' }, { id: 2, title: 'Shirts', slug: 'shirts', type: 'sub_category' }],
    current_categories: { id: 2, title: 'Shirts', slug: 'shirts', type: 'sub_category' },
    in_stock: 1, refundable: 1, mind_change_returns: 0, flash_sale: null,
    ...overrides,
  };
}

export function makeReviews(overrides: Partial<ReviewsData> = {}): ReviewsData {
  return {
    total: 4, average: 4.3, stars: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 },
    all: {
      current_page: 1, from: 1, to: 2, total: 4, last_page: 2, per_page: 2,
      data: [
        { id: 1, user: { first_name: 'Ana' }, stars: 5, comment: 'Lovely fabric', images: [], created_at: '2026-03-01T10:00:00Z' },
        { id: 2, user: { first_name: 'Ben' }, stars: 3, comment: 'Runs small', images: [], created_at: '2026-02-01T10:00:00Z' },
      ],
    },
    ...overrides,
  };
}

const emptyPage = { current_page: 1, data: [], from: null, to: null, total: 0, last_page: 1, per_page: 30 };
export const noSuggestions: SuggestedProducts = { suggestion_1: emptyPage, suggestion_2: emptyPage };

/** A fake api/v1 for the product page calls. */
export class MemoryProductBackend implements ProductGateway, ProductListsGateway, Pick<FollowingGateway, 'toggleFollow'> {
  product = makeProduct();
  reviews = makeReviews();
  wishlisted = false;
  compareRefusal: string[] | null = null;
  reviewPages: number[] = [];
  prefetched: number[] = [];

  async fetchProduct() { return this.product; }
  async fetchSuggested() { return noSuggestions; }
  async fetchReviews(_id: number, _language: string, page: number) {
    this.reviewPages.push(page);
    return { ...this.reviews, all: { ...this.reviews.all, current_page: page } };
  }
  prefetchProduct(id: number) { this.prefetched.push(id); }
  async toggleWishlist() { this.wishlisted = !this.wishlisted; return this.wishlisted; }
  async toggleCompare(): Promise<CompareToggle> {
    if (this.compareRefusal) {
      throw new RequestError(201, this.compareRefusal[0]!, this.compareRefusal);
    }
    return { compared: true, message: 'Product added to compare list' };
  }
  async toggleFollow() { return true; }
}

/** The services the product page asks for, over one backend; `signedIn` gives a session. */
export function productServices(options: { signedIn?: boolean; backend?: MemoryProductBackend } = {}) {
  const backend = options.backend ?? new MemoryProductBackend();
  const vm = new ProductViewModel();
  const session = new SessionStore();
  if (options.signedIn) {
    session.setToken('token');
    session.setUser({ id: 1, name: 'Ana', email: 'ana@example.com', phone: null, image: null, role: 'customer', language: 'en', cart_count: 0, is_logged_in: true, store: null });
  }
  const toast = new ToastStore();
  const following = { removeStore: () => undefined };
  const services: [ServiceToken<unknown>, unknown][] = [
    [ProductViewModel, vm],
    [PageLoadStore, new PageLoadStore()],
    [MetaStore, new MetaStore()],
    [ToastStore, toast],
    [SessionStore, session],
    [ToggleWishlist, new ToggleWishlist(backend, vm, session)],
    [ToggleCompare, new ToggleCompare(backend, vm, session)],
    [LoadReviews, new LoadReviews(backend, vm)],
    [ToggleFollow, new ToggleFollow(backend, following, session)],
  ];
  vm.setProduct(backend.product, 'en');
  vm.setReviews(backend.reviews, '7|en|1');
  return { backend, vm, session, toast, services };
}
