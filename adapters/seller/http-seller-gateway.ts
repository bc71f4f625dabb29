import type { SellerOrders, ShipmentChange } from '../../core/seller/seller-orders';
import type { ShippingRuleInput, ShippingRules } from '../../core/admin/shop-rules';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
import type { SessionState } from '../../core/auth/session-state.port';
import type { BulkChange, BulkSaved, SellerVariantRow } from '../../core/seller/bulk-stock';
import type { FlashEntrySaved, SellerFlashSales } from '../../core/seller/flash-entry';
import type { ImportLineProblem, ImportSummary } from '../../core/seller/seller-csv';
import type { PublicationAction } from '../../core/seller/publication';
import type { ProductInput } from '../../core/seller/seller-product';
import type { CsvFile, ImportOutcome, PhotoFile, SellerGateway } from '../../core/seller/seller-gateway.port';
import type { ProductSaved, SellerFormOptions, SellerPage, SellerProduct, SellerProductQuery, SellerProductRow, SellerStore, StoreProfileInput } from '../../core/seller/seller-workspace';
import type { ApiClient, RequestOptions } from '../http/api-client';

/** The path word of each publication action (`seller/products/{id}/publish`). */
const ACTION_PATHS: Readonly<Record<Extract<PublicationAction, 'submit' | 'hide'>, string>> = { submit: 'publish', hide: 'hide' };

/**
 * api/v1/seller's calls from the seller workspace (issue 32), with the storefront's session: the
 * signed-in seller's token as every storefront gateway sends it (in the browser the CSRF token of
 * the session cookie, during a server render the session token). A refused form throws the
 * RequestError of the envelope, its `fields` keyed by core's field names.
 */
export class HttpSellerGateway implements SellerGateway {
  /** `apiBase`: api/v1 as the browser reaches it (a link's address, never the server render's own base). */
  constructor(private readonly api: ApiClient, private readonly session: Pick<SessionState, 'token'>, private readonly apiBase = '/api/v1/') {}

  private request(language: string, params?: RequestOptions['params']): RequestOptions {
    return { language, token: this.session.token ?? undefined, params };
  }

  store(language: string): Promise<SellerStore> {
    return this.api.get<SellerStore>('seller/store', this.request(language));
  }

  async saveStore(profile: StoreProfileInput, version: number, language: string): Promise<{ version: number; message: string }> {
    const { data, message } = await this.api.postWithMessage<{ version: number }>('seller/store', { version, ...profile }, this.request(language));
    return { version: data.version, message };
  }

  options(language: string): Promise<SellerFormOptions> {
    return this.api.get<SellerFormOptions>('seller/form-options', this.request(language));
  }

  products(query: SellerProductQuery, language: string): Promise<SellerPage<SellerProductRow>> {
    return this.api.get<SellerPage<SellerProductRow>>('seller/products', this.request(language, {
      q: query.q || undefined,
      status: query.status,
      stock: query.stock,
      category_id: query.categoryId ?? undefined,
      page: query.page,
    }));
  }

  product(id: number, language: string): Promise<SellerProduct> {
    return this.api.get<SellerProduct>(`seller/products/${id}`, this.request(language));
  }

  create(input: ProductInput, language: string): Promise<ProductSaved> {
    return this.saved('seller/products', input, language);
  }

  update(id: number, version: number, input: ProductInput, language: string): Promise<ProductSaved> {
    return this.saved(`seller/products/${id}`, { version, ...input }, language);
  }

  act(id: number, version: number, action: Extract<PublicationAction, 'submit' | 'hide'>, language: string): Promise<ProductSaved> {
    return this.saved(`seller/products/${id}/${ACTION_PATHS[action]}`, { version }, language);
  }

  async uploadPhotos(kind: 'product' | 'store', files: PhotoFile[], language: string): Promise<string[]> {
    const form = new FormData();
    form.append('kind', kind);
    for (const file of files) form.append('photos', file.bytes, file.name);
    const { data } = await this.api.postForm<{ names: string[] }>('seller/photos', form, this.request(language));
    return data.names;
  }

  variants(q: string, page: number, language: string): Promise<SellerPage<SellerVariantRow>> {
    return this.api.get<SellerPage<SellerVariantRow>>('seller/variants', this.request(language, { q: q || undefined, page }));
  }

