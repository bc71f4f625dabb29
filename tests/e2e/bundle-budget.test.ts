import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR, MANIFEST } from '../../composition/server/build';
import { ManifestAssets } from '../../composition/server/page-handler/manifest-assets';
import { FEATURE_MODULES } from '../../composition/features/feature-loader';
import { ROUTES } from '../../ui/routing/routes';
import { routeFeatures, type RouteDefinition } from '../../ui/routing/route-definition';
import { isRoomRoute } from '../../ui/i18n/shipped-texts';

/**
 * The JavaScript budget (issue 35), over the production build the suite runs (built by the e2e
 * global setup as `npm start` builds it): what a shopper's first visit to each page downloads
 * before the page is interactive (the entry, the page's chunk and its features' chunks, with every
 * chunk they import), gzip-compressed, and that none of it is the back office's, the seller
 * workspace's or the installer's code.
 *
 * The issue's aim is 140 kB for the shopper's first load; the required libraries alone (React DOM,
 * MobX, i18next, Inversify, React Router) are about 122 kB of the 146 kB entry, and the budgets
 * below are what holds today, so that nothing makes it heavier unnoticed. Lower them as it shrinks.
 */
const BUDGET_KB = {
  /** The home page: what most first visits download (153.9 kB on 2026-11-28). */
  home: 155,
  /** The cart, shipping, checkout and order screens: one chunk with the checkout's forms and payments (186-195 kB). */
  checkout: 196,
  /** Any other shopper page (148-169 kB). */
  page: 170,
} as const;
const CHECKOUT_PAGES: ReadonlySet<string> = new Set(['cart', 'shipping', 'checkout', 'order-placed', 'user-order']);
const budgetOf = (name: string) => (name === 'home' ? BUDGET_KB.home : CHECKOUT_PAGES.has(name) ? BUDGET_KB.checkout : BUDGET_KB.page);

/** Code only a room's screens run. */
const ROOM_CODE = /^(ui\/(admin|seller|ledger|install)\/|composition\/features\/(admin|seller|install)-feature\.ts$)/;

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, unknown>;
const assets = new ManifestAssets(MANIFEST);
const chunkModules = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, string[]>;

/** The JavaScript files a first visit to `route` downloads before hydrating (entry-client.tsx loads the page and its features first). */
async function firstLoad(route: RouteDefinition): Promise<string[]> {
  const features = new Set(routeFeatures(route));
  for (const name of [...features]) for (const used of (await FEATURE_MODULES[name]()).uses ?? []) features.add(used);
  const modules = [route.page.module, ...[...features].map((name) => `composition/features/${name}-feature.ts`)];
  // The server's own reading of the manifest: the entry and each module's chunk with what it imports.
  const files = new Set(modules.flatMap((module) => assets.filesFor(module)).map((file) => file.replace(/^\//, '')));
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipKb = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file))).length, 0) / 1024;

const shopperRoutes = ROUTES.filter((route) => !isRoomRoute(routeFeatures(route)));

describe('the JavaScript a shopper downloads', () => {
  it('knows the chunks of every shopper page', async () => {
    expect(shopperRoutes.length).toBeGreaterThan(30);
    for (const route of shopperRoutes) {
      expect(manifest[route.page.module], `${route.name}: ${route.page.module} is in the build manifest`).toBeDefined();
      for (const file of await firstLoad(route)) expect(chunkModules[file], `${route.name}: ${file} has its modules listed`).toBeDefined();
    }
  });

  it(`stays within ${BUDGET_KB.home} kB gzip for the home page, ${BUDGET_KB.checkout} kB for the checkout's screens and ${BUDGET_KB.page} kB for any other shopper page`, async () => {
    const sizes = await Promise.all(shopperRoutes.map(async (route) => ({ name: route.name, kb: gzipKb(await firstLoad(route)) })));
    const over = sizes.filter(({ name, kb }) => kb > budgetOf(name));
    expect(over.map(({ name, kb }) => `${name}: ${kb.toFixed(1)} kB`), 'pages over their budget').toEqual([]);
    // The budget is about the pages, not the build: a page whose chunks were not found would pass by weighing nothing.
    expect(sizes.find(({ name }) => name === 'home')!.kb).toBeGreaterThan(100);
  });

  it('holds none of the back office\'s, the seller workspace\'s or the installer\'s code', async () => {
    const found: string[] = [];
    for (const route of shopperRoutes) {
      for (const file of await firstLoad(route)) {
        for (const module of chunkModules[file] ?? []) if (ROOM_CODE.test(module)) found.push(`${route.name} loads ${module} (in ${file})`);
      }
    }
    expect(found).toEqual([]);
    // And the rooms' own screens are in the build, in chunks of their own.
    const roomModules = Object.values(chunkModules).flat().filter((module) => ROOM_CODE.test(module));
    expect(roomModules).toEqual(expect.arrayContaining(['ui/admin/AdminPage.tsx', 'ui/seller/SellerPage.tsx', 'ui/install/InstallPage.tsx']));
  });
});
