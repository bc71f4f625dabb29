import type { SellerOrders, SellerShipment, ShipmentChange } from '../../core/seller/seller-orders';
import type { ShippingRuleInput, ShippingRules } from '../../core/admin/shop-rules';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
/* An in-memory api/v1/seller and the services the seller workspace resolves, for component tests. */
import type { UserProfile } from '../../core/auth/user';
import type { BulkChange, BulkSaved, SellerVariantRow } from '../../core/seller/bulk-stock';
import { type FlashCandidate, type FlashEntrySaved, previewVariantPrices, type SellerFlashSales } from '../../core/seller/flash-entry';
import { nextPublication, type PublicationAction } from '../../core/seller/publication';
import { SellerDesk } from '../../core/seller/seller-desk';
import type { CsvFile, ImportOutcome, PhotoFile, SellerGateway } from '../../core/seller/seller-gateway.port';
import { emptyProduct, type ProductInput } from '../../core/seller/seller-product';
import type { ProductSaved, SellerFormOptions, SellerPage, SellerProduct, SellerProductQuery, SellerProductRow, SellerStore, StoreProfileInput } from '../../core/seller/seller-workspace';
import { RequestError } from '../../core/shared/request-error';
import { CommonStore } from '../app/common-store';
import { MetaStore } from '../app/meta-store';
import type { ServiceToken } from '../app/services';
import { SessionStore } from '../app/session-store';
import { commonData, language } from '../test-support/data-factories';
import { SellerWorkspace } from './seller-workspace-store';

export const makeSellerStore = (overrides: Partial<SellerStore> = {}): SellerStore => ({
  id: 3, name: 'Atelier Nour', slug: 'atelier-nour', standing: 'approved', refusalReason: null, verified: true, version: 4,
  profile: { name: 'Atelier Nour', descriptions: { en: 'Handmade lamps' }, phone: '', email: '', address: '', logo: null, banner: null },
  counts: { draft: 2, review: 1, returned: 1, published: 7, hidden: 0, lowStock: 3 },
  ...overrides,
});

export const FORM_OPTIONS: SellerFormOptions = {
  languages: [{ code: 'en', name: 'English', rtl: false }, { code: 'ar', name: 'العربية', rtl: true }],
  defaultLanguage: 'en',
  categories: [{ id: 1, title: 'Lighting', subCategories: [{ id: 11, title: 'Lamps' }] }, { id: 2, title: 'Textiles', subCategories: [] }],
  brands: [{ id: 5, title: 'Nour' }],
  attributes: [
    { id: 1, title: 'Colour', values: [{ id: 101, title: 'Red' }, { id: 102, title: 'Blue' }] },
    { id: 2, title: 'Size', values: [{ id: 201, title: 'S' }, { id: 202, title: 'M' }, { id: 203, title: 'L' }] },
  ],
  shippingRules: [{ id: 7, title: 'Standard delivery' }],
  taxRules: [{ id: 8, title: 'VAT 20%' }],
  bundleDeals: [{ id: 9, title: 'Buy 2, get 1 free' }],
  reviewRequired: false,
};

export function makeRow(id: number, overrides: Partial<SellerProductRow> = {}): SellerProductRow {
  return { id, slug: `lamp-${id}`, title: `Lamp ${id}`, image: `products/${id}.jpg`, publication: 'draft', price: '20.00', offerPrice: '', stock: 4, variants: 1, category: 'Lighting', updatedAt: '2026-11-20T10:00:00.000Z', version: 1, ...overrides };
}

export function makeProduct(id: number, overrides: Partial<SellerProduct> = {}, inputOverrides: Partial<ProductInput> = {}): SellerProduct {
  const input: ProductInput = { ...emptyProduct(['en', 'ar']), categoryId: 1, shippingRuleId: 7, price: '20.00', variants: [{ id: 9, sku: 'LAMP-1', price: '20.00', stock: '4', values: [] }], ...inputOverrides };
  input.texts.en = { title: 'Brass lamp', description: 'A lamp' };
  return { id, slug: `lamp-${id}`, version: 2, publication: 'draft', reviewReason: null, approvedBefore: false, input, ...overrides };
}

