import type { PublicationAction } from './publication';
import { type ProductInput, type ProductProblem, productProblems, type ProductRuleContext } from './seller-product';
import type { PhotoFile, SellerGateway } from './seller-gateway.port';
import type { ProductSaved, SellerFormOptions, SellerPage, SellerProduct, SellerProductQuery, SellerProductRow, SellerStore, StoreProblem, StoreProfileInput } from './seller-workspace';
import { storeProblems } from './store-profile';

/** A form the workspace refuses before asking the server (the server checks the same again). */
export class SellerFormProblem extends Error {
  constructor(readonly problems: readonly (ProductProblem | StoreProblem)[]) {
    super(problems[0]?.code ?? 'invalid');
    this.name = 'SellerFormProblem';
  }
}

/** What the seller workspace does: the store's profile, the products, their publication and photos. */
export class SellerDesk {
  constructor(private readonly gateway: SellerGateway) {}

  store(language: string): Promise<SellerStore> {
    return this.gateway.store(language);
  }

  saveStore(profile: StoreProfileInput, version: number, languages: readonly string[], language: string): Promise<{ version: number; message: string }> {
    const problems = storeProblems(profile, languages);
    if (problems.length > 0) return Promise.reject(new SellerFormProblem(problems));
    return this.gateway.saveStore(profile, version, language);
  }

  options(language: string): Promise<SellerFormOptions> {
    return this.gateway.options(language);
  }

  products(query: SellerProductQuery, language: string): Promise<SellerPage<SellerProductRow>> {
    return this.gateway.products({ ...query, q: query.q.trim().slice(0, 100) }, language);
  }

  product(id: number, language: string): Promise<SellerProduct> {
    return this.gateway.product(id, language);
  }

  /** Saves a new product (a draft) or changes one read at `version`. */
  save(id: number | null, version: number, input: ProductInput, context: ProductRuleContext, language: string): Promise<ProductSaved> {
    const problems = productProblems(input, context);
    if (problems.length > 0) return Promise.reject(new SellerFormProblem(problems));
    return id === null ? this.gateway.create(input, language) : this.gateway.update(id, version, input, language);
  }

  act(id: number, version: number, action: Extract<PublicationAction, 'submit' | 'hide'>, language: string): Promise<ProductSaved> {
    return this.gateway.act(id, version, action, language);
  }

  uploadPhotos(kind: 'product' | 'store', files: PhotoFile[], language: string): Promise<string[]> {
    return this.gateway.uploadPhotos(kind, files, language);
  }
}
