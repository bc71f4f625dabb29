import { action, makeObservable, observable } from 'mobx';
import type { Hydratable } from './hydratable';

/**
 * Where a page's data and key sit in its hydration snapshot (`{ [data]: …, [key]: … }`, each
 * page's own names, which the server render writes and the browser reads back), and whether the
 * data is a list (an array; otherwise any object).
 */
export interface PageDataFields {
  data: string;
  key: string;
  list?: boolean;
}

/**
 * The screens that load one payload and show it: the data (null before the first load), the key
 * naming what was loaded (`{slug}|{language}`, the language, …: a page compares it to skip a
 * refetch) and the hydration pair. The payload is replaced whole, never edited in place: a
 * reference, not a deep observable. Subclasses give the data their port's name.
 */
export class PageDataViewModel<T> implements Hydratable {
  data: T | null = null;
  key: string | null = null;

  constructor(private readonly fields: PageDataFields) {
    makeObservable(this, { data: observable.ref, key: observable, set: action });
  }

  set(data: T, key: string): void {
    this.data = data;
    this.key = key;
  }

  snapshot(): unknown {
    return this.data === null ? null : { [this.fields.data]: this.data, [this.fields.key]: this.key };
  }

  /** Takes a snapshot of this page's shape (a key and data of the right kind); anything else leaves the page unloaded. */
  restore(snapshot: unknown): void {
    if (typeof snapshot !== 'object' || snapshot === null) return;
    const data: unknown = Reflect.get(snapshot, this.fields.data);
    const key: unknown = Reflect.get(snapshot, this.fields.key);
    const fits = this.fields.list ? Array.isArray(data) : typeof data === 'object' && data !== null;
    if (typeof key === 'string' && key !== '' && fits) this.set(data as T, key);
  }
}
