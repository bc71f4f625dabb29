import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type ShopDatabase, openDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import type { RenderResult } from '../../composition/entry-server';
import { type AppSettings, createApp } from '../../composition/server/app';
import type { PageRenderer } from '../../composition/server/page-handler/page-renderer';

/** A rendered page as the built bundle would answer it, with `html` for its body. */
export function renderedPage(html: string): RenderResult {
  return {
    status: 200, language: 'en', direction: 'ltr', title: 'T', description: 'D', meta: null,
    primaryColor: '#000', primaryHoverColor: '#111', pageModule: null, state: '{}', html,
  };
}

/** The page assets a stand-in renderer links. */
export const STAND_IN_ASSETS: Awaited<ReturnType<PageRenderer['assets']>> = { css: [], preload: [], entry: '/assets/entry.js' };

/**
 * Apps whose page handler is under test, on an empty in-memory shop: the renderer stands in for
 * the built bundle. Registers the suite's set-up and tear-down; `create` makes one app.
 */
export function pageHandlerApps(): { create(options: AppSettings): Promise<FastifyInstance> } {
  let shop: ShopDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    shop = await openDatabase('sqlite::memory:');
    await migrateToLatest(shop.db);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await shop?.close();
  });
  return {
    async create(options) {
      const app = await createApp({ shop, ...options });
      apps.push(app);
      return app;
    },
  };
}