  async saveStock(changes: readonly BulkChange[], language: string): Promise<BulkSaved> {
    const body = { changes: changes.map((c) => ({ product_id: c.productId, version: c.version, variant_id: c.variantId, price: c.price, stock: c.stock })) };
    const { data, message } = await this.api.postWithMessage<BulkSaved>('seller/variants/bulk', body, this.request(language));
    return { products: data.products, message: data.message || message };
  }

  /**
   * The export is a plain GET: in the browser the session cookie opens it (backend/auth/cookie-session-hook.ts
   * lets a cookie stand for the session on reads; only writes need the CSRF header), so a link with
   * `download` saves the file without a script holding it.
   */
  exportUrl(): string {
    return `${this.apiBase}seller/products/export.csv`;
  }

  async importProducts(file: CsvFile, language: string): Promise<ImportOutcome> {
    const form = new FormData();
    form.append('file', file.bytes, file.name);
    // A refusal of the file's lines is envelope 201 with `data.lines`: taken as an answer, not thrown.
    const answer = await this.api.postAccepting<ImportSummary | ImportRefusal>('seller/products/import', form, [201], this.request(language));
    if (answer.status === 201) {
      const refusal = (answer.data ?? {}) as Partial<ImportRefusal>;
      const form = Array.isArray(refusal.form) ? refusal.form.map(String) : [];
      const lines = Array.isArray(refusal.lines) ? refusal.lines.map(lineOf) : [];
      return { kind: 'refused', message: form[0] ?? '', lines };
    }
    return { kind: 'imported', summary: answer.data as ImportSummary };
  }

  flashSales(language: string): Promise<SellerFlashSales> {
    return this.api.get<SellerFlashSales>('seller/flash-sales', this.request(language));
  }

  saveFlashEntry(saleId: number, productId: number, version: number, price: string, language: string): Promise<FlashEntrySaved> {
    return this.flashSaved(`seller/flash-sales/${saleId}/entries`, { product_id: productId, version, price }, language);
  }

  removeFlashEntry(saleId: number, productId: number, version: number, language: string): Promise<FlashEntrySaved> {
    return this.flashSaved(`seller/flash-sales/${saleId}/entries/${productId}/remove`, { version }, language);
  }

  packingSlipUrl(id: number): string {
    return `${this.apiBase}seller/shipments/${id}/packing-slip.pdf`;
  }

  orders(page: number, language: string): Promise<SellerOrders> {
    return this.api.get<SellerOrders>(`seller/orders${page > 1 ? `?page=${page}` : ''}`, this.request(language));
  }

  async stepShipment(id: number, change: ShipmentChange, language: string): Promise<{ message: string }> {
    const { message } = await this.api.postWithMessage<unknown>(`seller/shipments/${id}`, {
      action: change.action, version: change.version, carrier_id: change.carrierId, tracking_number: change.trackingNumber, reason: change.reason, lines: change.lines,
    }, this.request(language));
    return { message };
  }

  delivery(language: string): Promise<ShippingRules> {
    return this.api.get<ShippingRules>('seller/delivery', this.request(language));
  }

  saveShipping(rule: ShippingRuleInput, language: string): Promise<Changed<ShippingRules>> {
    return this.api.postWithMessage<ShippingRules>('seller/delivery/shipping', rule, this.request(language));
  }

  deleteShipping(id: number, version: number, language: string): Promise<Changed<ShippingRules>> {
    return this.api.postWithMessage<ShippingRules>('seller/delivery/shipping/delete', { id, version }, this.request(language));
  }

  private async flashSaved(path: string, body: unknown, language: string): Promise<FlashEntrySaved> {
    const { data, message } = await this.api.postWithMessage<FlashEntrySaved>(path, body, this.request(language));
    return { ...data, message: data.message || message };
  }

  /** A product's save or action: the answer's own message, else the envelope's. */
  private async saved(path: string, body: unknown, language: string): Promise<ProductSaved> {
    const { data, message } = await this.api.postWithMessage<ProductSaved>(path, body, this.request(language));
    return { ...data, message: data.message || message };
  }
}

/** `POST seller/products/import`'s refusal: the summary in `form`, the problems by line in `lines`. */
interface ImportRefusal {
  form: string[];
  lines: ImportLineProblem[];
}

function lineOf(entry: unknown): ImportLineProblem {
  const line = (entry ?? {}) as Partial<Record<keyof ImportLineProblem, unknown>>;
  return { line: Number(line.line) || 0, column: String(line.column ?? ''), message: String(line.message ?? '') };
}
