import type { LanguagePreference } from '../../core/language/language-preference.port';
import type { KeyValueStorage } from '../../core/shared/key-value-storage.port';

// In-memory stand-ins for the ports the browser adapters implement (localStorage, cookies).

/** Local storage stand-in: share one between two BannerStores to see what survives a "reload". */
export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}

/** Records the saved language instead of writing a cookie. */
export class MemoryLanguagePreference implements LanguagePreference {
  savedCode: string | null = null;
  saved(): string | null {
    return this.savedCode;
  }
  save(code: string): void {
    this.savedCode = code;
  }
}
