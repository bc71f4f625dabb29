import { injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { ListingRequest } from '../../core/catalogue/listing-request';
import type { ListingState } from '../../core/catalogue/listing-state.port';
import type { ListingResult, SourceListingResult } from '../../core/catalogue/listing';
import type { Hydratable } from '../app/hydratable';

/** Results kept for the back button: a few recent filter combinations, not a growing archive. */
const REMEMBERED = 8;

interface Shown {
  key: string;
  request: ListingRequest;
  result: ListingResult | SourceListingResult;
}

/** The listing screens' state (category, source, brand, collection, search, hot deals). */
@injectable()
export class ListingViewModel implements ListingState, Hydratable {
  shown: Shown | null = null;
  private recent: Shown[] = [];

  constructor() {
    // A listing is replaced whole, never edited in place: a reference, not a deep observable.
    makeAutoObservable<this, 'recent'>(this, { recent: false, shown: observable.ref });
  }

  showRemembered(key: string): boolean {
    const found = this.recent.find((entry) => entry.key === key);
    if (found) this.shown = found;
    return found !== undefined;
  }

  show(key: string, request: ListingRequest, result: ListingResult | SourceListingResult): void {
    const entry = { key, request, result };
    this.recent = [entry, ...this.recent.filter((e) => e.key !== key)].slice(0, REMEMBERED);
    this.shown = entry;
  }

  snapshot(): unknown {
    return this.shown;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as Shown | null;
    if (s?.key && s.request && s.result) this.show(s.key, s.request, s.result);
  }
}