export function makeVariantRow(variantId: number, overrides: Partial<SellerVariantRow> = {}): SellerVariantRow {
  return {
    productId: 1, title: 'Brass lamp', productVersion: 3, publication: 'published', variantId, sku: `LAMP-${variantId}`, values: '',
    price: '20.00', offerPrice: '', stock: 4, lowStock: 0, plain: true, ...overrides,
  };
}

/** Two shipments of the store: one order to confirm, one confirmed (to ship). */
function ordersData(): SellerOrders {
  const shipment = (id: number, o: Partial<SellerShipment>): SellerShipment => ({
    id, version: 1, orderId: 100 + id, orderCode: `ORD-${id}`, placedAt: '2026-11-20T10:00:00.000Z', status: 1, cancelled: false, cancelReason: null, paid: false,
    carrier: null, trackingNumber: null, trackingUrl: null, shipTo: { name: 'Deniz Yılmaz', lines: ['Moda Cd. 12', '34710 Kadıköy', 'İstanbul, Türkiye'] },
    lines: [{ id: id * 10, title: 'Brass lamp', values: 'Colour: Red', quantity: 2, price: '20.00', pickup: null, cancelReason: null }], total: '40.00', actions: ['confirm', 'cancel'], ...o,
  });
  return {
    page: { rows: [shipment(1, { lines: [
      { id: 10, title: 'Brass lamp', values: 'Colour: Red', quantity: 2, price: '20.00', pickup: null, cancelReason: null },
      { id: 11, title: 'Lamp shade', values: '', quantity: 1, price: '12.00', pickup: 'Moda studio', cancelReason: null },
    ], total: '52.00' }), shipment(2, { status: 2, version: 3, actions: ['pack', 'ship'], paid: true, lines: [{ id: 20, title: 'Linen cushion', values: '', quantity: 1, price: '15.00', pickup: 'Kadıköy workshop', cancelReason: null }], total: '15.00' })], total: 2, page: 1, lastPage: 1 },
    carriers: [{ id: 2, name: 'UPS' }, { id: 6, name: 'Yurtiçi Kargo' }],
  };
}

/** Three variants of two products: a lamp in two colours, a cushion without options. */
export const VARIANT_ROWS: readonly SellerVariantRow[] = [
  makeVariantRow(11, { values: 'Colour: Red', price: '20.00', stock: 4, plain: false }),
  makeVariantRow(12, { values: 'Colour: Blue', price: '22.00', stock: 0, plain: false }),
  makeVariantRow(21, { productId: 2, title: 'Linen cushion', productVersion: 5, sku: 'CUSH-1', price: '15.00', offerPrice: '12.00', stock: 9 }),
];

/** Two published products that may join a sale: a lamp in two colours (40.00 and 45.50), a cushion without options on offer at 12.00. */
const FLASH_PRODUCTS: readonly FlashCandidate[] = [
  { productId: 1, title: 'Brass lamp', version: 3, selling: '40.00', offerPrice: '', variants: [{ variantId: 11, values: 'Colour: Red', own: '40.00' }, { variantId: 12, values: 'Colour: Blue', own: '45.50' }] },
  { productId: 2, title: 'Linen cushion', version: 5, selling: '15.00', offerPrice: '12.00', variants: [{ variantId: 21, values: '', own: null }] },
];

/** A running sale with the cushion in it, and an upcoming one with nothing of the store's yet. */
export function flashSalesData(): SellerFlashSales {
  return {
    sales: [
      {
        id: 8, slug: 'summer', title: 'Summer sale', startTime: '2020-06-01T09:00:00.000Z', endTime: '2099-06-08T09:00:00.000Z', state: 'running',
        entries: [{ productId: 2, title: 'Linen cushion', version: 5, price: '9.00', everyday: '12.00', variants: [{ variantId: 21, values: '', everyday: '12.00', sale: '9.00' }] }],
      },
      { id: 9, slug: 'winter', title: 'Winter sale', startTime: '2099-12-01T09:00:00.000Z', endTime: '2099-12-08T09:00:00.000Z', state: 'upcoming', entries: [] },
    ],
    products: FLASH_PRODUCTS.map((product) => structuredClone(product)),
  };
}

