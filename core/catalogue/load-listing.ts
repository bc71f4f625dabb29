import type { CatalogueGateway } from './catalogue-gateway.port';
import { listingKey, type ListingRequest } from './listing-request';
import type { ListingState } from './listing-state.port';

/**
 * Loads a listing page unless it is already known (hydrated from the server, or seen moments ago:
 * the back button shows the previous filters' results at once).
 */
export class LoadListing {
  constructor(
    private readonly gateway: Pick<CatalogueGateway, 'fetchListing'>,
    private readonly state: ListingState,
  ) {}

  async execute(request: ListingRequest, language: string): Promise<void> {
    const key = listingKey(language, request);
    if (this.state.showRemembered(key)) return;
    const result = await this.gateway.fetchListing(request, language);
    this.state.show(key, request, result);
  }
}
