import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Hydratable } from './hydratable';

/** Open Graph kinds this shop uses. */
export type MetaType = 'website' | 'product' | 'article' | 'profile';

/**
 * What one page says about itself to search engines and link previews. Everything is optional:
 * what a page leaves out falls back to the site's meta_title / meta_description from `common`.
 */
export interface PageMeta {
  /** The page's own title; the document title becomes `{title} | {site name}`. */
  title?: string;
  description?: string;
  /**
   * Language-neutral canonical path, with the query only when it makes a distinct page
   * (`/shirt/product/5`, `/men/products?page=2`). Defaults to the current path without its query.
   */
  path?: string;
  /** Image for link previews: an absolute URL or a path on this site. Defaults to the site logo. */
  image?: string | null;
  type?: MetaType;
  /** Structured data (schema.org), serialised into `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[] | null;
  /** Pages that must stay out of search results (account, cart, 404). */
  noindex?: boolean;
}

/**
 * The current page's meta. Pages set it with `usePageMeta` (ui/app/meta-store-hooks.ts), which
 * clears it again when the page unmounts; a view model may call `set` after loading instead, but
 * then nothing clears it for the next page. The server reads it after rendering (RenderResult.meta),
 * and the browser keeps the document head in step with it (MetaHeadSync).
 */
@injectable()
export class MetaStore implements Hydratable {
  page: PageMeta | null = null;
  /** Public origin of the shop (PUBLIC_URL), for absolute canonical and alternate URLs. */
  origin = '';

  constructor() {
    makeAutoObservable(this);
  }

  set(meta: PageMeta): void {
    this.page = meta;
  }

  clear(): void {
    this.page = null;
  }

  setOrigin(origin: string): void {
    this.origin = origin.replace(/\/+$/, '');
  }

  snapshot(): unknown {
    return { page: this.page, origin: this.origin };
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { page?: PageMeta | null; origin?: string } | null;
    if (!s) return;
    this.page = s.page ?? null;
    if (typeof s.origin === 'string') this.origin = s.origin;
  }
}