/** The server's seller calls, recorded; a refusal to throw next can be set per call. */
export class MemorySellerGateway implements SellerGateway {
  store_: SellerStore | RequestError = makeSellerStore();
  options_ = FORM_OPTIONS;
  rows: SellerProductRow[] = [makeRow(1), makeRow(2, { publication: 'published', offerPrice: '15.00', variants: 3 })];
  products_ = new Map<number, SellerProduct>([[5, makeProduct(5)]]);
  queries: SellerProductQuery[] = [];
  saved: { id: number | null; version: number; input: ProductInput }[] = [];
  actions: { id: number; version: number; action: string }[] = [];
  uploads: { kind: string; names: string[] }[] = [];
  /** The next save's refusal, as the server answers it. */
  refuseNextSave: RequestError | null = null;
  variantRows: SellerVariantRow[] = VARIANT_ROWS.map((row) => ({ ...row }));
  variantQueries: { q: string; page: number }[] = [];
  stockSaves: BulkChange[][] = [];
  /** The next bulk save's refusal, as the server answers it. */
  refuseNextStock: RequestError | null = null;
  imports: string[] = [];
  flash_: SellerFlashSales = flashSalesData();
  flashSaves: { saleId: number; productId: number; version: number; price: string }[] = [];
  flashRemovals: { saleId: number; productId: number; version: number }[] = [];
  /** The next flash entry's refusal, as the server answers it. */
  refuseNextFlash: RequestError | null = null;
  /** What the next import answers. */
  importAnswer: ImportOutcome = { kind: 'imported', summary: { created: 2, updated: 1, unchanged: 5, message: 'Imported: 2 new products saved as drafts, 1 changed, 5 already up to date.' } };

  async store(): Promise<SellerStore> {
    if (this.store_ instanceof RequestError) throw this.store_;
    return this.store_;
  }
  async saveStore(profile: StoreProfileInput, version: number): Promise<{ version: number; message: string }> {
    const store = this.store_ as SellerStore;
    if (version !== store.version) throw new RequestError(201, 'Reload', ['Someone changed the store in the meantime: reload the page.']);
    this.store_ = { ...store, profile, version: version + 1 };
    return { version: version + 1, message: 'The store profile is saved.' };
  }
  async options(): Promise<SellerFormOptions> { return this.options_; }
  async products(query: SellerProductQuery): Promise<SellerPage<SellerProductRow>> {
    this.queries.push(query);
    const rows = this.rows.filter((row) => query.status === 'all' || row.publication === query.status);
    return { rows, total: rows.length, page: query.page, lastPage: 2 };
  }
  async product(id: number): Promise<SellerProduct> {
    const product = this.products_.get(id);
    if (!product) throw new RequestError(404, 'This page could not be found');
    return structuredClone(product);
  }
  async create(input: ProductInput): Promise<ProductSaved> {
    return this.write(null, 0, input);
  }
  async update(id: number, version: number, input: ProductInput): Promise<ProductSaved> {
    return this.write(id, version, input);
  }
  async act(id: number, version: number, action: Extract<PublicationAction, 'submit' | 'hide'>): Promise<ProductSaved> {
    this.actions.push({ id, version, action });
    const product = this.products_.get(id)!;
    const publication = nextPublication(product.publication, action, { reviewRequired: this.options_.reviewRequired, approvedBefore: product.approvedBefore })!;
    this.products_.set(id, { ...product, publication, version: product.version + 1 });
    return { id, version: product.version + 1, publication, message: publication === 'review' ? 'Sent to the shop for review.' : `The product is ${publication}.` };
  }
  async uploadPhotos(kind: 'product' | 'store', files: PhotoFile[]): Promise<string[]> {
    const names = files.map((_, i) => `${kind}s/${(this.uploads.length * 10 + i + 1).toString(16).padStart(64, '0')}.jpg`);
    this.uploads.push({ kind, names });
    return names;
  }

