import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { RenderRequest, RenderResult } from '../entry-server';
import type { PageRenderer } from './app';
import { MANIFEST, SERVER_DIR } from './build';
import { ManifestAssets } from './manifest-assets';

/** Renders with the built server bundle and links the built browser assets. */
export async function productionRenderer(): Promise<PageRenderer> {
  const entry = (await import(pathToFileURL(join(SERVER_DIR, 'entry-server.js')).href)) as { render(request: RenderRequest): Promise<RenderResult> };
  const assets = new ManifestAssets(MANIFEST);
  return {
    render: (request) => entry.render(request),
    assets: async (pageModule) => assets.forPage(pageModule),
  };
}
