import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import { orNotFoundPage } from '../product/product-id';
import type { StaticPageGateway } from './static-page-gateway.port';
import type { StaticPageState } from './static-page-state.port';

/** Loads a static page by slug unless it is already shown; an unknown slug is the 404 page. */
export class LoadStaticPage {
  constructor(
    private readonly gateway: Pick<StaticPageGateway, 'fetchPage'>,
    private readonly state: Pick<StaticPageState, 'key' | 'setPage'>,
  ) {}

  async execute(slug: string | undefined, language: string): Promise<void> {
    if (!slug || !/^[a-z0-9][a-z0-9_-]{0,190}$/i.test(slug)) throw new RequestError(404, NOT_FOUND_MESSAGE);
    const key = `${slug}|${language}`;
    if (this.state.key === key) return;
    this.state.setPage(await orNotFoundPage(this.gateway.fetchPage(slug, language)), key);
  }
}
