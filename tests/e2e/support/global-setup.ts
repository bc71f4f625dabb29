// Once per run of the end-to-end files, before any of them starts a shop: builds the client and
// server bundles when the sources changed (as `npm start` would), so shops started side by side
// never build into the same folder at once.
import { ensureBundles } from '../../../composition/server/build';
import { buildShopBundle, SHOP_BUNDLE_ENV } from '../../support/shop-bundle';
import { BROWSER_ENDPOINTS_ENV, startBrowserServers } from './browser';

/** One Chromium per worker (vite.config.ts runs two): each file connects to its worker's. */
const BROWSERS = 2;

export async function setup(): Promise<() => Promise<void>> {
  // Vitest runs with NODE_ENV=test, and Vite builds for whatever NODE_ENV says: React's
  // development JSX runtime in a bundle a production server then cannot run. Built as `npm start`
  // builds it.
  const was = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await ensureBundles();
  } finally {
    process.env.NODE_ENV = was;
  }
  // The shops of this run start from one transpiled server program (workers inherit the variable).
  process.env[SHOP_BUNDLE_ENV] = await buildShopBundle();
  const browsers = await startBrowserServers(BROWSERS);
  process.env[BROWSER_ENDPOINTS_ENV] = browsers.endpoints.join(',');
  return browsers.close;
}