  async variants(q: string, page: number): Promise<SellerPage<SellerVariantRow>> {
    this.variantQueries.push({ q, page });
    const rows = this.variantRows.filter((row) => !q || `${row.title} ${row.sku}`.toLowerCase().includes(q.toLowerCase()));
    return { rows: rows.map((row) => ({ ...row })), total: rows.length, page, lastPage: 2 };
  }
  async saveStock(changes: readonly BulkChange[]): Promise<BulkSaved> {
    this.stockSaves.push(changes.map((change) => ({ ...change })));
    if (this.refuseNextStock) {
      const refusal = this.refuseNextStock;
      this.refuseNextStock = null;
      throw refusal;
    }
    const products = [...new Set(changes.map((change) => change.productId))].map((id) => {
      const version = this.variantRows.find((row) => row.productId === id)!.productVersion + 1;
      return { id, version };
    });
    this.variantRows = this.variantRows.map((row) => {
      const change = changes.find((c) => c.variantId === row.variantId);
      const product = products.find((p) => p.id === row.productId);
      return { ...row, ...(change ? { price: change.price, stock: Number(change.stock) } : {}), productVersion: product?.version ?? row.productVersion };
    });
    return { products, message: `${changes.length} variants saved.` };
  }
  packingSlipUrl(id: number): string {
    return `/api/v1/seller/shipments/${id}/packing-slip.pdf`;
  }

  exportUrl(): string {
    return '/api/v1/seller/products/export.csv';
  }
  async importProducts(file: CsvFile): Promise<ImportOutcome> {
    this.imports.push(file.name);
    return this.importAnswer;
  }

  async flashSales(): Promise<SellerFlashSales> {
    return structuredClone(this.flash_);
  }
  async saveFlashEntry(saleId: number, productId: number, version: number, price: string): Promise<FlashEntrySaved> {
    this.flashSaves.push({ saleId, productId, version, price });
    if (this.refuseNextFlash) {
      const refusal = this.refuseNextFlash;
      this.refuseNextFlash = null;
      throw refusal;
    }
    const product = this.flash_.products.find((p) => p.productId === productId)!;
    product.version = version + 1;
    const variants = previewVariantPrices(product, price)!;
    const sale = this.flash_.sales.find((s) => s.id === saleId)!;
    const entry = { productId, title: product.title, version: version + 1, price: Number(price).toFixed(2), everyday: product.offerPrice || product.selling, variants };
    sale.entries = [...sale.entries.filter((e) => e.productId !== productId), entry];
    return { productId, version: version + 1, message: `“${product.title}” is in the sale.` };
  }
  async removeFlashEntry(saleId: number, productId: number, version: number): Promise<FlashEntrySaved> {
    this.flashRemovals.push({ saleId, productId, version });
    const sale = this.flash_.sales.find((s) => s.id === saleId)!;
    sale.entries = sale.entries.filter((e) => e.productId !== productId);
    const product = this.flash_.products.find((p) => p.productId === productId);
    if (product) product.version = version + 1;
    return { productId, version: version + 1, message: 'No longer in the sale.' };
  }

  orders_: SellerOrders = ordersData();
  steps: { id: number; change: ShipmentChange }[] = [];
  /** The next step's refusal, as the server answers it. */
  refuseNextStep: RequestError | null = null;

  async orders(): Promise<SellerOrders> {
    return structuredClone(this.orders_);
  }
  async stepShipment(id: number, change: ShipmentChange): Promise<{ message: string }> {
    this.steps.push({ id, change: { ...change } });
    if (this.refuseNextStep) {
      const refusal = this.refuseNextStep;
      this.refuseNextStep = null;
      throw refusal;
    }
    const row = this.orders_.page.rows.find((r) => r.id === id)!;
    if (change.action === 'cancel') {
      const chosen = change.lines.length === 0 ? row.lines.filter((line) => line.cancelReason === null).map((line) => line.id) : change.lines;
      row.lines = row.lines.map((line) => (chosen.includes(line.id) ? { ...line, cancelReason: change.reason.trim() } : line));
      const emptied = row.lines.every((line) => line.cancelReason !== null);
      Object.assign(row, { version: row.version + 1, ...(emptied ? { cancelled: true, cancelReason: change.reason.trim(), actions: [] } : {}) });
      return { message: `Lines of order ${row.orderCode} are cancelled.` };
    }
    const next = { confirm: 2, pack: 3, ship: 4, deliver: 5 }[change.action] as SellerShipment['status'];
    Object.assign(row, { status: next, version: row.version + 1, actions: next === 2 ? ['pack', 'ship'] : next < 4 ? ['ship'] : next === 4 ? ['deliver'] : [] });
    if (change.action === 'ship') Object.assign(row, { carrier: this.orders_.carriers.find((c) => c.id === change.carrierId)?.name ?? null, trackingNumber: change.trackingNumber });
    return { message: `Order ${row.orderCode} is ${change.action === 'ship' ? 'on its way; the shopper can follow it' : 'moved on'}.` };
  }

