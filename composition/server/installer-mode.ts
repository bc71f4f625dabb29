import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ShopDatabase } from '../../backend/db/database';
import { newSetupToken } from '../../backend/install/setup-token';
import type { ShopConfig } from '../../backend/install/shop-config';
import type { ServerConfig } from './config';
import type { PageRenderer } from './page-handler/page-renderer';

/**
 * Whether the shop is set up already: the installer saved a configuration, DATABASE_URL names a
 * database, or the embedded SQLite default exists (a shop `npm start` configured by itself).
 */
export function isConfigured(config: Pick<ServerConfig, 'databaseFromEnv' | 'dataDir'>, saved: ShopConfig | null): boolean {
  return saved !== null || config.databaseFromEnv || existsSync(`${config.dataDir}/shop.db`);
}

export interface InstallerRun {
  config: ServerConfig;
  configFile: string;
  renderer: PageRenderer;
  /** Builds the app of a process in installer mode (createApp with `installer`). */
  installerApp(installer: { token: string; onInstalled: (shop: ShopDatabase, saved: ShopConfig) => Promise<void> }, renderer: PageRenderer): Promise<FastifyInstance>;
  /** Builds the shop's app on its ready database, and serves it (listen, graceful close). */
  serveShop(shop: ShopDatabase, listen: () => Promise<void>): Promise<FastifyInstance>;
  log: (line: string) => void;
}

/**
 * Installer mode without a configuration: serves the installer page and `install/*` behind a
 * one-time token printed once here, and, once `set-database` has saved the configuration, hands
 * the port over to the shop in the same process (no restart): the shop's app is built and ready
 * first, then the installer closes and the shop listens, a gap of milliseconds.
 */
export async function runInstaller(run: InstallerRun): Promise<void> {
  const { config, log } = run;
  const token = newSetupToken();
  // The render pool outlives the installer's app: the shop renders with the same workers.
  const shared: PageRenderer = { render: (request) => run.renderer.render(request), assets: (module, url) => run.renderer.assets(module, url), threads: run.renderer.threads };
  let installer: FastifyInstance | null = null;
  const stop = () => {
    void (async () => {
      await installer?.close();
      await run.renderer.close?.();
      process.exit(0);
    })();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  installer = await run.installerApp({
    token,
    onInstalled: async (shop) => {
      await run.serveShop(shop, async () => {
        process.off('SIGTERM', stop);
        process.off('SIGINT', stop);
        await installer?.close();
      });
      log(`Installer done: the shop is set up and serving at ${config.publicUrl} (configuration in ${run.configFile}).`);
    },
  }, shared);
  await installer.listen({ port: config.port, host: config.host });
  // The only time the token is written anywhere: the operator copies it into the installer page.
  log(`Installer mode: this shop has no configuration yet. Open ${config.publicUrl}/install and enter the one-time setup token:\n\n    ${token}\n`);
}
