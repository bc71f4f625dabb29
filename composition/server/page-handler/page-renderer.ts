import type { RenderRequest, RenderResult } from '../../entry-server';
import type { PageAssets } from './html-document';

/** What renders pages for the page handler: the render pool's workers, or the main thread. */
export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  assets(pageModule: string | null, url: string): Promise<PageAssets>;
  /** Threads it renders on at once (its worker threads); 1 when absent. */
  readonly threads?: number;
  /** Stops what the renderer runs (its worker threads) when the server closes. */
  close?(): Promise<void>;
}