  delivery_: ShippingRules = { shipping: [], languages: [{ code: 'en', name: 'English', direction: 'ltr', isDefault: true }, { code: 'ar', name: 'العربية', direction: 'rtl', isDefault: false }] };
  shippingSaves: ShippingRuleInput[] = [];
  /** The next rule save's refusal, as the server answers it. */
  refuseNextShipping: RequestError | null = null;

  async delivery(): Promise<ShippingRules> {
    return structuredClone(this.delivery_);
  }
  async saveShipping(rule: ShippingRuleInput): Promise<Changed<ShippingRules>> {
    this.shippingSaves.push(JSON.parse(JSON.stringify(rule)) as ShippingRuleInput);
    if (this.refuseNextShipping) {
      const refusal = this.refuseNextShipping;
      this.refuseNextShipping = null;
      throw refusal;
    }
    const id = rule.id ?? this.delivery_.shipping.length + 1;
    const saved = { ...(JSON.parse(JSON.stringify(rule)) as ShippingRuleInput), id, version: (rule.version ?? 0) + 1, products: 0, orders: 0, places: rule.places.map((place, i) => ({ ...place, id: place.id ?? id * 100 + i, price: Number(place.price), pickup_price: Number(place.pickup_price), day_needed: Number(place.day_needed) })) };
    this.delivery_.shipping = [...this.delivery_.shipping.filter((r) => r.id !== id), saved];
    return { data: structuredClone(this.delivery_), message: `The shipping rule “${rule.titles.en ?? ''}” is saved; checkout uses it within seconds.` };
  }
  async deleteShipping(id: number): Promise<Changed<ShippingRules>> {
    this.delivery_.shipping = this.delivery_.shipping.filter((r) => r.id !== id);
    return { data: structuredClone(this.delivery_), message: 'Deleted.' };
  }

  private async write(id: number | null, version: number, input: ProductInput): Promise<ProductSaved> {
    this.saved.push({ id, version, input: structuredClone(input) });
    if (this.refuseNextSave) {
      const refusal = this.refuseNextSave;
      this.refuseNextSave = null;
      throw refusal;
    }
    const known = id === null ? null : this.products_.get(id)!;
    const newId = id ?? 77;
    const saved: SellerProduct = { ...(known ?? makeProduct(newId)), id: newId, version: (known?.version ?? 0) + 1, input: structuredClone(input) };
    this.products_.set(newId, saved);
    return { id: newId, version: saved.version, publication: saved.publication, message: 'Saved.' };
  }
}

export function sellerSession(role: UserProfile['role'], signedIn = true): SessionStore {
  const session = new SessionStore();
  if (!signedIn) return session;
  session.setToken('csrf-1');
  session.setUser({ id: 7, name: 'Nour', email: 'nour@example.test', phone: null, image: null, role, language: 'en', cart_count: 0, is_logged_in: true, store: role === 'seller' ? { slug: 'atelier-nour', name: 'Atelier Nour', status: 'approved' } : null });
  return session;
}

/** The services the workspace resolves, over `gateway`. */
export function sellerServices(gateway: SellerGateway, session: SessionStore, options: { vendorRegistration?: boolean } = {}): [ServiceToken<unknown>, unknown][] {
  const common = new CommonStore();
  common.setCommon(commonData({ languages: [language('en', 'English'), language('ar', 'العربية')], setting: { vendor_registration: options.vendorRegistration === false ? 0 : 1 } }), 'en');
  const desk = new SellerDesk(gateway);
  return [[MetaStore, new MetaStore()], [SessionStore, session], [CommonStore, common], [SellerDesk, desk], [SellerWorkspace, new SellerWorkspace(desk)]];
}
