import type { StaticPage } from './static-page';

/** Where the static page screen keeps its page. */
export interface StaticPageState {
  /** `{slug}|{language}` of the page shown. */
  readonly key: string | null;
  setPage(page: StaticPage, key: string): void;
}
