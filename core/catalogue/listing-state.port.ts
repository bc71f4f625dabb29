import type { ListingResult, SourceListingResult } from './listing';
import type { ListingRequest } from './listing-request';

/** Where listing results are kept (the listing view model): the one shown and a few recent ones. */
export interface ListingState {
  /** Shows the result remembered under `key`; false when there is none. */
  showRemembered(key: string): boolean;
  /** Remembers a loaded result under `key` and shows it. */
  show(key: string, request: ListingRequest, result: ListingResult | SourceListingResult): void;
}
