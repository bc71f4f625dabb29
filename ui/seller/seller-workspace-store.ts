import { makeAutoObservable, runInAction } from 'mobx';
import type { SellerDesk } from '../../core/seller/seller-desk';
import type { SellerFormOptions, SellerStore, StoreProfileInput } from '../../core/seller/seller-workspace';
import { RequestError } from '../../core/shared/request-error';

/**
 * The signed-in seller's store and the product form's choices, kept while the seller moves between
 * the workspace's screens (each screen is a page of its own and mounts afresh): read once per
 * language, read again on the overview and after a change, so the counts and the name stay true.
 */
export class SellerWorkspace {
  store: SellerStore | null = null;
  options: SellerFormOptions | null = null;
  /** The language `store` was read in. */
  language: string | null = null;
  /** The language `options` was read in (category and brand names are the caller's language's). */
  private optionsLanguage: string | null = null;
  loading = false;
  /** The server's words when it refused (a shopper's session is no seller's), `true` for anything else. */
  failure: string | true | null = null;

  constructor(private readonly desk: SellerDesk) {
    makeAutoObservable<this, 'desk' | 'optionsLanguage'>(this, { desk: false, optionsLanguage: false });
  }

  /** Reads the store, at once when none is known in this language, quietly again otherwise. */
  async load(language: string): Promise<void> {
    if (this.language !== language) {
      this.store = null;
      this.language = language;
    }
    this.loading = true;
    this.failure = null;
    try {
      const store = await this.desk.store(language);
      runInAction(() => { this.store = store; });
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? error.firstMessage : true; });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  /** The product form's choices (categories, brands, attributes, languages), read once per language. */
  async loadOptions(language: string): Promise<SellerFormOptions> {
    if (this.options && this.optionsLanguage === language) return this.options;
    const options = await this.desk.options(language);
    runInAction(() => {
      this.options = options;
      this.optionsLanguage = language;
    });
    return options;
  }

  /** The profile as saved, at the version the server answered. */
  savedProfile(profile: StoreProfileInput, version: number): void {
    if (this.store) this.store = { ...this.store, name: profile.name.trim() || this.store.name, profile, version };
  }
}
