import type { KeyValueStorage } from '../../core/shared/key-value-storage.port';
import { MIRRORED_IN_COOKIE } from './browser-storage';

/** Server rendering: what the request's cookies mirror of the shopper's local storage. Read-only. */
export class RequestStorage implements KeyValueStorage {
  constructor(private readonly cookies: Readonly<Record<string, string | undefined>>) {}

  get(key: string): string | null {
    return MIRRORED_IN_COOKIE.includes(key) ? (this.cookies[key] ?? null) : null;
  }

  set(): void {}

  remove(): void {}
}
