import type { SessionState } from '../auth/session-state.port';
import { LISTING_SORTS, type ListingSort } from '../catalogue/listing';
import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import { orNotFoundPage, parsePage } from '../product/product-id';
import type { StoreGateway } from './store-gateway.port';
import type { StorePageState } from './store-page-state.port';

/** Sort keys are an allow-list: anything else is the default order. */
export function parseStoreSort(raw: string | null | undefined): ListingSort | null {
  return (LISTING_SORTS as readonly string[]).includes(raw ?? '') ? (raw as ListingSort) : null;
}

/** Loads a store page (the store and one page of its products) unless it is already shown. */
export class LoadStore {
  constructor(
    private readonly gateway: Pick<StoreGateway, 'fetchStore'>,
    private readonly state: Pick<StorePageState, 'key' | 'setStore'>,
    private readonly session: Pick<SessionState, 'token'>,
  ) {}

  /** `page` and `sortby` as the query carries them; a missing or malformed slug is a 404. */
  async execute(slug: string | undefined, language: string, rawPage: string | null, rawSort: string | null): Promise<void> {
    if (!slug || slug.length > 200) throw new RequestError(404, NOT_FOUND_MESSAGE);
    const page = parsePage(rawPage);
    const sortby = parseStoreSort(rawSort);
    const key = `${slug}|${language}|${page}|${sortby ?? ''}`;
    if (this.state.key === key) return;
    const detail = await orNotFoundPage(this.gateway.fetchStore(slug, { page, sortby }, language, this.session.token));
    this.state.setStore(detail, key);
  }
}
