import type { SessionState } from '../../core/auth/session-state.port';
import type { PublicationAction } from '../../core/seller/publication';
import type { ProductInput } from '../../core/seller/seller-product';
import type { PhotoFile, SellerGateway } from '../../core/seller/seller-gateway.port';
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
  constructor(private readonly api: ApiClient, private readonly session: Pick<SessionState, 'token'>) {}

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

  /** A product's save or action: the answer's own message, else the envelope's. */
  private async saved(path: string, body: unknown, language: string): Promise<ProductSaved> {
    const { data, message } = await this.api.postWithMessage<ProductSaved>(path, body, this.request(language));
    return { ...data, message: data.message || message };
  }
}
