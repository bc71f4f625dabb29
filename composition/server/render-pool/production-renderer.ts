import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from '../../entry-server';
import type { PageRenderer } from '../page-handler/page-renderer';
import { MANIFEST, SERVER_DIR } from '../build';
import { ManifestAssets } from '../page-handler/manifest-assets';
import { RenderWorkers } from './render-workers';

export interface ProductionRendererOptions {
  /** Worker threads that render pages (render-workers.ts); 0 renders on the main thread. */
  workers: number;
}

/** Renders with the built server bundle and links the built browser assets. */
export async function productionRenderer(options: ProductionRendererOptions): Promise<PageRenderer> {
  const assets = new ManifestAssets(MANIFEST);
  const forPage = async (pageModule: string | null) => assets.forPage(pageModule);
  if (options.workers > 0) {
    const script = join(SERVER_DIR, 'render-worker.js');
    const pool = await RenderWorkers.start(() => new Worker(script), options.workers);
    return { render: (request) => pool.render(request), assets: forPage, threads: options.workers, close: () => pool.close() };
  }
  const entry = (await import(pathToFileURL(join(SERVER_DIR, 'entry-server.js')).href)) as { render(request: RenderRequest): Promise<RenderResult> };
  return { render: (request) => entry.render(request), assets: forPage };
}
